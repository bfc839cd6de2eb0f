import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { decodeJwt, SignJWT } from "jose";
import type { Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { memberships, refreshTokens, users } from "../db/schema/index.js";
import {
  call,
  connectSocket,
  createService,
  disconnection,
  type HandshakeAuth,
  login,
  nextEvent,
  patchServiceMode,
  recordEvents,
  type Session,
} from "./socket-test-helpers.js";
import { createCourier } from "../test/courier-factories.js";
import { createUser } from "../test/factories.js";
import { seededDatabase, type TestDatabase } from "./test-database.js";

const SECRET = "test-secret";
let app: FastifyInstance;
let testDatabase: TestDatabase;
let dataDir: string;
let baseUrl: string;
let admin: Session;
let bogota: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "despacho-socket-access-"));
  testDatabase = await seededDatabase();
  const config = loadConfig(process.env, { jwtSecret: SECRET, dataDir, redisUrl: undefined, logLevel: "silent" });
  app = await buildApp({ config, database: testDatabase.database });
  baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  admin = await login(baseUrl, "admin");
  bogota = admin.headquarters.Bogotá;
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

afterAll(async () => {
  await app?.close();
  await testDatabase?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const db = () => testDatabase.database.db;

async function connect(auth: HandshakeAuth) {
  const { socket } = await connectSocket(baseUrl, auth);
  sockets.push(socket);
  return socket;
}

const inBogota = (session: Session, profile = "staff") => connect({ token: session.access, headquarter: bogota, profile });

const refusalCode = (auth: HandshakeAuth) =>
  connect(auth).then(
    () => "connected",
    (error: Error & { data?: { code: string } }) => error.data?.code,
  );

/** The same claims as `token`, signed to expire in `seconds`. */
async function shortLived(token: string, seconds: number) {
  const { sub, cid, kind, perms, hqs, sv } = decodeJwt(token);
  return new SignJWT({ cid, kind, perms, hqs, sv })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(sub))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(new TextEncoder().encode(SECRET));
}

/** Lets the admin's desk hear a new service and its counts, so anything meant for others has arrived too. */
async function createWatched(session: Session, name: string) {
  const desk = await inBogota(admin);
  const heard = Promise.all([nextEvent<{ uuid: string }>(desk, "services:new"), nextEvent(desk, "services:count-change")]);
  const created = await createService(baseUrl, session, bogota, name);
  const [event] = await heard;
  expect(event.uuid).toBe(created.uuid);
  await new Promise((resolve) => setTimeout(resolve, 100));
  return created;
}

const userIdOf = async (username: string) => (await db().select().from(users).where(eq(users.username, username)))[0].id;

describe("rooms follow permissions (issue 8 #2)", () => {
  it("a user without roles hears the headquarter's settings but none of its services or counts", async () => {
    const noRoles = await login(baseUrl, "sinroles");
    const socket = await inBogota(noRoles);
    const heard = recordEvents(socket);
    await createWatched(admin, "Para el escritorio");
    const settings = nextEvent(socket, "settings-change");
    await patchServiceMode(baseUrl, admin, bogota, "manual");
    await settings;
    expect([...heard.keys()]).toEqual(["settings-change"]);
  });

  it("a map-only operator hears the headquarter's live room, where the couriers move", async () => {
    const made = await createUser(db(), { headquarterIds: [bogota], permissions: ["view_map_menu"] });
    const mapOnly = await login(baseUrl, made.user.username, made.password);
    const socket = await inBogota(mapOnly);
    const heard = nextEvent<{ uuid: string }>(socket, "services:new");
    const created = await createWatched(admin, "Para el mapa");
    expect((await heard).uuid).toBe(created.uuid);
  });

  it("a business user hears of its own services and its own counts, never of the others'", async () => {
    const business = await login(baseUrl, "negocio");
    const socket = await inBogota(business, "business");
    const heard = recordEvents(socket);
    await createWatched(admin, "Del despacho");
    expect([...heard.keys()]).toEqual([]);

    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Bogota" }).format(new Date());
    const countsAs = (session: Session) =>
      call(baseUrl, `/api/services/count-status/?current_date=${today}`, { token: session.access, headquarter: bogota });
    const [ownBefore, allBefore] = await Promise.all([countsAs(business), countsAs(admin)]);
    expect(allBefore.by_assign).toBeGreaterThan(ownBefore.by_assign);
    const ownCounts = nextEvent(socket, "services:count-change");
    const own = await createWatched(business, "Del negocio");
    expect(heard.get("services:new")).toEqual([{ uuid: own.uuid, status: "by_assign", consecutive: expect.any(Number) }]);
    expect(await ownCounts).toEqual({ ...ownBefore, by_assign: ownBefore.by_assign + 1, current_date: today });
  });

  it("a staff desk hears services created by a business user", async () => {
    const business = await login(baseUrl, "negocio");
    const operator = await login(baseUrl, "operador");
    const desk = await inBogota(operator);
    const heard = nextEvent<{ uuid: string }>(desk, "services:new");
    const created = await createService(baseUrl, business, bogota, "Visto por el despacho");
    expect((await heard).uuid).toBe(created.uuid);
  });
});

describe("a user's sockets close at once (issue 8 #2)", () => {
  it("on logout", async () => {
    const operator = await login(baseUrl, "operador");
    const closed = disconnection(await inBogota(operator));
    await call(baseUrl, "/api/access-control/logout/", {
      method: "DELETE",
      token: operator.access,
      body: JSON.stringify({ refresh: operator.refresh }),
    });
    expect(await closed).toBe("io server disconnect");
  });

  it("on a password change", async () => {
    const operator = await login(baseUrl, "operador");
    const closed = disconnection(await inBogota(operator));
    const change = (token: string, old_password: string, new_password: string) =>
      call(baseUrl, "/api/users/change-password/", {
        method: "PUT",
        token,
        body: JSON.stringify({ old_password, new_password }),
      });
    await change(operator.access, "despacho", "otra-clave-segura");
    try {
      expect(await closed).toBe("io server disconnect");
    } finally {
      // The change ended every session of the operator: the password goes back through a new one.
      await change((await login(baseUrl, "operador", "otra-clave-segura")).access, "otra-clave-segura", "despacho");
    }
  });

  it("when a rotated refresh token is presented again and its family is revoked", async () => {
    const operator = await login(baseUrl, "operador");
    const closed = disconnection(await inBogota(operator));
    const refresh = (token: string) =>
      fetch(new URL("/api/users/token/refresh/", baseUrl), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ refresh: token }),
      });
    expect((await refresh(operator.refresh)).status).toBe(200);
    // Past the grace period of concurrent tabs.
    await db()
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.userId, await userIdOf("operador")));
    expect((await refresh(operator.refresh)).status).toBe(401);
    expect(await closed).toBe("io server disconnect");
  });

  it("when the access token it proved expires", async () => {
    const socket = await inBogota({ ...admin, access: await shortLived(admin.access, 2) });
    expect(await disconnection(socket, 4_000)).toBe("io server disconnect");
  });

  it("not while the client proves a fresh token before the old one expires", async () => {
    const socket = await inBogota({ ...admin, access: await shortLived(admin.access, 2) });
    expect(await socket.timeout(3_000).emitWithAck("authenticate", { token: admin.access })).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(socket.connected).toBe(true);
    const heard = nextEvent(socket, "settings-change");
    await patchServiceMode(baseUrl, admin, bogota, "manual");
    await heard;
  });

  it("refuses a fresh token of another user", async () => {
    const socket = await inBogota(admin);
    const operator = await login(baseUrl, "operador");
    expect(await socket.timeout(3_000).emitWithAck("authenticate", { token: operator.access })).toEqual({ ok: false, code: "FORBIDDEN" });
  });
});

