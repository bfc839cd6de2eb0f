export * from "./earnings.js";
export * from "./ledger.js";
export * from "./schemas.js";
export * from "./courier-earnings.js";
