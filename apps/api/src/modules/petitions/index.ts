// What other modules, plugins, the seed and the harness may use of petitions; everything else is private to it.
export { petitionRoutes } from "./routes/index.js";
