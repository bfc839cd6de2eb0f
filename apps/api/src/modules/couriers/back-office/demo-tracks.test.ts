import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headquarters, messengers, users } from "../../../db/schema/index.js";
import { seedDemo } from "../../../seed/demo.js";
import { DEMO_PASSWORD } from "../../../seed/demo-data.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t?.close());

const courier = async (username: string) => {
  const [row] = await t.db
    .select({ id: messengers.id, latitude: messengers.latitude, longitude: messengers.longitude })
    .from(messengers)
    .innerJoin(users, eq(users.id, messengers.userId))
    .where(eq(users.username, username));
  return row;
};

describe("demo courier routes", () => {
  it("give an online courier the last two hours, a point every 30 s ending where they are, and an offline one none", async () => {
    const [bogota] = await t.db.select().from(headquarters).where(eq(headquarters.name, "Bogotá"));
    const headers = authHeaders((await login(t.app, "admin", DEMO_PASSWORD)).access, bogota.id);
    const now = Date.now();
    const range = `from=${new Date(now - 3 * 3_600_000).toISOString()}&to=${new Date(now + 60_000).toISOString()}`;
    const track = async (id: string) =>
      (await t.app.inject({ method: "GET", url: `/api/users/messengers/${id}/track/?${range}`, headers })).json();

    // mensajero1 asks to leave Bogotá in the demo (in disaffiliation: offline, no route).
    const online = await courier("mensajero2");
    const route = await track(online.id);
    expect(route.total).toBe(240);
    expect(route.points.at(-1).slice(0, 2)).toEqual([online.latitude, online.longitude]);
    expect(route.points.at(-1)[2] - route.points[0][2]).toBe(239 * 30_000);
    expect(route.totalDistanceTraveled).toBeGreaterThan(10);

    expect((await track((await courier("mensajero11")).id)).total).toBe(0);
    expect((await track((await courier("mensajero1")).id)).total).toBe(0);
  });
});
