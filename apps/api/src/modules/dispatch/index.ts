// What other modules, plugins, the seed and the harness may use of dispatch; everything else is private to it.
export { dispatchConsumer } from "./consumer.js";
export { dispatchRoutes } from "./routes.js";
