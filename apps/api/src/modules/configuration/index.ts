// What other modules, plugins, the seed and the harness may use of configuration; everything else is private to it.
export { configurationRoutes } from "./routes.js";
