// What other modules, plugins, the seed and the harness may use of services; everything else is private to it.
export { applyAction } from "./commands/actions.js";
export { insertService } from "./commands/create.js";
export { serviceEventsPublisher } from "./events.js";
export type { ServiceEvent } from "./events.js";
export { fullName } from "./presenter.js";
export { loadServices } from "./queries/load.js";
export { REPORT_KIND } from "./queries/report-csv.js";
export { serviceRoutes } from "./routes/index.js";
