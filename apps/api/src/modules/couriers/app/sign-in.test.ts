import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourier } from "../../../test/courier-factories.js";
import { createHeadquarter } from "../../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../../test/harness.js";

let t: TestApp;
let hqId: string;

beforeAll(async () => {
  t = await createTestApp();
  hqId = (await createHeadquarter(t.db)).id;
});
afterAll(() => t?.close());

describe("a courier's account", () => {
  it("signs in through POST /api/users/token/ with no company and no permissions", async () => {
    const courier = await createCourier(t.db, { headquarterIds: [hqId], username: "mensajero_lina", firstName: "Lina", lastName: "Rojas" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/token/",
      payload: { username: "mensajero_lina", password: courier.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ uuid: courier.user.id, full_name: "Lina Rojas", role: [], business: null, company: null });
    const permissions = await t.app.inject({ method: "GET", url: "/api/permissions/", headers: authHeaders(res.json().access) });
    expect([permissions.statusCode, permissions.json()]).toEqual([200, []]);
  });

  it("is refused by staff routes, even in the headquarter it is affiliated with", async () => {
    const courier = await createCourier(t.db, { headquarterIds: [hqId] });
    const { access } = await login(t.app, courier.user.username, courier.password);
    const headquarters = await t.app.inject({ method: "GET", url: "/api/users/active-headquarters/", headers: authHeaders(access) });
    const services = await t.app.inject({ method: "GET", url: "/api/services/", headers: authHeaders(access, hqId) });
    expect([headquarters.statusCode, headquarters.json().code]).toEqual([403, "FORBIDDEN"]);
    expect([services.statusCode, services.json().code]).toEqual([403, "FORBIDDEN"]);
  });

  it("logs out and changes its password like any account", async () => {
    const courier = await createCourier(t.db, { headquarterIds: [hqId] });
    const tokens = await login(t.app, courier.user.username, courier.password);
    const change = await t.app.inject({
      method: "PUT",
      url: "/api/users/change-password/",
      headers: authHeaders(tokens.access),
      payload: { old_password: courier.password, new_password: "moto-nueva-2026" },
    });
    expect(change.statusCode, change.body).toBe(200);
    // The new password ended the session that changed it (it named no refresh token to keep).
    const ended = await t.app.inject({ method: "DELETE", url: "/api/access-control/logout/", headers: authHeaders(tokens.access) });
    expect(ended.statusCode).toBe(401);
    const fresh = await login(t.app, courier.user.username, "moto-nueva-2026");
    const logout = await t.app.inject({ method: "DELETE", url: "/api/access-control/logout/", headers: authHeaders(fresh.access) });
    expect(logout.statusCode).toBe(204);
  });
});
