// What other modules, plugins, the seed and the harness may use of geocoder; everything else is private to it.
export { geocoderRoutes } from "./routes.js";
export { type Geocoder, type GeocoderKind, geocoderFor } from "./geocoder.js";
export { placesIn, searchPlaces } from "./search-places.js";
