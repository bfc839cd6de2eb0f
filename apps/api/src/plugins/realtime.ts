import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createAdapter } from "@socket.io/redis-streams-adapter";
import { createClient } from "redis";
import { Server, type Socket } from "socket.io";
import { principalFromClaims, type Principal } from "./access.js";

export interface Realtime {
  io: Server;
  toHeadquarter(headquarterId: string, event: string, payload: unknown): void;
  toUser(userId: string, event: string, payload: unknown): void;
}

declare module "fastify" {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export const headquarterRoom = (id: string) => `hq:${id}`;
export const userRoom = (id: string) => `user:${id}`;

interface SocketData {
  principal: Principal;
  headquarterId: string;
}

/**
 * socket.io (spec §7): the handshake carries the access token, the headquarter and the profile
 * kind; sockets join their headquarter and user rooms. With REDIS_URL several API processes
 * share events through Redis streams, which keeps connection-state recovery.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl?: string }) => {
    const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(app.server, {
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
      const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
      const token = typeof auth.token === "string" ? auth.token : socket.handshake.query.token;
      const headquarter = typeof auth.headquarter === "string" ? auth.headquarter : socket.handshake.query.headquarter;
      try {
        if (typeof token !== "string") throw new Error("no token");
        const principal = principalFromClaims(await app.verifyAccessToken(token));
        const kind = auth.profile ?? socket.handshake.query.profile ?? principal.kind;
        if (kind !== principal.kind) throw new Error("profile kind mismatch");
        if (typeof headquarter !== "string" || !principal.headquarterIds.includes(headquarter)) throw new Error("headquarter");
        socket.data = { principal, headquarterId: headquarter };
        next();
      } catch {
        next(new Error("No autorizado"));
      }
    });

    io.on("connection", (socket: Socket) => {
      const data = socket.data as SocketData;
      if (!socket.recovered) {
        socket.join([headquarterRoom(data.headquarterId), userRoom(data.principal.userId)]);
      }
      socket.emit(socket.recovered ? "headquarters:reconnect" : "headquarters:connect", { headquarter: data.headquarterId });
    });

    app.decorate("realtime", {
      io: io as unknown as Server,
      toHeadquarter: (id, event, payload) => void io.to(headquarterRoom(id)).emit(event as never, payload as never),
      toUser: (id, event, payload) => void io.to(userRoom(id)).emit(event as never, payload as never),
    });

    app.addHook("onClose", async () => {
      await io.close();
      await redis?.quit().catch(() => undefined);
    });
  },
  { name: "realtime" },
);
