import { io, type Socket } from "socket.io-client";
import { clientConfig } from "../client-config.js";

/** Who the socket speaks for: the desk's staff, a business, or a courier (the courier app, decision 009). */
export type ProfileKind = "staff" | "business" | "messenger";

export interface RealtimeAuth {
  token: string | null;
  headquarter: string;
  profile: ProfileKind;
}

/**
 * spec §7 real-time: the client's origin (the page's by default), handshake auth with the token, headquarter and profile kind.
 * `auth` is read on every (re)connection so a refreshed token is used.
 */
export function connectRealtime(auth: () => RealtimeAuth): Socket {
  const options = { path: "/socket.io", auth: (send: (data: object) => void) => send({ ...auth() }) };
  const { origin } = clientConfig();
  return origin ? io(origin, options) : io(options);
}
