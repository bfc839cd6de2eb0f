import { ERROR_CODES, REPLAY_QUEUE_MAX } from "@despacho/domain";
import { clientConfig } from "../client-config.js";
import { clearSession, setTokens, syncSession } from "../session/session-store.js";
import { SESSION_STORAGE_KEYS } from "../session/storage-keys.js";
import { ApiError, errorFromResponse, networkError, sessionEndedError } from "./api-error.js";

const LOCK_NAME = "despacho-token-refresh";
const FLAG_STALE_MS = 10_000;

type Waiter = { resolve: () => void; reject: (error: unknown) => void };
const waiting: Waiter[] = [];
let inFlight: Promise<void> | null = null;
const expiredListeners = new Set<(message: string) => void>();

/** The shell listens here to show 'Error de autenticación' when the session could not be renewed. */
export function onSessionExpired(listener: (message: string) => void) {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

const storage = () => clientConfig().storage;
// Web Locks where the platform has them (browsers); elsewhere the storage flag alone.
const locks = () => globalThis.navigator?.locks;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function otherTabRefreshing(): boolean {
  const since = Number(storage().getItem(SESSION_STORAGE_KEYS.refreshing));
  return since > 0 && Date.now() - since < FLAG_STALE_MS;
}

async function refreshTokens(failedAccess: string | null): Promise<void> {
  // Without Web Locks, wait for a tab that raised the flag to finish.
  while (!locks() && otherTabRefreshing()) await sleep(100);
  const access = storage().getItem(SESSION_STORAGE_KEYS.access);
  const refresh = storage().getItem(SESSION_STORAGE_KEYS.refresh);
  if (!refresh) throw sessionEndedError(ERROR_CODES.TOKEN_NOT_VALID.message);
  if (access && access !== failedAccess) {
    // Another tab (or an earlier refresh here) already rotated the tokens.
    syncSession();
    return;
  }
  storage().setItem(SESSION_STORAGE_KEYS.refreshing, String(Date.now()));
  try {
    // Loaded here, not at start, so /login downloads no zod (first-screen-schemas).
    const { refreshSchema, tokenResponseSchema } = await import("./first-screen-schemas.js");
    const response = await fetch(`${clientConfig().origin}/api/users/token/refresh/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(refreshSchema.parse({ refresh })),
    }).catch(() => {
      throw networkError();
    });
    if (!response.ok) throw await errorFromResponse(response);
    const tokens = tokenResponseSchema.pick({ access: true, refresh: true }).parse(await response.json());
    setTokens(tokens.access, tokens.refresh);
  } finally {
    storage().removeItem(SESSION_STORAGE_KEYS.refreshing);
  }
}

function settle(error: unknown) {
  for (const waiter of waiting.splice(0)) {
    if (error) waiter.reject(error);
    else waiter.resolve();
  }
}

function endSession(error: unknown): unknown {
  if (error instanceof ApiError && error.kind === "network") return error;
  const message = error instanceof ApiError && error.kind === "auth" ? error.message : ERROR_CODES.TOKEN_NOT_VALID.message;
  clearSession();
  for (const listener of expiredListeners) listener(message);
  return sessionEndedError(message);
}

/**
 * spec §4 session: one refresh at a time across every tab (Web Locks, with a storage flag as
 * fallback); calls that got a 401 wait here and are replayed, at most the last 20.
 */
export function waitForFreshToken(failedAccess: string | null): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    waiting.push({ resolve, reject });
    if (waiting.length > REPLAY_QUEUE_MAX) waiting.shift()?.reject(sessionEndedError(ERROR_CODES.TOKEN_NOT_VALID.message));
    if (inFlight) return;
    const run = () => refreshTokens(failedAccess);
    inFlight = (locks()?.request(LOCK_NAME, run) ?? run())
      .then(
        () => settle(null),
        (error) => settle(endSession(error)),
      )
      .finally(() => {
        inFlight = null;
      });
  });
}

/**
 * New tokens now, through the same single refresh as a 401: the access token's claims then carry
 * what changed on the server (a headquarter just joined).
 */
export const renewTokens = () => waitForFreshToken(storage().getItem(SESSION_STORAGE_KEYS.access));
