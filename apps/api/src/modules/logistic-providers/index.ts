// What other modules, plugins, the seed and the harness may use of logistic-providers; everything else is private to it.
export { logisticProviderRoutes } from "./routes.js";
