// What other modules, plugins, the seed and the harness may use of templates; everything else is private to it.
export { templateRoutes } from "./routes.js";
