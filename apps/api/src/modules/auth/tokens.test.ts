import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "@despacho/domain";
import { refreshTokens } from "../../db/schema/index.js";
import { createCourier } from "../../test/courier-factories.js";
import { createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, signToken, type TestApp } from "../../test/harness.js";
import { hashToken } from "./commands/refresh-tokens.js";

const LOGIN_LIMIT = 5;
let t: TestApp;
let hqId: string;

beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: LOGIN_LIMIT });
  hqId = (await createHeadquarter(t.db)).id;
});
afterAll(() => t?.close());

// Each test speaks from its own address so the per-minute login limit never leaks across tests.
const newIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const postLogin = (username: string, password: string, ip = newIp()) =>
  t.app.inject({ method: "POST", url: "/api/users/token/", payload: { username, password }, headers: { "x-forwarded-for": ip } });

const postRefresh = (refresh: string) => t.app.inject({ method: "POST", url: "/api/users/token/refresh/", payload: { refresh } });

const familyOf = async (token: string) => {
  const [row] = await t.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return t.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, row.familyId));
};

/** Pretend the token was rotated `ms` ago (past the 10 s grace). */
const rotatedAgo = (token: string, ms: number) =>
  t.db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(eq(refreshTokens.tokenHash, hashToken(token)));

describe("POST /api/users/token/ (login)", () => {
  it("answers user, access and refresh with the role codenames of a staff user", async () => {
    const { user, password } = await createUser(t.db, {
      headquarterIds: [hqId],
      permissions: ["view_service_menu", "add_service"],
      firstName: "Ana",
      lastName: "Pérez",
    });
    const res = await postLogin(user.username.toUpperCase(), password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ user: expect.any(Object), access: expect.any(String), refresh: expect.any(String) });
    expect(body.user).toMatchObject({
      uuid: user.id,
      username: user.username,
      kind: "staff",
      full_name: "Ana Pérez",
      role: ["add_service", "view_service_menu"],
      business: null,
    });
    expect(body.user.role).not.toContain("is_business_profile");
    expect(await familyOf(body.refresh)).toHaveLength(1);
  });

  it("says a courier's account is a courier's (the back office turns it away)", async () => {
    const courier = await createCourier(t.db, { headquarterIds: [hqId] });
    const res = await postLogin(courier.user.username, courier.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ uuid: courier.user.id, kind: "messenger", company: null });
  });

  it("marks a business user with its business and is_business_profile", async () => {
    const { user, password } = await createUser(t.db, {
      headquarterIds: [hqId],
      permissions: ["add_service"],
      business: { name: "Tienda La Esquina", hasStore: true },
    });
    const res = await postLogin(user.username, password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      kind: "business",
      role: ["add_service", "is_business_profile"],
      business: { name: "Tienda La Esquina", image_url: null, has_store: true },
    });
  });

  it("refuses a wrong password with 401 INVALID_CREDENTIALS and a Spanish detail", async () => {
    const { user } = await createUser(t.db);
    const res = await postLogin(user.username, "no-es-la-clave");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: "INVALID_CREDENTIALS", detail: "Usuario o contraseña incorrectos" });
  });

  it("refuses an unknown user and an inactive user the same way", async () => {
    const inactive = await createUser(t.db, { isActive: false });
    const [unknown, disabled] = await Promise.all([
      postLogin("nadie-con-este-nombre", "clave-de-prueba-1"),
      postLogin(inactive.user.username, inactive.password),
    ]);
    expect([unknown.statusCode, disabled.statusCode]).toEqual([401, 401]);
    expect(unknown.json()).toEqual(disabled.json());
  });

  it(`answers 429 with Retry-After to the login after ${LOGIN_LIMIT} within a minute, per user`, async () => {
    const ip = newIp();
    const target = await createUser(t.db);
    const other = await createUser(t.db);
    for (let i = 0; i < LOGIN_LIMIT; i++) expect((await postLogin(target.user.username, "mala-clave", ip)).statusCode).toBe(401);
    const limited = await postLogin(target.user.username, target.password, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED", detail: ERROR_CODES.RATE_LIMITED.message });
    // Another user behind the same address (one office, one NAT) can still sign in.
    expect((await postLogin(other.user.username, other.password, ip)).statusCode).toBe(200);
  });
});

