import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createAdapter } from "@socket.io/redis-streams-adapter";
import { createClient } from "redis";
import { type DefaultEventsMap, Server } from "socket.io";
import { EVENTS, type ErrorCode, type EventPayload, type RealtimeEvent, type RealtimeNotification } from "@despacho/domain";
import { AppError } from "../errors.js";
import { type Principal, principalFromClaims } from "./auth.js";

interface SocketData {
  principal: Principal;
  headquarterId: string;
}

type RealtimeServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

export interface Realtime {
  io: RealtimeServer;
  toHeadquarter<E extends RealtimeEvent>(headquarterId: string, event: E, payload: EventPayload<E>): void;
  toUser<E extends RealtimeEvent>(userId: string, event: E, payload: EventPayload<E>): void;
  notify(headquarterId: string, notification: RealtimeNotification): void;
  /**
   * Says `message` about a headquarter to the other API nodes (with Redis; alone, there are none).
   * It travels the adapter's stream ahead of any socket event emitted after it.
   */
  toOtherNodes(message: string, headquarterId: string): void;
  /** `listener` hears the `message`s other nodes send about a headquarter. */
  onNodeMessage(message: string, listener: (headquarterId: string) => void): void;
}

declare module "fastify" {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export const headquarterRoom = (id: string) => `hq:${id}`;
export const userRoom = (id: string) => `user:${id}`;

/** A refused handshake reaches the client as connect_error with `data.code` (e.g. TOKEN_NOT_VALID: refresh, reconnect). */
function refusal(code: ErrorCode): Error & { data: { code: ErrorCode } } {
  const error = new AppError(code);
  return Object.assign(new Error(error.message), { data: { code } });
}

const handshakeValue = (auth: Record<string, unknown>, query: Record<string, unknown>, key: string) => {
  const value = auth[key] ?? query[key];
  return typeof value === "string" && value !== "" ? value : undefined;
};

/**
 * socket.io (spec §7): the handshake carries the access token, the headquarter and the profile
 * kind; sockets join their headquarter and user rooms. With REDIS_URL several API processes
 * share events through Redis streams, which keeps connection-state recovery.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl?: string }) => {
    const io: RealtimeServer = new Server(app.server, {
      path: "/socket.io",
      serveClient: false,
      connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: true },
    });
    let redis: ReturnType<typeof createClient> | null = null;
    if (opts.redisUrl) {
      redis = createClient({ url: opts.redisUrl });
      redis.on("error", (err) => app.log.error({ err }, "redis"));
      await redis.connect();
      io.adapter(createAdapter(redis));
    }

    io.use(async (socket, next) => {
      const { auth, query } = socket.handshake;
      const token = handshakeValue(auth, query, "token");
      const headquarter = handshakeValue(auth, query, "headquarter");
      if (!token) return next(refusal("NOT_AUTHENTICATED"));
      let principal: Principal;
      try {
        principal = principalFromClaims(await app.verifyAccessToken(token));
      } catch {
        return next(refusal("TOKEN_NOT_VALID"));
      }
      const profile = handshakeValue(auth, query, "profile") ?? principal.kind;
      if (profile !== principal.kind) return next(refusal("FORBIDDEN"));
      if (!headquarter || !principal.headquarterIds.includes(headquarter)) return next(refusal("HEADQUARTER_FORBIDDEN"));
      socket.data = { principal, headquarterId: headquarter };
      next();
    });

    io.on("connection", (socket) => {
      const { principal, headquarterId } = socket.data;
      if (!socket.recovered) socket.join([headquarterRoom(headquarterId), userRoom(principal.userId)]);
      socket.emit(socket.recovered ? EVENTS.headquarterReconnect : EVENTS.headquarterConnect, { headquarter: headquarterId });
    });

    const toHeadquarter = <E extends RealtimeEvent>(id: string, event: E, payload: EventPayload<E>) =>
      void io.to(headquarterRoom(id)).emit(event, payload);
    app.decorate("realtime", {
      io,
      toHeadquarter,
      toUser: (id, event, payload) => void io.to(userRoom(id)).emit(event, payload),
      notify: (id, notification) => toHeadquarter(id, EVENTS.notification, notification),
      // Server-side messages never reach sockets; the adapter delivers them in order with the broadcasts.
      toOtherNodes: (message, id) => {
        if (redis) io.serverSideEmit(message, id);
      },
      onNodeMessage: (message, listener) =>
        void io.on(message, (id: unknown) => {
          if (typeof id === "string") listener(id);
        }),
    } satisfies Realtime);

    // Open websockets would keep the HTTP server from closing: drop this node's sockets first
    // (io.local: with the Redis adapter, io.disconnectSockets would reach every node).
    app.addHook("preClose", async () => {
      io.local.disconnectSockets(true);
    });
    app.addHook("onClose", async () => {
      await io.close();
      await redis?.quit().catch(() => undefined);
    });
  },
  { name: "realtime", dependencies: ["auth"] },
);
