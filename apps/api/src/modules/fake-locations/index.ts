// What other modules, plugins, the seed and the harness may use of fake-locations; everything else is private to it.
export { recordDetections, trackStates } from "./commands/record-detections.js";
export type { TrackState } from "./commands/record-detections.js";
export { hasOpenCapture } from "./queries/open-capture.js";
export { fakeLocationRoutes } from "./routes.js";