describe("the handshake refuses the token of an ended session (issue 19)", () => {
  const logout = (session: Session) =>
    call(baseUrl, "/api/access-control/logout/", {
      method: "DELETE",
      token: session.access,
      body: JSON.stringify({ refresh: session.refresh }),
    });

  it("of a staff user after logout", async () => {
    const operator = await login(baseUrl, "operador");
    await logout(operator);
    expect(await refusalCode({ token: operator.access, headquarter: bogota, profile: "staff" })).toBe("TOKEN_NOT_VALID");
  });

  it("of a courier after logout", async () => {
    const { user, password } = await createCourier(db(), { headquarterIds: [bogota] });
    const courier: Session = {
      ...(await call(baseUrl, "/api/users/token/", { method: "POST", body: JSON.stringify({ username: user.username, password }) })),
      headquarters: {},
    };
    const auth = { token: courier.access, headquarter: bogota, profile: "messenger" };
    (await connect(auth)).close();
    await logout(courier);
    expect(await refusalCode(auth)).toBe("TOKEN_NOT_VALID");
  });
});

describe("the handshake reads the account as it is now, not as the token says", () => {
  it("refuses a user disabled since the token was signed", async () => {
    const operator = await login(baseUrl, "operador");
    const id = await userIdOf("operador");
    await db().update(users).set({ isActive: false }).where(eq(users.id, id));
    try {
      expect(await refusalCode({ token: operator.access, headquarter: bogota, profile: "staff" })).toBe("TOKEN_NOT_VALID");
    } finally {
      await db().update(users).set({ isActive: true }).where(eq(users.id, id));
    }
  });

  it("refuses, and closes on its next authenticate, a user who lost the headquarter", async () => {
    const operator = await login(baseUrl, "operador");
    const socket = await inBogota(operator);
    const id = await userIdOf("operador");
    const membership = and(eq(memberships.userId, id), eq(memberships.headquarterId, bogota));
    await db().delete(memberships).where(membership);
    try {
      expect(await refusalCode({ token: operator.access, headquarter: bogota, profile: "staff" })).toBe("HEADQUARTER_FORBIDDEN");
      const closed = disconnection(socket);
      expect(await socket.timeout(3_000).emitWithAck("authenticate", { token: operator.access })).toEqual({
        ok: false,
        code: "HEADQUARTER_FORBIDDEN",
      });
      expect(await closed).toBe("io server disconnect");
    } finally {
      await db().insert(memberships).values({ userId: id, headquarterId: bogota });
    }
  });
});
