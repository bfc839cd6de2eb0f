// What other modules, plugins, the seed and the harness may use of schedules; everything else is private to it.
export { scheduleRoutes } from "./routes.js";
