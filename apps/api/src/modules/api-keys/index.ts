// What other modules, plugins, the seed and the harness may use of api-keys; everything else is private to it.
export { apiKeyRoutes } from "./routes.js";
