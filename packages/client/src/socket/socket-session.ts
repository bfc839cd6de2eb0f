import { type AuthenticateAnswer, CLIENT_EVENTS } from "@despacho/domain";
import type { Socket } from "socket.io-client";
import { waitForFreshToken } from "../api/token-refresh.js";
import { getSession, subscribeSession } from "../session/session-store.js";
import { tokenPayload } from "../session/token-claims.js";

const RETRY_REJECTED_MS = 5000;
// The server closes a socket whose token expired: a fresh one is fetched this long before.
const RENEW_BEFORE_EXPIRY_MS = 30_000;

/** When a JWT expires (ms since epoch), read from its payload; null if it cannot be read. */
export function tokenExpiresAt(token: string): number | null {
  const exp = tokenPayload(token)?.exp;
  return typeof exp === "number" ? exp * 1000 : null;
}

const refusalCode = (error: Error) => (error as Error & { data?: { code?: string } }).data?.code;

/**
 * Keeps the socket's proof of identity current (issue 8: the server checks the token's expiry on
 * the socket too): a token renewed anywhere in the app is sent with `authenticate`; before the one
 * in use expires it is renewed here (the same single refresh the API client uses); a handshake
 * refused for its token renews it and reconnects; a socket the server closed reconnects with the
 * session as it is then. Returns the function that stops all of it.
 */
export function keepSocketAuthenticated(socket: Socket): () => void {
  let proved = getSession().access;
  let renewal: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const renewBeforeExpiry = () => {
    clearTimeout(renewal);
    const expiresAt = proved ? tokenExpiresAt(proved) : null;
    if (!proved || expiresAt === null) return;
    const used = proved;
    renewal = setTimeout(
      () => void waitForFreshToken(used).catch(() => undefined),
      Math.max(0, expiresAt - Date.now() - RENEW_BEFORE_EXPIRY_MS),
    );
  };

  const prove = () => {
    const { access } = getSession();
    if (!access || access === proved || !socket.connected) return;
    proved = access;
    renewBeforeExpiry();
    socket.emit(CLIENT_EVENTS.authenticate, { token: access }, (_answer: AuthenticateAnswer) => undefined);
  };

  const unsubscribe = subscribeSession(prove);
  socket.on("connect", () => {
    // The handshake read the session just now.
    proved = getSession().access;
    renewBeforeExpiry();
  });
  socket.on("disconnect", (reason) => {
    clearTimeout(renewal);
    // Closed by the server (an expired token, a logout or password change elsewhere): try again as the session is now.
    if (reason === "io server disconnect") retry = setTimeout(() => socket.connect(), 0);
  });
  socket.on("connect_error", (error) => {
    // A handshake the server refused is not retried by socket.io itself.
    if (socket.active) return;
    if (refusalCode(error) === "TOKEN_NOT_VALID") {
      const used = getSession().access;
      void waitForFreshToken(used).then(
        () => socket.connect(),
        () => undefined,
      );
    } else retry = setTimeout(() => socket.connect(), RETRY_REJECTED_MS);
  });

  return () => {
    unsubscribe();
    clearTimeout(renewal);
    clearTimeout(retry);
  };
}
