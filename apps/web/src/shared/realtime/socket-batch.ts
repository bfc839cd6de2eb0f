// spec §9: live service events are batched for 200 ms.
export const SOCKET_BATCH_MS = 200;
