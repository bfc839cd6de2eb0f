// What other modules, plugins, the seed and the harness may use of headquarters; everything else is private to it.
export { memberHeadquarter } from "./queries/headquarters.js";
export { cachedTimeZoneOf, timeZoneOf } from "./queries/time-zone.js";
export { workingCitiesFrom, workingCitiesOf, workingCityColumns } from "./queries/working-cities.js";
export { headquarterRoutes } from "./routes.js";
