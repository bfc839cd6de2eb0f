export * from "./earnings.js";
export * from "./ledger.js";
export * from "./schemas.js";
