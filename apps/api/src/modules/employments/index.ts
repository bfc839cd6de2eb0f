// What other modules, plugins, the seed and the harness may use of employments; everything else is private to it.
export { employmentRoutes } from "./routes.js";
