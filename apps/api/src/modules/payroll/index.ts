// What other modules, plugins, the seed and the harness may use of payroll; everything else is private to it.
export { payrollConsumer } from "./consumer.js";
export { recordEarning } from "./commands/record-earning.js";
export { appendEntry, lockedBalance } from "./ledger.js";
export { courierEarningsRoutes } from "./courier-routes.js";
export { payrollRoutes } from "./routes.js";
