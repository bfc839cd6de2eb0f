// What other modules, plugins, the seed and the harness may use of live-map; everything else is private to it.
export { liveMapRoutes } from "./routes.js";
