type RealtimeListener = (event: string, payload: unknown) => void;

const listeners = new Set<RealtimeListener>();

/**
 * The app shell owns the one socket (app/realtime); features listen here for the events of
 * their area without importing the shell or opening a second connection.
 */
export function publishRealtimeEvent(event: string, payload: unknown) {
  for (const listener of listeners) listener(event, payload);
}

export function subscribeRealtimeEvents(listener: RealtimeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
