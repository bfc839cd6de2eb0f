// What other modules, plugins, the seed and the harness may use of statistics; everything else is private to it.
export { statisticsRoutes } from "./routes.js";
