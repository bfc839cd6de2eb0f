// What other modules, plugins, the seed and the harness may use of services; everything else is private to it.
export { applyAction, runBulkAction } from "./commands/actions.js";
export { setNoveltyFields, updateServices } from "./commands/edits.js";
export { assignableMessenger } from "./queries/messengers.js";
export type { Scope } from "./scope.js";
export { createService, insertService, NOT_IN_HEADQUARTER } from "./commands/create.js";
export { createServices } from "./commands/create-many.js";
export { fullName, presentMessengerName } from "./presenter.js";
export { countByStatus } from "./queries/counts.js";
export { loadServices } from "./queries/load.js";
export { csvLine, REPORT_KIND } from "./queries/report-csv.js";
export { serviceRoutes } from "./routes/index.js";
export { systemScope } from "./scope.js";
