import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createAdapter } from "@socket.io/redis-streams-adapter";
import { type DefaultEventsMap, Server } from "socket.io";
import {
  type AuthenticateAnswer,
  authenticateSchema,
  CLIENT_EVENTS,
  HEADQUARTER_ROOM_READERS,
  EVENTS,
  type ErrorCode,
  type EventPayload,
  isAllowed,
  PERMISSIONS,
  PETITION_READ,
  CHAT_ACCESS,
  type CourierSocketRequest,
  type RealtimeEvent,
  type RealtimeNotification,
} from "@despacho/domain";
import { AppError } from "../errors.js";
import type { AccessClaims, Courier, Principal } from "./auth.js";
import { answerCourierRequest, type CourierSocketHandler } from "./socket-requests.js";

/** A courier as its socket knows it (profile `messenger`). */
export type CourierAccount = Courier & { kind: "messenger" };
/** Who holds a socket: staff, a business user or a courier. */
type SocketAccount = Principal | CourierAccount;

interface SocketData {
  principal: SocketAccount;
  headquarterId: string;
  /** When the access token the socket last proved expires (ms since epoch). */
  expiresAt: number;
}

type RealtimeServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
type RealtimeSocket = Parameters<Parameters<RealtimeServer["on"]>[1]>[0];

export interface Realtime {
  io: RealtimeServer;
  /**
   * To the sockets that read the headquarter's desk and, with `owner`, to that user's own sockets
   * there (a business user hears only of the services it created).
   */
  toHeadquarter<E extends RealtimeEvent>(headquarterId: string, event: E, payload: EventPayload<E>, owner?: string | null): void;
  /** To a business user's own sockets in a headquarter only (e.g. its own counts). */
  toOwner<E extends RealtimeEvent>(headquarterId: string, owner: string, event: E, payload: EventPayload<E>): void;
  /** To every member of the headquarter (what any member may read: settings, notifications). */
  toMembers<E extends RealtimeEvent>(headquarterId: string, event: E, payload: EventPayload<E>): void;
  /** To the staff of the headquarter who read its affiliation requests (spec §2.2 /request/* menus). */
  toPetitionReaders<E extends RealtimeEvent>(headquarterId: string, event: E, payload: EventPayload<E>): void;
  /** To the staff of the headquarter who chat with its couriers (spec §2.2 /chat). */
  toChatReaders<E extends RealtimeEvent>(headquarterId: string, event: E, payload: EventPayload<E>): void;
  toUser<E extends RealtimeEvent>(userId: string, event: E, payload: EventPayload<E>): void;
  /** To a courier's own sockets (by their profile id, `messengers.id`), in whichever headquarter they connected. */
  toCourier<E extends RealtimeEvent>(messengerId: string, event: E, payload: EventPayload<E>): void;
  /** How many sockets the courier holds in the headquarter now, on every node. */
  courierSockets(headquarterId: string, messengerId: string): Promise<number>;
  /**
   * `handler` answers `event` from a courier's socket through the emit's acknowledgement (issue 21): the twin of an
   * HTTP endpoint, checked by the same domain schema and answering its body or its error body.
   */
  onCourierRequest<E extends CourierSocketRequest>(event: E, handler: CourierSocketHandler<E>): void;
  /** `listener` hears each courier socket of this node joining (`connect`) or leaving (`disconnect`) a headquarter. */
  onCourierSocket(listener: (change: CourierSocketChange) => void): void;
  notify(headquarterId: string, notification: RealtimeNotification): void;
  /**
   * Closes every socket of the user, on every node (through `app.sessions.retire`: a session
   * version bumped). A reconnection is checked against the account as it is then.
   */
  disconnectUser(userId: string): void;
  /**
   * Says `message` about a headquarter or a user to the other API nodes (with Redis; alone, there
   * are none). It travels the adapter's stream ahead of any socket event emitted after it.
   */
  toOtherNodes(message: string, id: string): void;
  /** `listener` hears the `message`s other nodes send about a headquarter or a user. */
  onNodeMessage(message: string, listener: (id: string) => void): void;
}

