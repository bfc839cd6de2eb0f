import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_STATUSES, type ServiceStatus } from "@despacho/domain";
import { serviceHistory, services } from "../../../db/schema/index.js";
import { createCourier } from "../../../test/courier-factories.js";
import { createServiceRow } from "../../../test/service-factories.js";
import { createServicesTestApp, type ServicesTestApp } from "../test-support.js";

let t: ServicesTestApp;
let courier: string;
let other: string;
beforeAll(async () => {
  t = await createServicesTestApp();
  [courier, other] = t.catalogs[t.bogota].couriers.map((c) => c.id);
});
afterAll(async () => {
  await t?.close();
});

const patch = (id: string, action: string, payload: object = {}) =>
  t.call("admin", { method: "PATCH", url: `/api/services/${id}/${action}/`, payload });
const serviceIn = async (status: ServiceStatus, messengerId: string | null = null) =>
  createServiceRow(t.db, t.bogota, { status, messengerId, typeId: t.catalogs[t.bogota].type.id });
const historyOf = (id: string) => t.db.select().from(serviceHistory).where(eq(serviceHistory.serviceId, id));
const eventsFor = (id: string) => t.emitted.filter((e) => e.payload.uuid === id).map((e) => e.event);

describe("an action decided on a version another user has changed since", () => {
  it("lets one of two concurrent actions on the same version win; the other answers 409 SERVICE_CHANGED and changes nothing", async () => {
    const made = await serviceIn("assigned", courier);
    const [reassign, unassign] = await Promise.all([
      patch(made.id, "reassign", { messenger: other, expected_version: made.version }),
      patch(made.id, "unassign", { expected_version: made.version }),
    ]);
    const statuses = [reassign.statusCode, unassign.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = reassign.statusCode === 409 ? reassign : unassign;
    expect(loser.json()).toEqual({
      code: "SERVICE_CHANGED",
      detail: "Otro usuario cambió el servicio mientras tanto; revise su estado actual e intente de nuevo",
    });
    const row = await t.row(made.id);
    expect(row.version).toBe(made.version + 1);
    expect(row.messengerId).toBe(reassign.statusCode === 200 ? other : null);
    expect((await historyOf(made.id)).map((h) => h.action)).toEqual(["created", reassign.statusCode === 200 ? "reassign" : "unassign"]);
  });

  it("refuses a stale version even alone, and acts on the current one", async () => {
    const made = await serviceIn("assigned", courier);
    const stale = await patch(made.id, "reassign", { messenger: other, expected_version: made.version + 5 });
    expect([stale.statusCode, stale.json().code]).toEqual([409, "SERVICE_CHANGED"]);
    expect(await t.row(made.id)).toMatchObject({ messengerId: courier, version: made.version });
    const current = await patch(made.id, "reassign", { messenger: other, expected_version: made.version });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ messenger: { uuid: other }, version: made.version + 1 });
  });
});

describe("the service's history (spec §4)", () => {
  it("names the courier each entry moved the service from and to", async () => {
    const [ana, beto] = await Promise.all(
      [
        ["Ana", "Ríos"],
        ["Beto", "Sanz"],
      ].map(([firstName, lastName]) => createCourier(t.db, { headquarterIds: [t.bogota], firstName, lastName })),
    );
    const made = await serviceIn("by_assign");
    expect((await patch(made.id, "assign", { messenger: ana.id })).statusCode).toBe(200);
    expect((await patch(made.id, "reassign", { messenger: beto.id })).statusCode).toBe(200);
    expect((await patch(made.id, "unassign")).statusCode).toBe(200);
    const res = await t.call("admin", { method: "GET", url: `/api/services/${made.id}/historical/` });
    expect(res.statusCode, res.body).toBe(200);
    type Entry = {
      action: string;
      from: string;
      to: string;
      from_messenger: { full_name: string } | null;
      to_messenger: { full_name: string } | null;
    };
    expect(
      res
        .json()
        .results.map((e: Entry) => [e.action, e.from, e.to, e.from_messenger?.full_name ?? null, e.to_messenger?.full_name ?? null]),
    ).toEqual([
      ["unassign", "assigned", "by_assign", "Beto Sanz", null],
      ["reassign", "assigned", "assigned", "Ana Ríos", "Beto Sanz"],
      ["assign", "by_assign", "assigned", null, "Ana Ríos"],
      ["created", null, "by_assign", null, null],
    ]);
  });
});

