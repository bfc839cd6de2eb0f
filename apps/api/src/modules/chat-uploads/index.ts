// What other modules, plugins, the seed and the harness may use of chat-uploads; everything else is private to it.
export { chatUploadRoutes } from "./routes.js";
