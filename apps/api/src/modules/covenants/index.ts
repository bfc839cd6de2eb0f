// What other modules, plugins, the seed and the harness may use of covenants; everything else is private to it.
export { covenantRoutes } from "./routes.js";
