import type { OutboxEntry } from "../outbox/outbox";
import { createOutbox, type OutboxDeps } from "../outbox/outbox-runner";

/** A memory store, a server that records every call with its key, and a connection the test switches. */
export function outboxHarness() {
  const rows = new Map<string, OutboxEntry>();
  const calls: { path: string; key: string; body: unknown }[] = [];
  const state = { online: true, failNext: 0, refuse: null as string | null, now: 1_000, keys: 0, timers: [] as number[] };
  const refused: string[] = [];
  const uploads: { type: string; name: string }[] = [];
  const deps: OutboxDeps = {
    store: {
      all: async () => [...rows.values()],
      put: async (entry) => void rows.set(entry.key, entry),
      remove: async (key) => void rows.delete(key),
    },
    async send(entry) {
      calls.push({ path: entry.path, key: entry.key, body: entry.body });
      if (state.failNext > 0) {
        state.failNext -= 1;
        throw { kind: "network", message: "Sin respuesta del servidor" };
      }
      if (state.refuse) throw { kind: "conflict", message: state.refuse };
    },
    upload: async (blob, name) => {
      uploads.push({ type: blob.type, name });
      return `https://archivos/${name}`;
    },
    newKey: () => `clave-${++state.keys}`,
    now: () => state.now,
    online: () => state.online,
    onRefused: (_entry, message) => void refused.push(message),
    onSent: () => undefined,
    setTimer: (_run, ms) => void state.timers.push(ms),
  };
  return { outbox: createOutbox(deps), rows, calls, state, refused, uploads };
}
