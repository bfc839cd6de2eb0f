// What other modules, plugins, the seed and the harness may use of notifications; everything else is private to it.
export { notificationRoutes } from "./routes.js";
