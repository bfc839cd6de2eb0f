// What a Despacho client app (the back office, the courier app) shares: the API client with its token
// refresh, the session, the real-time socket, the session's query options and the chat's media (voice notes, images
// recompressed). No React, no DOM rendering.
export * from "./api/api-client.js";
export * from "./api/api-error.js";
export * from "./api/token-refresh.js";
export * from "./client-config.js";
export * from "./session/current-user.js";
export * from "./session/permissions.js";
export * from "./session/session-store.js";
export * from "./session/storage-keys.js";
export * from "./session/token-claims.js";
export * from "./socket/courier-requests.js";
export * from "./socket/realtime-events.js";
export * from "./socket/socket-client.js";
export * from "./socket/socket-session.js";
export * from "./media/voice-recorder.js";
export * from "./media/recompress-image.js";