export interface CourierSocketChange {
  courier: CourierAccount;
  headquarterId: string;
  change: "connect" | "disconnect";
}

declare module "fastify" {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** The desk's room: staff allowed to read the headquarter's desk. */
export const headquarterRoom = (id: string) => `hq:${id}`;
const membersRoom = (id: string) => `members:${id}`;
const petitionsRoom = (id: string) => `petitions:${id}`;
const chatsRoom = (id: string) => `chats:${id}`;
const ownRoom = (headquarterId: string, userId: string) => `own:${headquarterId}:${userId}`;
export const userRoom = (id: string) => `user:${id}`;
const courierRoom = (messengerId: string) => `courier:${messengerId}`;
const courierPresenceRoom = (headquarterId: string, messengerId: string) => `courier:${headquarterId}:${messengerId}`;

/**
 * spec §6: rooms follow permissions — the desk's room needs a permission that reads it. A courier
 * joins only its own rooms: never the desk's, the members' or the requests' (issue 9).
 */
function roomsOf({ principal, headquarterId }: SocketData): string[] {
  if (principal.kind === "messenger") {
    const { userId, messengerId } = principal;
    return [userRoom(userId), courierRoom(messengerId), courierPresenceRoom(headquarterId, messengerId)];
  }
  const rooms = [userRoom(principal.userId), membersRoom(headquarterId)];
  if (principal.kind === "business") rooms.push(ownRoom(headquarterId, principal.userId));
  else if (isAllowed(principal.roles, HEADQUARTER_ROOM_READERS)) rooms.push(headquarterRoom(headquarterId));
  if (principal.kind === "staff" && isAllowed(principal.roles, PETITION_READ)) rooms.push(petitionsRoom(headquarterId));
  if (principal.kind === "staff" && isAllowed(principal.roles, CHAT_ACCESS)) rooms.push(chatsRoom(headquarterId));
  return rooms;
}

/** A refused handshake reaches the client as connect_error with `data.code` (e.g. TOKEN_NOT_VALID: refresh, reconnect). */
function refusal(code: ErrorCode): Error & { data: { code: ErrorCode } } {
  const error = new AppError(code);
  return Object.assign(new Error(error.message), { data: { code } });
}

const handshakeValue = (auth: Record<string, unknown>, query: Record<string, unknown>, key: string) => {
  const value = auth[key] ?? query[key];
  return typeof value === "string" && value !== "" ? value : undefined;
};

/** Each permission's name once for every socket (issue 21: a desk's socket keeps its principal, ~80 names). */
const permissionNames = new Map<string, string>(PERMISSIONS.map((name) => [name, name]));
const sharedNames = (principal: Principal): Principal => ({
  ...principal,
  roles: principal.roles.map((role) => permissionNames.get(role) ?? role),
});

// setTimeout's longest delay (about 24.8 days).
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export interface RealtimeOptions {
  /** Whether the token's session is still the user's (plugins/sessions.ts): a logged-out token is refused. */
  isSessionCurrent(claims: AccessClaims): boolean | Promise<boolean>;
  /** The user's principal as the database has it now; null for a user disabled or gone. */
  currentPrincipal(userId: string): Promise<Principal | null>;
  /**
   * The courier as the database has it now and whether it is linked to the headquarter (affiliated
   * or in disaffiliation; a blocked courier is still linked); null for a courier disabled or gone.
   */
  currentCourier(userId: string, headquarterId: string): Promise<{ courier: Courier; linked: boolean } | null>;
}

/**
 * socket.io (spec §7): the handshake carries the access token, the headquarter and the profile
 * kind; each is checked against the account as it is now (active, member of the headquarter),
 * and the socket joins the rooms its permissions allow. A socket lives as long as the access token
 * it proved: the client sends a fresh one (`authenticate`) before it expires, or is disconnected.
 * With REDIS_URL (app.redis) several API processes share events through Redis streams, which keeps
 * connection-state recovery (every reconnection still passes the handshake check).
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, opts: RealtimeOptions) => {
    const io: RealtimeServer = new Server(app.server, {
      path: "/socket.io",
      serveClient: false,
      connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    });
    const { redis } = app;
    if (redis) io.adapter(createAdapter(redis));

    /** What a token proves for a headquarter and profile now, or the catalogue's code of the refusal. */
    async function check(token: string, headquarter: string | undefined, profile: string | undefined): Promise<SocketData | ErrorCode> {
      let claims: AccessClaims & { exp?: number };
      try {
        claims = await app.verifyAccessToken(token);
      } catch {
        return "TOKEN_NOT_VALID";
      }
      const expiresAt = (claims.exp ?? 0) * 1000;
      if (expiresAt <= Date.now() || !(await opts.isSessionCurrent(claims))) return "TOKEN_NOT_VALID";
      if (claims.kind === "messenger") {
        if ((profile ?? claims.kind) !== claims.kind) return "FORBIDDEN";
        if (!headquarter) return "HEADQUARTER_FORBIDDEN";
        const current = await opts.currentCourier(claims.sub, headquarter);
        if (!current) return "TOKEN_NOT_VALID";
        if (!current.linked) return "HEADQUARTER_FORBIDDEN";
        return { principal: { ...current.courier, kind: "messenger" }, headquarterId: headquarter, expiresAt };
      }
      // The account as it is now, not as the token says: a user disabled since it was signed is refused.
      const principal = await opts.currentPrincipal(claims.sub);
      if (!principal) return "TOKEN_NOT_VALID";
      if ((profile ?? principal.kind) !== principal.kind) return "FORBIDDEN";
      if (!headquarter || !principal.headquarterIds.includes(headquarter)) return "HEADQUARTER_FORBIDDEN";
      return { principal: sharedNames(principal), headquarterId: headquarter, expiresAt };
    }

