// What other modules, plugins, the seed and the harness may use of tracking; everything else is private to it.
export { newPublicToken, trackingTokenOf } from "./commands/token.js";
export { trackingRoutes } from "./routes.js";
