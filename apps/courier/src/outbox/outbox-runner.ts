import {
  afterAttempt,
  enqueue,
  nextToSend,
  type OutboxDraft,
  type OutboxEntry,
  outcomeOfError,
  type SendOutcome,
  withUploaded,
} from "./outbox";

/** Where entries are kept between visits (IndexedDB in the app, memory in tests). */
export interface OutboxStore {
  all(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface OutboxDeps {
  store: OutboxStore;
  /** The call, with the entry's key as Idempotency-Key; throws the API client's error. */
  send(entry: OutboxEntry): Promise<void>;
  /** Stores one file, answering its address. */
  upload(blob: Blob, name: string): Promise<string>;
  newKey(): string;
  now(): number;
  /** Whether the browser believes it has a connection; no attempt is made without. */
  online(): boolean;
  /** The server refused an entry (e.g. a late answer to an offer): its message, for the screen. */
  onRefused(entry: OutboxEntry, message: string): void;
  /** After an entry was sent, e.g. to reload what it changed. */
  onSent(entry: OutboxEntry): void;
  setTimer(run: () => void, ms: number): void;
}

export interface Outbox {
  /** Queues an action; `key` when it was already tried under that Idempotency-Key elsewhere (the courier's socket). */
  add(draft: OutboxDraft, key?: string): Promise<OutboxEntry>;
  /** Sends what is due; `now` also what waits its retry (the connection just came back). */
  flush(now?: boolean): Promise<void>;
  entries(): readonly OutboxEntry[];
  subscribe(listener: () => void): () => void;
}

async function attempt(deps: OutboxDeps, entry: OutboxEntry): Promise<SendOutcome> {
  try {
    let ready = entry;
    if (entry.uploads?.length) {
      const urls: Record<string, string> = {};
      for (const upload of entry.uploads) urls[upload.field] = await deps.upload(upload.blob, upload.name);
      ready = withUploaded(entry, urls);
      await deps.store.put(ready);
    }
    await deps.send(ready);
    return { kind: "sent" };
  } catch (error) {
    return outcomeOfError(error as { kind: string; code?: string; message: string });
  }
}

export function createOutbox(deps: OutboxDeps): Outbox {
  let cache: OutboxEntry[] = [];
  let running: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const publish = async () => {
    cache = (await deps.store.all()).sort((a, b) => a.seq - b.seq);
    for (const listener of listeners) listener();
  };

  const run = async () => {
    for (;;) {
      await publish();
      if (!deps.online()) return;
      const entry = nextToSend(cache, deps.now());
      if (!entry) {
        const head = cache[0];
        if (head) deps.setTimer(() => void outbox.flush(), head.retryAt - deps.now());
        return;
      }
      const outcome = await attempt(deps, entry);
      const current = (await deps.store.all()).find((e) => e.key === entry.key) ?? entry;
      const next = afterAttempt(current, outcome, deps.now());
      if (next) await deps.store.put(next);
      else await deps.store.remove(entry.key);
      if (outcome.kind === "refused") deps.onRefused(entry, outcome.message);
      if (outcome.kind === "sent") deps.onSent(entry);
    }
  };

  const outbox: Outbox = {
    async add(draft, key) {
      const entry = enqueue(await deps.store.all(), draft, key ?? deps.newKey());
      await deps.store.put(entry);
      void outbox.flush();
      return entry;
    },
    async flush(now = false) {
      if (now) for (const entry of await deps.store.all()) await deps.store.put({ ...entry, retryAt: 0 });
      if (running) return running.then(() => outbox.flush());
      running = run().finally(() => {
        running = null;
      });
      return running;
    },
    entries: () => cache,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return outbox;
}
