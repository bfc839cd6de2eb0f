// What other modules, plugins, the seed and the harness may use of massive-load; everything else is private to it.
export { massiveLoadRoutes } from "./routes.js";
export { CONFIRM_KIND, VALIDATE_KIND } from "./scope.js";
