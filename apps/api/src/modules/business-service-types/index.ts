// What other modules, plugins, the seed and the harness may use of business-service-types; everything else is private to it.
export { businessServiceTypeRoutes } from "./routes.js";
export { refuseStoreForType, refuseUnchosenType } from "./service-types.js";
