// What other modules, plugins, the seed and the harness may use of countries; everything else is private to it.
export { cityOf } from "./queries/location-areas.js";
export { countryRoutes } from "./routes.js";
