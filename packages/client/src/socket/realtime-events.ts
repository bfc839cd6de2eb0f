import { type EventPayload, isRealtimeEvent, parseEvent, type RealtimeEvent } from "@despacho/domain";

type Handler<E extends RealtimeEvent> = (payload: EventPayload<E>) => void;

const handlers = new Map<RealtimeEvent, Set<Handler<never>>>();

/**
 * The app shell owns the one socket (app/realtime) and hands every event here; features and the
 * shell hear the events of the real-time contract through `onEvent`, payloads already checked
 * against the contract's schema (a malformed one reaches nobody).
 */
export function publishRealtimeEvent(event: string, payload: unknown) {
  if (!isRealtimeEvent(event)) return;
  const own = handlers.get(event);
  if (!own?.size) return;
  const parsed = parseEvent(event, payload);
  if (parsed === null) return;
  for (const handler of own) (handler as Handler<typeof event>)(parsed);
}

/** Calls `handler` with each well-formed `event`; returns the unsubscribe function. */
export function onEvent<E extends RealtimeEvent>(event: E, handler: Handler<E>): () => void {
  const own = handlers.get(event) ?? new Set();
  handlers.set(event, own);
  own.add(handler as Handler<never>);
  return () => own.delete(handler as Handler<never>);
}