    io.use(async (socket, next) => {
      const { auth, query } = socket.handshake;
      const token = handshakeValue(auth, query, "token");
      if (!token) return next(refusal("NOT_AUTHENTICATED"));
      const checked = await check(token, handshakeValue(auth, query, "headquarter"), handshakeValue(auth, query, "profile")).catch(
        () => "SERVER_ERROR" as const,
      );
      if (typeof checked === "string") return next(refusal(checked));
      // The token is checked: the socket does not keep it (a reconnection sends its own, `authenticate` a fresh one).
      delete auth.token;
      delete query.token;
      socket.data = checked;
      next();
    });

    const expiries = new WeakMap<RealtimeSocket, NodeJS.Timeout>();
    /** Rooms and expiry follow what the socket last proved. */
    function admit(socket: RealtimeSocket) {
      const wanted = new Set(roomsOf(socket.data));
      for (const room of socket.rooms) if (room !== socket.id && !wanted.has(room)) socket.leave(room);
      socket.join([...wanted]);
      clearTimeout(expiries.get(socket));
      const left = Math.min(socket.data.expiresAt - Date.now(), LONGEST_TIMER_MS);
      expiries.set(
        socket,
        setTimeout(() => socket.disconnect(true), left),
      );
    }

    const courierListeners: ((change: CourierSocketChange) => void)[] = [];
    const courierChange = (socket: RealtimeSocket, change: CourierSocketChange["change"]) => {
      const { principal: courier, headquarterId } = socket.data;
      if (courier.kind !== "messenger") return;
      for (const listener of courierListeners) listener({ courier, headquarterId, change });
    };

