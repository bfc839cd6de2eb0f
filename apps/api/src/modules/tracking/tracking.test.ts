import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messengers } from "../../db/schema/index.js";
import { signedInCourier } from "../../test/courier-session.js";
import { createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";
import { createLinkRow, requestThroughLink } from "../../test/link-factories.js";

let t: TestApp;
let hq: string;
let operator: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  hq = (await createHeadquarter(t.db)).id;
  const user = await createUser(t.db, { headquarterIds: [hq], permissions: ["assign_service", "view_service_menu"] });
  operator = authHeaders((await login(t.app, user.user.username, user.password)).access, hq);
});
afterAll(() => t?.close());

/** A service requested through a link, as a customer: its tracking token and its id (which the customer never sees). */
async function requested() {
  const link = await createLinkRow(t.db, hq);
  const res = await requestThroughLink(t.app, link);
  expect(res.statusCode, res.body).toBe(201);
  const token: string = res.json().tracking_token;
  const list = await t.app.inject({ method: "GET", url: "/api/services/", headers: operator });
  const serviceId: string = list.json().results.find((s: { consecutive: number }) => s.consecutive === res.json().consecutive).uuid;
  return { token, serviceId };
}
const track = (token: string) => t.app.inject({ method: "GET", url: `/api/tracking/${token}/` });
const rate = (token: string, rating: number) =>
  t.app.inject({ method: "POST", url: `/api/tracking/${token}/rating/`, payload: { rating } });

describe("the tracking page's calls (spec §2.4, issue 23)", () => {
  it("follows a service through its statuses, showing the courier only while in progress, then takes one rating", async () => {
    const { token, serviceId } = await requested();
    const courier = await signedInCourier(t, {
      headquarterIds: [hq],
      isOnline: true,
      firstName: "Carlos",
      lastName: "Pérez",
      phoneNumber: "+573109998877",
      location: { latitude: 4.65, longitude: -74.06 },
    });

    const waiting = await track(token);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toEqual({
      consecutive: expect.any(Number),
      status: "by_assign",
      timeline: [{ status: "by_assign", at: expect.any(String) }],
      origin: "Calle 72 # 10-34",
      destinations: ["Carrera 15 # 93-47"],
      courier: null,
      eta_minutes: null,
      rating: null,
      can_rate: false,
      pin: null,
    });
    expect((await rate(token, 4)).json()).toMatchObject({ code: "CONFLICT", detail: "Podrá calificar el servicio cuando haya finalizado" });

    const assign = await t.app.inject({
      method: "PATCH",
      url: `/api/services/${serviceId}/assign/`,
      headers: operator,
      payload: { messenger: courier.id },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect((await track(token)).json()).toMatchObject({ status: "assigned", courier: null });

    expect((await courier.call("PATCH", `/api/courier/services/${serviceId}/start/`)).statusCode).toBe(200);
    const moving = await track(token);
    expect(moving.json()).toMatchObject({
      status: "in_progress",
      courier: { name: "Carlos P.", latitude: 4.65, longitude: -74.06 },
      eta_minutes: 17,
    });
    expect(moving.json().timeline.map((s: { status: string }) => s.status)).toEqual(["by_assign", "assigned", "in_progress"]);
    // Nothing else leaks: no service id, no courier id, no courier phone.
    expect(moving.body).not.toContain(serviceId);
    expect(moving.body).not.toContain(courier.id);
    expect(moving.body).not.toContain("3109998877");

    expect((await courier.call("PATCH", `/api/courier/services/${serviceId}/finish/`)).statusCode).toBe(200);
    const done = await track(token);
    expect(done.json()).toMatchObject({ status: "finished", courier: null, eta_minutes: null, can_rate: true });

    expect((await rate(token, 4.3)).statusCode).toBe(400);
    const rated = await rate(token, 4.5);
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json()).toMatchObject({ rating: 4.5, can_rate: false });
    expect((await rate(token, 1)).json()).toMatchObject({ code: "CONFLICT", detail: "El servicio ya fue calificado" });
    const [profile] = await t.db.select().from(messengers).where(eq(messengers.id, courier.id));
    expect([profile.rating, profile.ratingCounter]).toEqual([4.5, 1]);
  });

  it("answers 404 for a token that names no service", async () => {
    expect((await track("a".repeat(43))).statusCode).toBe(404);
  });
});
