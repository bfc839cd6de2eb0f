/**
 * The courier app's outbox (issue 24): every action is written here first and sent in order, one at a time, each with
 * its own Idempotency-Key, so a retry after a lost answer replays the server's first answer instead of doing it twice.
 * Pure: the IndexedDB store and the sender are passed in.
 */

/** A file the entry uploads before its call; its address goes into the body at `field`. */
export interface OutboxUpload {
  field: string;
  blob: Blob;
  name: string;
}

export interface OutboxDraft {
  /** What the screen says is waiting, in Spanish ("Aceptar oferta del servicio #12"). */
  label: string;
  method: "POST" | "PATCH";
  /** Under /api, as the API client takes it ("/courier/services/…/start/"). */
  path: string;
  body?: Record<string, unknown>;
  uploads?: OutboxUpload[];
}

export interface OutboxEntry extends OutboxDraft {
  /** The Idempotency-Key of the call, the same on every attempt. */
  key: string;
  /** Order of sending: the order the courier acted in. */
  seq: number;
  attempts: number;
  /** Not before this time (ms) after a failed attempt. */
  retryAt: number;
}

/** How an attempt ended: sent; refused by the server (kept no longer, its message shown); or to be tried again. */
export type SendOutcome = { kind: "sent" } | { kind: "refused"; message: string } | { kind: "retry" };

export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 30_000;

/** Waits 1 s, 2 s, 4 s… up to 30 s between attempts of one entry. */
export const retryDelayMs = (attempts: number) => Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));

export function enqueue(entries: readonly OutboxEntry[], draft: OutboxDraft, key: string): OutboxEntry {
  const seq = entries.reduce((last, entry) => Math.max(last, entry.seq), 0) + 1;
  return { ...draft, key, seq, attempts: 0, retryAt: 0 };
}

/** The entry to send now: always the oldest, so nothing overtakes an earlier action; none while it waits its retry. */
export function nextToSend(entries: readonly OutboxEntry[], now: number): OutboxEntry | null {
  const head = [...entries].sort((a, b) => a.seq - b.seq)[0];
  return head && head.retryAt <= now ? head : null;
}

/** What happens to an entry after an attempt: gone (sent or refused) or back with its next retry time. */
export function afterAttempt(entry: OutboxEntry, outcome: SendOutcome, now: number): OutboxEntry | null {
  if (outcome.kind !== "retry") return null;
  const attempts = entry.attempts + 1;
  return { ...entry, attempts, retryAt: now + retryDelayMs(attempts) };
}

/** A failed call's outcome by the API client's error kind: no answer, a server fault or a rate limit is tried again. */
export function outcomeOfError(error: { kind: string; code?: string; message: string }): SendOutcome {
  // A call under the same key still running elsewhere (the socket's, unanswered) is waited for, not given up.
  return ["network", "server", "rate-limited", "auth"].includes(error.kind) || error.code === "IDEMPOTENCY_IN_PROGRESS"
    ? { kind: "retry" }
    : { kind: "refused", message: error.message };
}

/** The entry once its files are uploaded: their addresses in the body, nothing left to upload (kept so a retry sends the same body). */
export function withUploaded(entry: OutboxEntry, urls: Record<string, string>): OutboxEntry {
  return { ...entry, body: { ...entry.body, ...urls }, uploads: [] };
}
