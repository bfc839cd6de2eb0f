// What other modules, plugins, the seed and the harness may use of webhooks; everything else is private to it.
export { webhooksConsumer } from "./consumer.js";
export { webhookRoutes } from "./routes.js";
export { webhookSignature } from "./sign.js";
