// What other modules, plugins, the seed and the harness may use of service routes; everything else is private to it.
export { serviceRouteRoutes } from "./routes.js";
