// What other modules, plugins, the seed and the harness may use of customer-notifications; everything else is private to it.
export { customerNotificationsConsumer } from "./consumer.js";
export { customerGatewayRoutes } from "./routes.js";