describe("actions that move a service (spec §4)", () => {
  const cases: [string, ServiceStatus, string | null, object, ServiceStatus, string | null, string[]][] = [
    ["assign", "by_assign", null, { messenger: "A" }, "assigned", "A", ["services:change", "services:assigned"]],
    ["assign", "pending", null, { messenger: "A" }, "assigned", "A", ["services:change", "services:assigned"]],
    ["reassign", "assigned", "A", { messenger: "B" }, "assigned", "B", ["services:change", "services:assigned"]],
    ["unassign", "assigned", "A", {}, "by_assign", null, ["services:change", "services:unassign-assigned"]],
    ["unassign", "in_progress", "A", {}, "by_assign", null, ["services:change", "services:unassign-in-progress"]],
    ["spread", "by_assign", null, {}, "pending", null, ["services:change"]],
    ["cancel", "assigned", "A", { reason: "El cliente ya no lo necesita" }, "cancelled", "A", ["services:change"]],
    ["finish", "in_progress", "A", { completion_data: { received_by: "Portería" } }, "finished", "A", ["services:change"]],
  ];
  it.each(cases)("%s from %s", async (action, from, messenger, body, to, after, events) => {
    const who = (m: string | null) => (m === "A" ? courier : m === "B" ? other : null);
    const made = await serviceIn(from, who(messenger));
    const payload = JSON.parse(JSON.stringify(body).replace('"A"', `"${courier}"`).replace('"B"', `"${other}"`));
    t.emitted.length = 0;
    const res = await patch(made.id, action, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ uuid: made.id, status: to, messenger: who(after) ? { uuid: who(after) } : null });
    const row = await t.row(made.id);
    expect(row).toMatchObject({ status: to, messengerId: who(after), version: made.version + 1 });
    const history = await historyOf(made.id);
    expect(history.at(-1)).toMatchObject({ action, fromStatus: from, toStatus: to, userId: await t.userId("admin") });
    expect(eventsFor(made.id)).toEqual(events);
    expect(t.emitted.find((e) => e.event === "services:change")?.payload).toEqual({
      uuid: made.id,
      status: to,
      consecutive: made.consecutive,
      messenger: who(after),
    });
    await t.countsHeard();
    expect(t.emitted.some((e) => e.event === "services:count-change" && e.headquarterId === t.bogota)).toBe(true);
  });

  it("keeps the cancel reason and the completion data", async () => {
    const made = await serviceIn("assigned", courier);
    await patch(made.id, "cancel", { reason: "Dirección inexistente" });
    expect((await historyOf(made.id)).at(-1)?.data).toMatchObject({ reason: "Dirección inexistente" });
    const done = await serviceIn("in_progress", courier);
    await patch(done.id, "finish", { completion_data: { received_by: "Portería" } });
    const res = await t.call("admin", { method: "GET", url: `/api/services/${done.id}/completion-data/` });
    expect(res.json()).toMatchObject({ completion_data: { received_by: "Portería" }, finished_at: expect.any(String) });
  });
});

