// What other modules, plugins, the seed and the harness may use of business-stores; everything else is private to it.
export { businessStoreRoutes } from "./routes.js";
export { owned, storeListingOrder } from "./stores.js";
export type { StoreOwner } from "./stores.js";
