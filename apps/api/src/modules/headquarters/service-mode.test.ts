import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headquarters } from "../../db/schema/index.js";
import { createCompany, createHeadquarter, createUser, resourceFactories } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";

let t: TestApp;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
});
afterAll(() => t?.close());

async function signedIn(headquarterIds: string[], permissions: string[]) {
  const created = await createUser(t.db, { companyId, headquarterIds, permissions });
  const tokens = await login(t.app, created.user.username, created.password);
  return authHeaders(tokens.access);
}
const modeOf = async (id: string) => (await t.db.select().from(headquarters).where(eq(headquarters.id, id)))[0]?.settings.service_mode;
const chooseMode = (id: string, headers: Record<string, string>, service_mode: string) =>
  t.app.inject({ method: "PATCH", url: `/api/headquarter/${id}/settings/`, headers, payload: { service_mode } });

describe("PATCH /api/headquarter/:id/settings/ service_mode (spec §2.3, §4)", () => {
  it("refuses a queued mode while the headquarter has no queued geozone, and changes nothing", async () => {
    const hq = await createHeadquarter(t.db, { companyId });
    const headers = await signedIn([hq.id], ["change_mode_service_headquartersettings", "view_queuegeozone"]);
    for (const mode of ["auto_assignment_queued", "a_assign_queued_accept"]) {
      const res = await chooseMode(hq.id, headers, mode);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: "QUEUE_GEOZONE_REQUIRED", detail: "Primero debe definir una geozona para la cola" });
    }
    expect(await modeOf(hq.id)).toBe("manual");
  });

  it("refuses it even when another headquarter has a queued geozone", async () => {
    const hq = await createHeadquarter(t.db, { companyId });
    await resourceFactories["queue-geozone"]?.(t.db, (await createHeadquarter(t.db, { companyId })).id);
    const headers = await signedIn([hq.id], ["change_mode_service_headquartersettings"]);
    expect((await chooseMode(hq.id, headers, "auto_assignment_queued")).statusCode).toBe(409);
  });

  it("accepts a queued mode once the headquarter has a queued geozone", async () => {
    const hq = await createHeadquarter(t.db, { companyId });
    await resourceFactories["queue-geozone"]?.(t.db, hq.id);
    const headers = await signedIn([hq.id], ["change_mode_service_headquartersettings"]);
    const res = await chooseMode(hq.id, headers, "a_assign_queued_accept");
    expect(res.statusCode).toBe(200);
    expect(res.json().service_mode).toBe("a_assign_queued_accept");
    expect(await modeOf(hq.id)).toBe("a_assign_queued_accept");
  });

  it("saves a mode that needs no queue without looking for one", async () => {
    const hq = await createHeadquarter(t.db, { companyId });
    const headers = await signedIn([hq.id], ["change_mode_service_headquartersettings"]);
    const res = await chooseMode(hq.id, headers, "auto_assignment");
    expect(res.statusCode).toBe(200);
    expect(await modeOf(hq.id)).toBe("auto_assignment");
  });

  it("refuses an unknown mode with a Spanish message", async () => {
    const hq = await createHeadquarter(t.db, { companyId });
    const headers = await signedIn([hq.id], ["change_mode_service_headquartersettings"]);
    const res = await chooseMode(hq.id, headers, "turbo");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "service_mode", message: "Modo de servicio inválido" }]);
    expect(await modeOf(hq.id)).toBe("manual");
  });
});
