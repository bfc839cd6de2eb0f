// What other modules, plugins, the seed and the harness may use of geozones; everything else is private to it.
export { activationRefusal } from "./queries/activation.js";
export { boxHolds } from "./queries/box.js";
export { geozoneModuleRoutes } from "./routes/index.js";
