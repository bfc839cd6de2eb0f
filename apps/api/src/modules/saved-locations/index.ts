// What other modules, plugins, the seed and the harness may use of saved locations; everything else is private to it.
export { savedPlacesMatching } from "./queries/offered.js";
export { savedLocationRoutes } from "./routes.js";