// spec §4, written out for every desk action from every status: the status it leads to, or the
// code of its 409. Leaving a closed status has its own code; any other refusal is CONFLICT.
const REFUSALS = ["CONFLICT", "ALREADY_FINISHED", "ALREADY_CANCELLED"] as const;
type Outcome = ServiceStatus | (typeof REFUSALS)[number];
const ACTIONS = ["assign", "unassign", "reassign", "spread", "cancel", "finish"] as const;
// biome-ignore format: a table reads better aligned
const MATRIX: Record<ServiceStatus, readonly Outcome[]> = {
  //           assign               unassign             reassign             spread               cancel               finish
  by_assign:   ["assigned",         "CONFLICT",          "CONFLICT",          "pending",           "cancelled",         "CONFLICT"],
  scheduled:   ["assigned",         "CONFLICT",          "CONFLICT",          "pending",           "cancelled",         "CONFLICT"],
  pending:     ["assigned",         "by_assign",         "assigned",          "CONFLICT",          "cancelled",         "CONFLICT"],
  assigned:    ["CONFLICT",         "by_assign",         "assigned",          "CONFLICT",          "cancelled",         "finished"],
  in_progress: ["CONFLICT",         "by_assign",         "assigned",          "CONFLICT",          "cancelled",         "finished"],
  finished:    ["ALREADY_FINISHED", "ALREADY_FINISHED",  "ALREADY_FINISHED",  "ALREADY_FINISHED",  "ALREADY_FINISHED",  "ALREADY_FINISHED"],
  cancelled:   ["ALREADY_CANCELLED","ALREADY_CANCELLED", "ALREADY_CANCELLED", "ALREADY_CANCELLED", "ALREADY_CANCELLED", "ALREADY_CANCELLED"],
};
const VERB = {
  assign: "asignar",
  unassign: "desasignar",
  reassign: "reasignar",
  spread: "difundir",
  cancel: "cancelar",
  finish: "finalizar",
};
const LABEL: Record<ServiceStatus, string> = {
  by_assign: "por asignar",
  scheduled: "programado",
  pending: "pendiente",
  assigned: "asignado",
  in_progress: "en curso",
  finished: "finalizado",
  cancelled: "cancelado",
};
const STATUSES = Object.keys(MATRIX) as ServiceStatus[];

describe("every action from every status (spec §4); a refusal is a 409 with its code and changes nothing", () => {
  const cases = STATUSES.flatMap((from) => ACTIONS.map((action, column) => [action, from, MATRIX[from][column]] as const));
  it.each(cases)("%s from %s → %s", async (action, from, outcome) => {
    const made = await serviceIn(from, ["assigned", "in_progress", "finished", "cancelled"].includes(from) ? courier : null);
    const before = await t.row(made.id);
    const historyBefore = (await historyOf(made.id)).length;
    t.emitted.length = 0;
    const res = await patch(made.id, action, action === "assign" || action === "reassign" ? { messenger: other } : {});
    if (!(REFUSALS as readonly string[]).includes(outcome)) {
      expect([res.statusCode, res.json().status], res.body).toEqual([200, outcome]);
      expect((await t.row(made.id)).status).toBe(outcome);
      return;
    }
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: outcome, detail: `No se puede ${VERB[action]} un servicio en estado ${LABEL[from]}` });
    expect(await t.row(made.id)).toEqual(before);
    expect((await historyOf(made.id)).length).toBe(historyBefore);
    expect(eventsFor(made.id)).toEqual([]);
  });

  it("covers every status", () => {
    expect(STATUSES.sort()).toEqual([...SERVICE_STATUSES].sort());
  });
});

describe("other refusals have their own codes", () => {
  it("a scheduled service not yet operable refuses assign but may be cancelled", async () => {
    const made = await createServiceRow(t.db, t.bogota, {
      status: "scheduled",
      isScheduled: true,
      scheduledAt: new Date(Date.now() + 7_200_000),
      operableAt: new Date(Date.now() + 3_600_000),
    });
    const res = await patch(made.id, "assign", { messenger: courier });
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { code: "NOT_OPERABLE_YET", detail: "El servicio programado aún no se puede operar" },
    ]);
    expect((await t.row(made.id)).status).toBe("scheduled");
    expect((await patch(made.id, "cancel")).statusCode).toBe(200);
  });

  it("reassign to the same messenger is refused", async () => {
    const made = await serviceIn("assigned", courier);
    const res = await patch(made.id, "reassign", { messenger: courier });
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { code: "SAME_MESSENGER", detail: "El servicio ya está asignado a ese colaborador" },
    ]);
  });

  it("a messenger of another headquarter is a 400 on messenger", async () => {
    const made = await serviceIn("by_assign");
    const res = await patch(made.id, "assign", { messenger: t.catalogs[t.medellin].couriers[0].id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "messenger", message: "El colaborador no existe en la sucursal" }]);
    expect((await t.row(made.id)).status).toBe("by_assign");
  });
});

