// What other modules, plugins, the seed and the harness may use of chats; everything else is private to it.
export { chatRoutes } from "./routes/index.js";
export { sendMessageFrames } from "./events.js";
