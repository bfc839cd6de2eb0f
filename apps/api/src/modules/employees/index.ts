// What other modules, plugins, the seed and the harness may use of employees; everything else is private to it.
export { grantsOfPrincipal, refuseGrantBeyond, refuseUnmanagedAccounts } from "./commands/account-rule.js";
export { employeeRoutes } from "./routes.js";
