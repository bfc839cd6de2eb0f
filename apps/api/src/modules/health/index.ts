// What other modules, plugins, the seed and the harness may use of health; everything else is private to it.
export { healthRoutes } from "./routes.js";
