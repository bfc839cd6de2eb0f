// What other modules, plugins, the seed and the harness may use of service-types; everything else is private to it.
export { createServiceType } from "./commands/save.js";
export { surchargesOf } from "./queries/surcharges.js";
export { serviceTypeRoutes } from "./routes.js";
