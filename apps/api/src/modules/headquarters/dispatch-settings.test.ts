// The dispatch settings of a headquarter (issue 22): its service mode (spec §2.3, §4) and its diffusion settings.
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

const diffusionOf = async (id: string) => (await t.db.select().from(headquarters).where(eq(headquarters.id, id)))[0]?.settings.diffusion;
const saveDiffusion = (id: string, headers: Record<string, string>, diffusion: object) =>
  t.app.inject({ method: "PATCH", url: `/api/headquarter/${id}/settings/`, headers, payload: { diffusion } });
const readSettings = (id: string, headers: Record<string, string>) =>
  t.app.inject({ method: "GET", url: `/api/headquarter/${id}/settings/`, headers });

const BROADCAST = {
  strategy: "broadcast",
  radius_km: 2.5,
  wider_radius_km: 8,
  couriers_per_offer: 5,
  acceptance_seconds: 45,
  max_active_services: 3,
  bundle_window_minutes: 10,
  escalation: ["wider_radius", "next_courier", "desk"],
  use_working_hours: false,
  include_out_of_hours: true,
};

describe("PATCH /api/headquarter/:id/settings/ diffusion (/configuration/diffusion)", () => {
  it("saves the diffusion settings and answers them on the next read", async () => {
    const hq = await createHeadquarter(t.db, { companyId });
    const headers = await signedIn([hq.id], ["view_configuration_menu"]);
    expect((await readSettings(hq.id, headers)).json().diffusion).toBeUndefined();

    const res = await saveDiffusion(hq.id, headers, BROADCAST);
    expect(res.statusCode).toBe(200);
    expect(res.json().diffusion).toEqual(BROADCAST);
    expect((await readSettings(hq.id, headers)).json().diffusion).toEqual(BROADCAST);
    expect(await diffusionOf(hq.id)).toEqual(BROADCAST);
  });

  it("refuses a value out of range with the domain's Spanish message and changes nothing", async () => {
    const hq = await createHeadquarter(t.db, { companyId });
    const headers = await signedIn([hq.id], ["view_configuration_menu"]);
    await saveDiffusion(hq.id, headers, BROADCAST);

    const res = await saveDiffusion(hq.id, headers, { ...BROADCAST, acceptance_seconds: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "diffusion.acceptance_seconds", message: "Debe estar entre 10 y 600" }]);
    expect(await diffusionOf(hq.id)).toEqual(BROADCAST);
  });

  it("refuses an escalation that does not end at the desk, and a wider radius that is not wider", async () => {
    const hq = await createHeadquarter(t.db, { companyId });
    const headers = await signedIn([hq.id], ["view_configuration_menu"]);

    const noDesk = await saveDiffusion(hq.id, headers, { ...BROADCAST, escalation: ["desk", "broadcast"] });
    expect(noDesk.statusCode).toBe(400);
    expect(noDesk.json().errors).toEqual([{ field: "diffusion.escalation", message: "El escalamiento debe terminar en el escritorio" }]);

    const narrow = await saveDiffusion(hq.id, headers, { ...BROADCAST, wider_radius_km: 2 });
    expect(narrow.statusCode).toBe(400);
    expect(narrow.json().errors).toEqual([
      { field: "diffusion.wider_radius_km", message: "El radio ampliado debe ser mayor que el radio" },
    ]);
    expect(await diffusionOf(hq.id)).toBeUndefined();
  });

  it("refuses a user without view_configuration_menu, even one who may change the service mode", async () => {
    const hq = await createHeadquarter(t.db, { companyId });
    const headers = await signedIn([hq.id], ["change_mode_service_headquartersettings", "view_queuegeozone"]);
    const res = await saveDiffusion(hq.id, headers, BROADCAST);
    expect(res.statusCode).toBe(403);
    expect(await diffusionOf(hq.id)).toBeUndefined();
  });
});
