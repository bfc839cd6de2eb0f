import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE, zonedDate } from "@despacho/domain";
import { headquarters, payrollEntries, services } from "../../db/schema/index.js";
import { seedDemo } from "../../seed/demo.js";
import { DEMO_PASSWORD } from "../../seed/demo-data.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t?.close());

describe("the demo's earnings (a fresh npm start shows payroll that moved)", () => {
  it("every finished demo service earned its courier what the headquarter pays", async () => {
    const hqs = await t.db.select({ id: headquarters.id, name: headquarters.name }).from(headquarters);
    const bogota = hqs.find((h) => h.name === "Bogotá")?.id as string;
    const medellin = hqs.find((h) => h.name === "Medellín")?.id as string;
    const { access } = await login(t.app, "admin", DEMO_PASSWORD);
    const today = zonedDate(DEFAULT_TIME_ZONE);
    const general = await t.app.inject({
      method: "GET",
      url: `/api/payroll/general/?from=${today}&to=${today}`,
      headers: authHeaders(access, bogota),
    });
    expect(general.statusCode).toBe(200);
    // Bogotá pays 4.500 per service: its four finished demo services.
    expect(general.json().total.earned).toBe(18_000);

    // Medellín pays 70 % of each cost, rounded to the peso.
    const finished = await t.db
      .select({ id: services.id, cost: services.calculatedCost })
      .from(services)
      .where(and(eq(services.headquarterId, medellin), eq(services.status, "finished")));
    const earned = await t.db
      .select({ serviceId: payrollEntries.serviceId, amount: payrollEntries.amount })
      .from(payrollEntries)
      .where(and(eq(payrollEntries.headquarterId, medellin), eq(payrollEntries.kind, "earning")));
    expect(finished).toHaveLength(4);
    expect(new Map(earned.map((e) => [e.serviceId, e.amount]))).toEqual(new Map(finished.map((s) => [s.id, Math.round(s.cost * 0.7)])));
  });
});
