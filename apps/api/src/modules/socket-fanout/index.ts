// What other modules, plugins, the seed and the harness may use of socket-fanout; everything else is private to it.
export { socketFanout } from "./consumer.js";
