// What other modules, plugins, the seed and the harness may use of covenants; everything else is private to it.
export { covenantRoutes } from "./routes.js";
export { type CovenantPriority, covenantPriority } from "./queries/dispatch-priority.js";