    const courierRequests = new Map<CourierSocketRequest, CourierSocketHandler<CourierSocketRequest>>();
    /** A courier's socket may send the registered requests; staff and business sockets may not. */
    function hearRequests(socket: RealtimeSocket) {
      for (const [event, handler] of courierRequests)
        socket.on(event, async (body: unknown, ack?: (answer: unknown) => void) => {
          // socket.data is what the socket last proved (authenticate may have renewed it).
          const { principal } = socket.data;
          if (principal.kind !== "messenger" || typeof ack !== "function") return;
          ack(await answerCourierRequest(event, principal, body, handler, { db: app.db, log: app.log }));
        });
    }

    io.on("connection", (socket) => {
      // The handshake keeps what the checks read (auth, query, headers); the first HTTP request itself, with its
      // socket and parser, is let go (socket.io's memory-usage advice: a few kB a socket, issue 21).
      Object.assign(socket.conn, { request: null });
      admit(socket);
      if (socket.data.principal.kind === "messenger") hearRequests(socket);
      socket.on("disconnect", () => {
        clearTimeout(expiries.get(socket));
        courierChange(socket, "disconnect");
      });
      socket.on(CLIENT_EVENTS.authenticate, async (body: unknown, ack?: (answer: AuthenticateAnswer) => void) => {
        const answer = (value: AuthenticateAnswer) => (typeof ack === "function" ? ack(value) : undefined);
        const parsed = authenticateSchema.safeParse(body);
        if (!parsed.success) return answer({ ok: false, code: "VALIDATION" });
        const { principal, headquarterId } = socket.data;
        const checked = await check(parsed.data.token, headquarterId, principal.kind).catch(() => "SERVER_ERROR" as const);
        if (typeof checked === "string") {
          answer({ ok: false, code: checked });
          // A user who lost the headquarter or the account leaves at once; a bad token waits for the old one's expiry.
          if (checked !== "TOKEN_NOT_VALID" && checked !== "SERVER_ERROR") socket.disconnect(true);
          return;
        }
        if (checked.principal.userId !== principal.userId) return answer({ ok: false, code: "FORBIDDEN" });
        socket.data = checked;
        admit(socket);
        answer({ ok: true });
      });
      socket.emit(socket.recovered ? EVENTS.headquarterReconnect : EVENTS.headquarterConnect, { headquarter: socket.data.headquarterId });
      courierChange(socket, "connect");
    });

    const toMembers = <E extends RealtimeEvent>(id: string, event: E, payload: EventPayload<E>) =>
      void io.to(membersRoom(id)).emit(event, payload);
    app.decorate("realtime", {
      io,
      // One broadcast to both rooms: staff never join an own room, business users never the desk's.
      toHeadquarter: (id, event, payload, owner) =>
        void io.to(owner ? [headquarterRoom(id), ownRoom(id, owner)] : headquarterRoom(id)).emit(event, payload),
      toOwner: (id, owner, event, payload) => void io.to(ownRoom(id, owner)).emit(event, payload),
      toMembers,
      toPetitionReaders: (id, event, payload) => void io.to(petitionsRoom(id)).emit(event, payload),
      toChatReaders: (id, event, payload) => void io.to(chatsRoom(id)).emit(event, payload),
      toUser: (id, event, payload) => void io.to(userRoom(id)).emit(event, payload),
      toCourier: (id, event, payload) => void io.to(courierRoom(id)).emit(event, payload),
      courierSockets: async (headquarterId, messengerId) =>
        (await io.in(courierPresenceRoom(headquarterId, messengerId)).fetchSockets()).length,
      onCourierSocket: (listener) => void courierListeners.push(listener),
      onCourierRequest: (event, handler) => void courierRequests.set(event, handler as CourierSocketHandler<CourierSocketRequest>),
      notify: (id, notification) => toMembers(id, EVENTS.notification, notification),
      disconnectUser: (id) => void io.in(userRoom(id)).disconnectSockets(true),
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
    });
  },
  { name: "realtime", dependencies: ["auth", "redis"] },
);
