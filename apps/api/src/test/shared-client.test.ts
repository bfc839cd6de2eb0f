import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ApiError,
  apiRequest,
  clearSession,
  configureClient,
  getSession,
  onSessionExpired,
  setHeadquarter,
  setTokens,
} from "@despacho/client";
import { pageSchema, employmentSchema } from "@despacho/domain";
import { eq } from "drizzle-orm";
import { refreshTokens } from "../db/schema/index.js";
import { createEmployment, createHeadquarter, createUser } from "./factories.js";
import { authHeaders, createTestApp, login, signToken, type TestApp } from "./harness.js";

// packages/client (the API client every app shares) against the real API listening on a port: an expired access
// token is renewed once, however many calls fail at the same time, and every call is replayed; a refresh the server
// no longer honours ends the session. The client's own tests cannot reach a server; this one does.

let t: TestApp;
const storage = new Map<string, string>();
const employments = pageSchema(employmentSchema);

beforeAll(async () => {
  t = await createTestApp();
  const origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
  configureClient({
    origin,
    storage: {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    },
  });
});
afterAll(() => t.close());

/** A signed-in operator of a headquarter with two Cargos, its access token already expired. */
async function expiredSession() {
  const hq = await createHeadquarter(t.db);
  await createEmployment(t.db, { headquarterId: hq.id, name: "Auxiliar" });
  await createEmployment(t.db, { headquarterId: hq.id, name: "Coordinador" });
  const operator = await createUser(t.db, { headquarterIds: [hq.id], permissions: ["view_employment_menu", "view_employment"] });
  const tokens = await login(t.app, operator.user.username, operator.password);
  const claims = JSON.parse(Buffer.from(tokens.access.split(".")[1], "base64url").toString());
  const expired = await signToken({ ...claims, sub: claims.sub }, { expiresAt: new Date(Date.now() - 60_000) });
  clearSession();
  setTokens(expired, tokens.refresh);
  setHeadquarter(hq.id);
  return { expired, refresh: tokens.refresh, access: tokens.access, userId: operator.user.id };
}

describe("@despacho/client against the API", () => {
  it("renews an expired token once for three calls failing together, and replays each of them", async () => {
    const { expired, refresh, userId } = await expiredSession();
    const answers = await Promise.all([1, 2, 3].map(() => apiRequest("/users/employments/", employments)));
    expect(answers.map((a) => a.results.map((e) => e.name))).toEqual([
      ["Auxiliar", "Coordinador"],
      ["Auxiliar", "Coordinador"],
      ["Auxiliar", "Coordinador"],
    ]);
    const session = getSession();
    expect(session.access).not.toBe(expired);
    expect(session.refresh).not.toBe(refresh);
    // One renewal: the sign-in's refresh token, rotated, and its single successor, the one the client now holds.
    const family = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));
    expect(family.map((r) => r.rotatedAt === null).sort()).toEqual([false, true]);
    const direct = await t.app.inject({
      method: "GET",
      url: "/api/users/employments/",
      headers: authHeaders(session.access ?? "", session.headquarter ?? ""),
    });
    expect(direct.statusCode).toBe(200);
  });

  it("ends the session when the server no longer honours the refresh token, and says so", async () => {
    const { refresh, access } = await expiredSession();
    // Signed out elsewhere: the refresh token's family is revoked.
    const out = await t.app.inject({
      method: "DELETE",
      url: "/api/access-control/logout/",
      headers: authHeaders(access),
      payload: { refresh },
    });
    expect(out.statusCode).toBe(204);
    const heard: string[] = [];
    const stop = onSessionExpired((message) => heard.push(message));
    try {
      const failure = await apiRequest("/users/employments/", employments).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect([(failure as ApiError).kind, (failure as ApiError).status]).toEqual(["auth", 401]);
      expect(heard).toHaveLength(1);
      expect(getSession()).toEqual({ access: null, refresh: null, headquarter: null });
    } finally {
      stop();
    }
  });
});
