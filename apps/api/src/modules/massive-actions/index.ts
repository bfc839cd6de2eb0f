// What other modules, plugins, the seed and the harness may use of massive-actions; everything else is private to it.
export { massiveActionRoutes } from "./routes.js";
export { MASSIVE_ACTION_KIND } from "./run.js";
