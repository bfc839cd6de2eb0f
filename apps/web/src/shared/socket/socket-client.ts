import { io, type Socket } from "socket.io-client";

export type ProfileKind = "staff" | "business";

export interface RealtimeAuth {
  token: string | null;
  headquarter: string;
  profile: ProfileKind;
}

/**
 * spec §7 real-time: same origin, handshake auth with the token, headquarter and profile kind.
 * `auth` is read on every (re)connection so a refreshed token is used.
 */
export function connectRealtime(auth: () => RealtimeAuth): Socket {
  return io({ path: "/socket.io", auth: (send) => send({ ...auth() }) });
}
