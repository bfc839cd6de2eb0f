// What other modules, plugins, the seed and the harness may use of payment-methods; everything else is private to it.
export { paymentMethodRoutes } from "./routes.js";
