// What other modules, plugins, the seed and the harness may use of customers; everything else is private to it.
export { customerOwnerOf } from "./owner.js";
export type { CustomerOwner } from "./owner.js";
export { findCustomer } from "./queries/customers.js";
export { customerRoutes } from "./routes.js";
