// What other modules, plugins, the seed and the harness may use of geozone-queue; everything else is private to it.
export { geozoneQueueConsumer } from "./consumer.js";
export { queuedGeozoneCount } from "./queries/queued-count.js";
export { queuePositionsAt } from "./queries/queue.js";
export { geozoneQueueRoutes } from "./routes.js";
export { queueChangeEvents, settleCourierQueues, settleHeadquarterQueues } from "./sync.js";
