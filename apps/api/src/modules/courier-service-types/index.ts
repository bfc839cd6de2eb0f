// What other modules (the dispatch engine), plugins, the seed and the harness may use of courier-service-types.
export { allowedServiceTypes } from "./queries/allowed.js";
export { courierServiceTypeRoutes } from "./routes.js";