describe("two operators racing on one service", () => {
  it("exactly one assign wins, the other gets 409", async () => {
    const made = await serviceIn("by_assign");
    const results = await Promise.all([patch(made.id, "assign", { messenger: courier }), patch(made.id, "assign", { messenger: other })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)?.json().messenger.uuid;
    expect((await t.row(made.id)).messengerId).toBe(winner);
    expect((await historyOf(made.id)).filter((h) => h.action === "assign")).toHaveLength(1);
  });

  it("cancel and finish racing: one wins", async () => {
    const made = await serviceIn("in_progress", courier);
    const results = await Promise.all([patch(made.id, "cancel"), patch(made.id, "finish")]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe("can-finish", () => {
  it("answers without changing the service", async () => {
    const made = await serviceIn("in_progress", courier);
    const res = await patch(made.id, "can-finish");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ can_finish: true, reasons: [] });
    expect(await t.row(made.id)).toEqual(made);
  });

  it("accepts a PATCH without a body", async () => {
    const made = await serviceIn("assigned", courier);
    const res = await t.app.inject({ method: "PATCH", url: `/api/services/${made.id}/can-finish/`, headers: t.as("operador") });
    expect(res.statusCode, res.body).toBe(200);
    const unassign = await t.app.inject({ method: "PATCH", url: `/api/services/${made.id}/unassign/`, headers: t.as("operador") });
    expect(unassign.json()).toMatchObject({ status: "by_assign", messenger: null });
  });

  it("lists the reasons when something is missing", async () => {
    const made = await serviceIn("assigned", null);
    expect((await patch(made.id, "can-finish")).json()).toEqual({
      can_finish: false,
      reasons: ["El servicio no tiene colaborador asignado"],
    });
    const finish = await patch(made.id, "finish");
    expect([finish.statusCode, finish.json()]).toEqual([
      409,
      { code: "NO_MESSENGER", detail: "El servicio no tiene colaborador asignado" },
    ]);
  });

  it("refuses when the status cannot finish", async () => {
    const made = await serviceIn("by_assign");
    const res = await patch(made.id, "can-finish");
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { code: "CONFLICT", detail: "No se puede finalizar un servicio en estado por asignar" },
    ]);
  });
});

describe("massive actions judge each service alone", () => {
  it("assign-multiple", async () => {
    const a = await serviceIn("by_assign");
    const b = await serviceIn("finished", other);
    const res = await t.call("admin", {
      method: "PATCH",
      url: "/api/services/assign-multiple/",
      payload: { services: [a.id, b.id], messenger: courier },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      updated: [a.id],
      refused: [{ uuid: b.id, code: "ALREADY_FINISHED", detail: "No se puede asignar un servicio en estado finalizado" }],
    });
    expect((await t.row(a.id)).status).toBe("assigned");
    expect((await t.row(b.id)).status).toBe("finished");
  });

  it("unassign-multiple, with another headquarter's id refused as not found", async () => {
    const a = await serviceIn("in_progress", courier);
    const foreign = await createServiceRow(t.db, t.medellin, { status: "assigned" });
    const res = await t.call("admin", {
      method: "PATCH",
      url: "/api/services/unassign-multiple/",
      payload: { services: [a.id, foreign.id] },
    });
    expect(res.json()).toEqual({ updated: [a.id], refused: [{ uuid: foreign.id, code: "NOT_FOUND", detail: "No encontrado." }] });
    expect((await t.row(foreign.id)).status).toBe("assigned");
  });

  it("update-multiple replaces cost and required value (detail cost edit)", async () => {
    const a = await serviceIn("assigned", courier);
    const c = await serviceIn("cancelled");
    t.emitted.length = 0;
    const res = await t.call("admin", {
      method: "PATCH",
      url: "/api/services/update-multiple/",
      payload: { services: [a.id, c.id], changes: { calculated_cost: 12_500, required_value: 3000, is_payment_verified: true } },
    });
    expect(res.json()).toEqual({
      updated: [a.id],
      refused: [{ uuid: c.id, code: "ALREADY_CANCELLED", detail: "No se puede modificar un servicio cancelado" }],
    });
    expect(await t.row(a.id)).toMatchObject({ calculatedCost: 12_500, requiredValue: 3000, isPaymentVerified: true, status: "assigned" });
    expect((await historyOf(a.id)).at(-1)).toMatchObject({
      action: "update",
      data: { before: { calculated_cost: 8000, required_value: 0 } },
    });
    expect(eventsFor(a.id)).toEqual(["services:change"]);
    const empty = await t.call("admin", {
      method: "PATCH",
      url: "/api/services/update-multiple/",
      payload: { services: [a.id], changes: {} },
    });
    expect(empty.statusCode).toBe(400);
  });

  it("needs assign_service / change_service", async () => {
    const a = await serviceIn("by_assign");
    const res = await t.call("negocio", {
      method: "PATCH",
      url: "/api/services/assign-multiple/",
      payload: { services: [a.id], messenger: courier },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("detail", () => {
  it("GET /{id}/ with the courier's last location", async () => {
    const made = await serviceIn("assigned", courier);
    const plain = await t.call("admin", { method: "GET", url: `/api/services/${made.id}/` });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().messenger_location).toBeUndefined();
    const res = await t.call("admin", { method: "GET", url: `/api/services/${made.id}/?include_messenger_location=true` });
    const c = t.catalogs[t.bogota].couriers[0];
    expect(res.json().messenger_location).toEqual({
      latitude: c.latitude,
      longitude: c.longitude,
      located_at: c.locationAt?.toISOString(),
    });
  });

  it("historical pages newest first with who did it", async () => {
    const made = await serviceIn("by_assign");
    await patch(made.id, "assign", { messenger: courier });
    await patch(made.id, "unassign");
    const res = await t.call("admin", { method: "GET", url: `/api/services/${made.id}/historical/?limit=2` });
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.results.map((h: { action: string }) => h.action)).toEqual(["unassign", "assign"]);
    expect(body.results[0]).toMatchObject({ from: "assigned", to: "by_assign", user: { full_name: "Ana Administradora" } });
    expect(body.next).toContain("offset=2");
  });

  it("novelty fields: POST replaces, GET reads, limits hold", async () => {
    const made = await serviceIn("assigned", courier);
    const post = await t.call("admin", {
      method: "POST",
      url: `/api/services/${made.id}/novelty-fields/`,
      payload: { fields: { motivo: "Cliente ausente" } },
    });
    expect(post.statusCode).toBe(200);
    expect((await t.call("admin", { method: "GET", url: `/api/services/${made.id}/novelty-fields/` })).json()).toEqual({
      fields: { motivo: "Cliente ausente" },
    });
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, "v"]));
    expect(
      (await t.call("admin", { method: "POST", url: `/api/services/${made.id}/novelty-fields/`, payload: { fields: many } })).statusCode,
    ).toBe(400);
    const long = await t.call("admin", {
      method: "POST",
      url: `/api/services/${made.id}/novelty-fields/`,
      payload: { fields: { a: "x".repeat(501) } },
    });
    expect(long.statusCode).toBe(400);
    expect((await t.row(made.id)).noveltyFields).toEqual({ motivo: "Cliente ausente" });
  });

  it("reassign-locations and optimal-messengers of a service", async () => {
    const made = await serviceIn("assigned", courier);
    const locations = await t.call("admin", { method: "GET", url: `/api/services/${made.id}/reassign-locations/` });
    expect(locations.json().locations.map((l: { type: string }) => l.type)).toEqual(["origin", "destination"]);
    const optimal = await t.call("admin", { method: "GET", url: `/api/services/${made.id}/optimal-messengers/` });
    expect(optimal.json().results[0]).toMatchObject({ uuid: expect.any(String), distance_km: expect.any(Number) });
  });

  it("assignable-to-collaborator lists services a messenger may take", async () => {
    const res = await t.call("admin", { method: "GET", url: `/api/services/assignable-to-collaborator/?messenger=${courier}&limit=100` });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.every((s: { status: string }) => ["by_assign", "pending", "scheduled"].includes(s.status))).toBe(true);
  });
});

describe("attach-file", () => {
  const multipart = (data: Buffer, name = "foto.png", attachCase?: string) => {
    const boundary = "----despacho-services";
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`),
      Buffer.from(attachCase ? `--${boundary}\r\nContent-Disposition: form-data; name="case"\r\n\r\n${attachCase}\r\n` : ""),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
  };
  const png = (size: number) => {
    const data = Buffer.alloc(size);
    Buffer.from([0x89, 0x50, 0x4e, 0x47]).copy(data);
    return data;
  };

  it("stores a file up to 2.5 MB and lists it", async () => {
    const made = await serviceIn("assigned", courier);
    const res = await t.call("admin", { method: "PATCH", url: `/api/services/${made.id}/attach-file/`, ...multipart(png(2_621_440)) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: "foto.png",
      size: 2_621_440,
      content_type: "image/png",
    });
    const list = await t.call("admin", { method: "GET", url: `/api/services/${made.id}/attach-file/` });
    expect(list.json().results).toHaveLength(1);
  });

  it("refuses a larger file with the size message", async () => {
    const made = await serviceIn("assigned", courier);
    const res = await t.call("admin", { method: "PATCH", url: `/api/services/${made.id}/attach-file/`, ...multipart(png(3 * 1_048_576)) });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatch(/^El tamaño máximo permitido es de 2,5 MB \(archivo subido: 3 MB\)$/);
    expect((await t.call("admin", { method: "GET", url: `/api/services/${made.id}/attach-file/` })).json().results).toEqual([]);
  });

  it("gives the creation panel's files the headquarter's own limit (spec §3), and refuses them where it allows none", async () => {
    const limitTo = async (limit: { allowed: boolean; max_size: number }) => {
      const res = await t.call("admin", {
        method: "PATCH",
        url: `/api/headquarter/${t.bogota}/settings/`,
        payload: { allowed_cases_to_attach_files_and_limits: { service_creation: limit } },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const made = await serviceIn("by_assign");
    const attach = (size: number, attachCase?: string) =>
      t.call("admin", { method: "PATCH", url: `/api/services/${made.id}/attach-file/`, ...multipart(png(size), "foto.png", attachCase) });
    await limitTo({ allowed: true, max_size: 5_242_880 });
    expect((await attach(4 * 1_048_576, "service_creation")).statusCode).toBe(200);
    const over = await attach(6 * 1_048_576, "service_creation");
    expect([over.statusCode, over.json().detail]).toEqual([413, "El tamaño máximo permitido es de 5 MB (archivo subido: 6 MB)"]);
    // From the detail, outside the creation case, the spec §5 default stands.
    expect((await attach(4 * 1_048_576)).statusCode).toBe(413);
    await limitTo({ allowed: false, max_size: 5_242_880 });
    const refused = await attach(1_000, "service_creation");
    expect([refused.statusCode, refused.json().errors]).toEqual([
      400,
      [{ field: "case", message: "Esta sucursal no permite adjuntar archivos al crear un servicio" }],
    ]);
    expect((await attach(1_000, "otro")).statusCode).toBe(400);
    expect((await t.call("admin", { method: "GET", url: `/api/services/${made.id}/attach-file/` })).json().results).toHaveLength(1);
  });

  it("refuses what is not an image or PDF", async () => {
    const made = await serviceIn("assigned", courier);
    const res = await t.call("admin", {
      method: "PATCH",
      url: `/api/services/${made.id}/attach-file/`,
      ...multipart(Buffer.from("MZ not an image"), "virus.exe"),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe("file");
  });
});

describe("events reach sockets after commit", () => {
  it("services:change arrives on a socket of the headquarter", async () => {
    const { io } = await import("socket.io-client");
    const baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const socket = io(baseUrl, {
      path: "/socket.io",
      auth: { token: t.tokens.operador, headquarter: t.bogota },
      transports: ["websocket"],
      reconnection: false,
    });
    try {
      await new Promise((resolve, reject) => {
        socket.once("headquarters:connect", resolve);
        socket.once("connect_error", reject);
      });
      const made = await serviceIn("by_assign");
      const arrived = new Promise<{ uuid: string; status: string }>((resolve) => socket.on("services:change", resolve));
      await patch(made.id, "spread");
      const payload = await arrived;
      expect(payload).toMatchObject({ uuid: made.id, status: "pending" });
      // Emitted after commit: the row read now already shows it.
      expect((await t.db.select({ status: services.status }).from(services).where(eq(services.id, made.id)))[0].status).toBe("pending");
    } finally {
      socket.close();
    }
  });
});
