export * from "./auth.js";
export * from "./employments.js";
export * from "./tenancy.js";
