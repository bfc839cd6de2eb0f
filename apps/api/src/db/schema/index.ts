export * from "./auth.js";
export * from "./catalog.js";
export * from "./employments.js";
export * from "./locations.js";
export * from "./services.js";
export * from "./tenancy.js";
export * from "./couriers.js";
export * from "./business.js";
