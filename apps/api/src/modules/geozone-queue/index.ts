// What other modules, plugins, the seed and the harness may use of geozone-queue; everything else is private to it.
export { geozoneQueueRoutes } from "./routes.js";
export { announceQueueChanges, settleCourierQueues, settleHeadquarterQueues } from "./sync.js";
