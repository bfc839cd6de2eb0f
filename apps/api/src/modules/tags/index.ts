// What other modules, plugins, the seed and the harness may use of tags; everything else is private to it.
export { tagRoutes } from "./routes.js";
