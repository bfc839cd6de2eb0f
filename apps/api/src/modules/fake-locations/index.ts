// What other modules, plugins, the seed and the harness may use of fake-locations; everything else is private to it.
export { fakeLocationConsumer } from "./consumer.js";
export { hasOpenCapture } from "./queries/open-capture.js";
export { fakeLocationRoutes } from "./routes.js";
