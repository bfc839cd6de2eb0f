// What other modules, plugins, the seed and the harness may use of link-services; everything else is private to it.
export { linkServiceRoutes } from "./routes.js";
export { headquarterOfLink } from "./queries/links.js";
export { linkRateLimits } from "./rate-limits.js";
