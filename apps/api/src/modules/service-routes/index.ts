// What other modules, plugins, the seed and the harness may use of service routes; everything else is private to it.
export { serviceRouteConsumer } from "./consumer.js";
export { serviceRouteRoutes } from "./routes.js";
