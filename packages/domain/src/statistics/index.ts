export * from "./periods.js";
export * from "./schemas.js";