describe("POST /api/users/token/refresh/", () => {
  it("rotates: answers a new access and a different refresh", async () => {
    const { user, password } = await createUser(t.db, { headquarterIds: [hqId] });
    const first = await login(t.app, user.username, password, newIp());
    const res = await postRefresh(first.refresh);
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next.refresh).not.toBe(first.refresh);
    const profile = await t.app.inject({ method: "GET", url: "/api/users/profile/", headers: authHeaders(next.access) });
    expect(profile.statusCode).toBe(200);
    const family = await familyOf(first.refresh);
    expect(family).toHaveLength(2);
    expect(family.find((r) => r.tokenHash === hashToken(first.refresh))?.rotatedAt).not.toBeNull();
  });

  it("revokes the whole family when a rotated token comes back after the grace period", async () => {
    const { user, password } = await createUser(t.db);
    const first = await login(t.app, user.username, password, newIp());
    const second = (await postRefresh(first.refresh)).json();
    await rotatedAgo(first.refresh, 11_000);

    const reuse = await postRefresh(first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ code: "TOKEN_NOT_VALID" });
    // The newest token of the family dies with it.
    const newest = await postRefresh(second.refresh);
    expect(newest.statusCode).toBe(401);
    expect(newest.json()).toMatchObject({ code: "TOKEN_NOT_VALID" });
    const family = await familyOf(first.refresh);
    expect(family.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it("lets two concurrent refreshes with the same token both succeed within the grace period", async () => {
    const { user, password } = await createUser(t.db);
    const first = await login(t.app, user.username, password, newIp());
    const [a, b] = await Promise.all([postRefresh(first.refresh), postRefresh(first.refresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refresh).not.toBe(b.json().refresh);
    expect((await familyOf(first.refresh)).every((r) => r.revokedAt === null)).toBe(true);
  });

  it("refuses an unknown refresh token without touching anything", async () => {
    const res = await postRefresh("x".repeat(43));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: "TOKEN_NOT_VALID" });
  });

  it("refuses the refresh token of a user who was deactivated", async () => {
    const created = await createUser(t.db);
    const first = await login(t.app, created.user.username, created.password, newIp());
    await t.db.execute(sql`update users set is_active = false where id = ${created.user.id}`);
    const res = await postRefresh(first.refresh);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: "TOKEN_NOT_VALID" });
  });
});

describe("access tokens", () => {
  it("answers 401 TOKEN_NOT_VALID to an expired access token", async () => {
    const { user } = await createUser(t.db, { headquarterIds: [hqId] });
    const expired = await signToken(
      { sub: user.id, cid: user.companyId, kind: "staff", perms: [], hqs: [hqId], sv: 0 },
      { expiresAt: new Date(Date.now() - 1_000) },
    );
    const res = await t.app.inject({ method: "GET", url: "/api/users/profile/", headers: authHeaders(expired) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: "TOKEN_NOT_VALID", detail: ERROR_CODES.TOKEN_NOT_VALID.message });
  });

  it("answers 401 NOT_AUTHENTICATED without a token", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/permissions/" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: "NOT_AUTHENTICATED" });
  });
});

describe("DELETE /api/access-control/logout/", () => {
  it("revokes the refresh family so the token no longer refreshes", async () => {
    const { user, password } = await createUser(t.db);
    const tokens = await login(t.app, user.username, password, newIp());
    const rotated = (await postRefresh(tokens.refresh)).json();
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/access-control/logout/",
      headers: authHeaders(rotated.access),
      payload: { refresh: rotated.refresh },
    });
    expect(res.statusCode).toBe(204);
    expect((await familyOf(tokens.refresh)).every((r) => r.revokedAt !== null)).toBe(true);
    expect((await postRefresh(rotated.refresh)).statusCode).toBe(401);
  });

  it("does not revoke another user's refresh token", async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    const mine = await login(t.app, me.user.username, me.password, newIp());
    const theirs = await login(t.app, other.user.username, other.password, newIp());
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/access-control/logout/",
      headers: authHeaders(mine.access),
      payload: { refresh: theirs.refresh },
    });
    expect(res.statusCode).toBe(204);
    expect((await postRefresh(theirs.refresh)).statusCode).toBe(200);
  });

  it("answers 204 without a body", async () => {
    const { user, password } = await createUser(t.db);
    const tokens = await login(t.app, user.username, password, newIp());
    const res = await t.app.inject({ method: "DELETE", url: "/api/access-control/logout/", headers: authHeaders(tokens.access) });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
  });
});
