import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { affiliations, headquarters, messengerActivations, messengers, motorcycles, petitions, users } from "../../db/schema/index.js";
import { createCourier } from "../../test/courier-factories.js";
import { createCompany, createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";
import { createMotorcycle, createPetition } from "../../test/petition-factories.js";

const PETITION_PERMISSIONS = [
  "view_membership_menu",
  "view_petition_association_menu",
  "view_petition_disassociation_menu",
  "refuse_association_petition",
  "refuse_disassociation_petition",
  "accept_association_petition",
  "confirm_disassociation_petition",
  "verify_association_petition",
  "cancel_association_petition",
  "cancel_disassociation_petition",
];
const BASE = "/api/membership/petition/";
const COURIER_BASE = "/api/courier/petitions/";

let t: TestApp;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
});
afterAll(() => t?.close());

/** A headquarter (and a second one of the company) with an operator holding `permissions` in both. */
async function setup(permissions = PETITION_PERMISSIONS) {
  const [a, b] = await Promise.all([createHeadquarter(t.db, { companyId, name: "Bogotá Norte" }), createHeadquarter(t.db, { companyId })]);
  const staff = await createUser(t.db, { companyId, headquarterIds: [a.id, b.id], permissions });
  const { access } = await login(t.app, staff.user.username, staff.password);
  return { a: a.id, b: b.id, staffId: staff.user.id, in: (hq: string) => authHeaders(access, hq) };
}

/** A courier with a session (and the headers of their calls). */
async function courier(overrides: Parameters<typeof createCourier>[1] = {}) {
  const created = await createCourier(t.db, overrides);
  const { access } = await login(t.app, created.user.username, created.password);
  return { ...created, headers: authHeaders(access) };
}

/** POST /api/courier/petitions/: the courier asks a headquarter to take them in (or let them go). */
const askAs = (headers: Record<string, string>, headquarter: string, is_association: boolean) =>
  t.app.inject({ method: "POST", url: COURIER_BASE, headers, payload: { headquarter, is_association } });

const affiliationOf = async (messengerId: string, headquarterId: string) =>
  (
    await t.db
      .select({ status: affiliations.status })
      .from(affiliations)
      .where(and(eq(affiliations.messengerId, messengerId), eq(affiliations.headquarterId, headquarterId)))
  )[0]?.status ?? null;

const statusOf = async (id: string) =>
  (await t.db.select({ status: petitions.status }).from(petitions).where(eq(petitions.id, id)))[0]?.status;

describe("a courier asks to join; the operator accepts and verifies", () => {
  it("links the courier with the chosen motorcycle (spec §4)", async () => {
    const s = await setup();
    const c = await courier({
      username: "mensajero_join",
      firstName: "Ana",
      lastName: "Ríos",
      nuip: "1020304050",
      phoneNumber: "+573001112233",
    });
    const bike = await createMotorcycle(t.db, c.id, { licensePlate: "ABC12D", brand: "Honda", model: "CB 125F" });

    const asked = await askAs(c.headers, s.a, true);
    expect(asked.statusCode).toBe(201);
    const petition = asked.json();
    expect(petition).toEqual({
      id: expect.any(String),
      status: "waiting",
      action: "new",
      is_association: true,
      from_headquarter: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      seen: false,
      headquarter: { uuid: s.a, name: "Bogotá Norte" },
      motorcycle: null,
      messenger: {
        uuid: c.id,
        username: "mensajero_join",
        nuip: "1020304050",
        first_name: "Ana",
        last_name: "Ríos",
        phone_number: "+573001112233",
        address: null,
        email: "mensajero_join@despacho.test",
        image_url: null,
        average_rating: 5,
        rating_counter: 0,
      },
    });

    const bell = await t.app.inject({
      method: "GET",
      url: BASE,
      query: { direction: "received", status: "waiting", unseen: "true" },
      headers: s.in(s.a),
    });
    expect(bell.json()).toMatchObject({ count: 1, results: [{ id: petition.id }] });
    const detail = await t.app.inject({ method: "GET", url: `${BASE}${petition.id}/`, headers: s.in(s.a) });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      seen: true,
      motorcycles: [
        {
          id: bike.id,
          license_plate: "ABC12D",
          brand: "Honda",
          model: "CB 125F",
          line: null,
          color: null,
          cylindrical: null,
          verified: false,
        },
      ],
    });
    const bellAfter = await t.app.inject({
      method: "GET",
      url: BASE,
      query: { direction: "received", status: "waiting", unseen: "true" },
      headers: s.in(s.a),
    });
    expect(bellAfter.json().count).toBe(0);

    const accepted = await t.app.inject({ method: "PATCH", url: `${BASE}${petition.id}/accept/`, headers: s.in(s.a) });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe("in_progress");
    const again = await t.app.inject({ method: "PATCH", url: `${BASE}${petition.id}/accept/`, headers: s.in(s.a) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "CONFLICT", detail: "No se puede aceptar una solicitud en estado en proceso" });

    const verified = await t.app.inject({
      method: "PATCH",
      url: `${BASE}${petition.id}/verify/`,
      headers: s.in(s.a),
      payload: { motorcycle: bike.id },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: "linked", motorcycle: bike.id });
    expect(await affiliationOf(c.id, s.a)).toBe("affiliated");
    expect((await t.db.select({ verified: motorcycles.verified }).from(motorcycles).where(eq(motorcycles.id, bike.id)))[0].verified).toBe(
      true,
    );

    const mine = await t.app.inject({ method: "GET", url: COURIER_BASE, headers: c.headers });
    expect(mine.json()).toMatchObject({ count: 1, results: [{ id: petition.id, status: "linked" }] });
  });

  it("verify needs the courier's own motorcycle (400) and leaves the request in progress", async () => {
    const s = await setup();
    const c = await courier();
    const other = await courier();
    const theirs = await createMotorcycle(t.db, other.id);
    const p = await createPetition(t.db, s.a, { messengerId: c.id, status: "in_progress" });
    const missing = await t.app.inject({ method: "PATCH", url: `${BASE}${p.id}/verify/`, headers: s.in(s.a), payload: {} });
    expect(missing.statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: "PATCH",
      url: `${BASE}${p.id}/verify/`,
      headers: s.in(s.a),
      payload: { motorcycle: theirs.id },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ errors: [{ field: "motorcycle", message: "La motocicleta no es del colaborador" }] });
    expect(await statusOf(p.id)).toBe("in_progress");
    expect(await affiliationOf(c.id, s.a)).toBeNull();
  });

  it("saves the corrected collaborator data only with change_messenger (else 403, nothing changes)", async () => {
    const s = await setup();
    const withChange = await setup([...PETITION_PERMISSIONS, "change_messenger"]);
    const c = await courier({ firstName: "Ana" });
    const bike = await createMotorcycle(t.db, c.id);
    const data = {
      nuip: "99887766",
      username: `corregido_${c.id.slice(0, 6)}`,
      first_name: "Ana María",
      last_name: "Ríos Peña",
      phone_number: "310 555 1234",
      address: "Calle 1 # 2-3",
      email: "ana.maria@example.com",
    };
    const p = await createPetition(t.db, s.a, { messengerId: c.id, status: "in_progress" });
    const refused = await t.app.inject({
      method: "PATCH",
      url: `${BASE}${p.id}/verify/`,
      headers: s.in(s.a),
      payload: { motorcycle: bike.id, messenger: data },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe("No tiene permiso para cambiar los datos del colaborador");
    expect(await statusOf(p.id)).toBe("in_progress");

    const q = await createPetition(t.db, withChange.a, { messengerId: c.id, status: "in_progress" });
    const bad = await t.app.inject({
      method: "PATCH",
      url: `${BASE}${q.id}/verify/`,
      headers: withChange.in(withChange.a),
      payload: { motorcycle: bike.id, messenger: { ...data, first_name: "x".repeat(31), email: "no-es-email" } },
    });
    expect(bad.statusCode).toBe(400);
    const done = await t.app.inject({
      method: "PATCH",
      url: `${BASE}${q.id}/verify/`,
      headers: withChange.in(withChange.a),
      payload: { motorcycle: bike.id, messenger: data },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().messenger).toMatchObject({ ...data, phone_number: "+573105551234" });
    const [user] = await t.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, c.user.id));
    expect(user.firstName).toBe("Ana María");
    const [profile] = await t.db.select({ nuip: messengers.nuip }).from(messengers).where(eq(messengers.id, c.id));
    expect(profile.nuip).toBe("99887766");
  });
  it("a changed email is no longer verified; the same email keeps its verification", async () => {
    const s = await setup([...PETITION_PERMISSIONS, "change_messenger"]);
    const c = await courier({ username: `verificado_${Date.now()}`, email: "ana@example.com" });
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, c.user.id));
    const bike = await createMotorcycle(t.db, c.id);
    const data = {
      nuip: "11223344",
      username: c.user.username,
      first_name: "Ana",
      last_name: "Ríos",
      phone_number: "310 555 1234",
      email: "ana@example.com",
    };
    const verify = async (email: string) => {
      const p = await createPetition(t.db, s.a, { messengerId: c.id, status: "in_progress" });
      const done = await t.app.inject({
        method: "PATCH",
        url: `${BASE}${p.id}/verify/`,
        headers: s.in(s.a),
        payload: { motorcycle: bike.id, messenger: { ...data, email } },
      });
      expect(done.statusCode).toBe(200);
      await t.db.update(petitions).set({ status: "cancelled" }).where(eq(petitions.id, p.id));
      const [user] = await t.db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, c.user.id));
      return user;
    };
    expect(await verify("ana@example.com")).toEqual({ email: "ana@example.com", verified: true });
    expect(await verify("ana.rios@example.com")).toEqual({ email: "ana.rios@example.com", verified: false });
  });
});

describe("the rule table decides (spec §4)", () => {
  it("403 without the action's codename, 403 without the codename of the request's kind", async () => {
    const reader = await setup(["view_membership_menu"]);
    const p = await createPetition(t.db, reader.a);
    const res = await t.app.inject({ method: "PATCH", url: `${BASE}${p.id}/refuse/`, headers: reader.in(reader.a) });
    expect(res.statusCode).toBe(403);
    const disOnly = await setup(["view_membership_menu", "refuse_disassociation_petition"]);
    const q = await createPetition(t.db, disOnly.a);
    const kind = await t.app.inject({ method: "PATCH", url: `${BASE}${q.id}/refuse/`, headers: disOnly.in(disOnly.a) });
    expect(kind.statusCode).toBe(403);
    expect(await statusOf(q.id)).toBe("waiting");
  });

  it("409 on the wrong kind, sender or status, with the Spanish detail", async () => {
    const s = await setup();
    const dis = await createPetition(t.db, s.a, { isAssociation: false });
    const own = await createPetition(t.db, s.a, { fromHeadquarter: true });
    const linked = await createPetition(t.db, s.a, { status: "linked" });
    const cases = [
      [dis.id, "accept", "Solo se puede aceptar una solicitud de asociación"],
      [own.id, "refuse", "Solo se puede rechazar una solicitud enviada por el colaborador"],
      [own.id, "accept", "Solo se puede aceptar una solicitud enviada por el colaborador"],
      [linked.id, "cancel", "No se puede cancelar una solicitud en estado vinculada"],
    ] as const;
    for (const [id, action, detail] of cases) {
      const res = await t.app.inject({ method: "PATCH", url: `${BASE}${id}/${action}/`, headers: s.in(s.a) });
      expect([action, res.statusCode, res.json().detail]).toEqual([action, 409, detail]);
    }
  });

  it("another headquarter's request is a 404 and stays as it was", async () => {
    const s = await setup();
    const elsewhere = await createHeadquarter(t.db);
    const p = await createPetition(t.db, elsewhere.id);
    for (const url of [`${BASE}${p.id}/`, `${BASE}${p.id}/accept/`]) {
      const res = await t.app.inject({ method: url.endsWith("accept/") ? "PATCH" : "GET", url, headers: s.in(s.a) });
      expect(res.statusCode).toBe(404);
    }
    expect(await statusOf(p.id)).toBe("waiting");
  });

  it("refuse and cancel close the request", async () => {
    const s = await setup();
    const received = await createPetition(t.db, s.a);
    const sent = await createPetition(t.db, s.a, { fromHeadquarter: true });
    expect((await t.app.inject({ method: "PATCH", url: `${BASE}${received.id}/refuse/`, headers: s.in(s.a) })).json().status).toBe(
      "refuse",
    );
    expect((await t.app.inject({ method: "PATCH", url: `${BASE}${sent.id}/cancel/`, headers: s.in(s.a) })).json().status).toBe("cancelled");
  });
});

describe("disassociation", () => {
  it("an affiliated courier asks to leave: in disaffiliation, then disaffiliated once confirmed", async () => {
    const s = await setup();
    const c = await courier({ headquarterIds: [s.a] });
    const res = await askAs(c.headers, s.a, false);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ is_association: false, status: "waiting", action: "change" });
    expect(await affiliationOf(c.id, s.a)).toBe("in_disaffiliation");
    const confirmed = await t.app.inject({ method: "PATCH", url: `${BASE}${res.json().id}/confirm/`, headers: s.in(s.a) });
    expect(confirmed.json().status).toBe("unlinked");
    expect(await affiliationOf(c.id, s.a)).toBe("disaffiliated");
  });

  it("an online courier who asks to leave goes offline there, kept in the activation history", async () => {
    const s = await setup();
    const c = await courier({ headquarterIds: [s.a], isOnline: true });
    expect((await askAs(c.headers, s.a, false)).statusCode).toBe(201);
    const [standing] = await t.db
      .select({ status: affiliations.status, isOnline: affiliations.isOnline })
      .from(affiliations)
      .where(and(eq(affiliations.messengerId, c.id), eq(affiliations.headquarterId, s.a)));
    expect(standing).toEqual({ status: "in_disaffiliation", isOnline: false });
    const history = await t.db
      .select({ online: messengerActivations.online })
      .from(messengerActivations)
      .where(and(eq(messengerActivations.messengerId, c.id), eq(messengerActivations.headquarterId, s.a)));
    expect(history).toEqual([{ online: false }]);
  });

  it("a refused disassociation gives the affiliation back", async () => {
    const s = await setup();
    const c = await courier({ headquarterIds: [s.a] });
    const res = await askAs(c.headers, s.a, false);
    await t.app.inject({ method: "PATCH", url: `${BASE}${res.json().id}/refuse/`, headers: s.in(s.a) });
    expect(await affiliationOf(c.id, s.a)).toBe("affiliated");
  });
});

describe("the courier's side", () => {
  it("one open request per headquarter; no joining twice; leaving only when affiliated; unknown headquarter 404", async () => {
    const s = await setup();
    const c = await courier({ headquarterIds: [s.b] });
    const ask = (headquarter: string, is_association: boolean) => askAs(c.headers, headquarter, is_association);
    expect((await ask(s.a, true)).statusCode).toBe(201);
    const twice = await ask(s.a, true);
    expect([twice.statusCode, twice.json().detail]).toEqual([409, "Ya hay una solicitud abierta entre el colaborador y la sucursal"]);
    const joined = await ask(s.b, true);
    expect([joined.statusCode, joined.json().detail]).toEqual([409, "El colaborador ya está afiliado a la sucursal"]);
    const other = await createHeadquarter(t.db, { companyId });
    const leave = await ask(other.id, false);
    expect([leave.statusCode, leave.json().detail]).toEqual([
      409,
      "Solo se puede pedir la desasociación de una sucursal a la que se está afiliado",
    ]);
    expect((await ask("0b8f4a52-6f0e-4c5e-9a55-3c1f0b0e8a11", true)).statusCode).toBe(404);
    expect((await ask(s.a, "sí" as unknown as boolean)).statusCode).toBe(400);
  });

  it("a courier in disaffiliation is still linked: asking to join again is refused (409)", async () => {
    const s = await setup();
    const leaving = await courier({ headquarterIds: [s.a], status: "in_disaffiliation" });
    const asked = await askAs(leaving.headers, s.a, true);
    expect([asked.statusCode, asked.json().detail]).toEqual([409, "El colaborador ya está afiliado a la sucursal"]);
    expect(await t.db.select().from(petitions).where(eq(petitions.messengerId, leaving.id))).toEqual([]);
  });

  it("a headquarter with allow_linkage off refuses couriers asking to join (409); the company may still invite", async () => {
    const s = await setup();
    await t.db.update(headquarters).set({ allowLinkage: false }).where(eq(headquarters.id, s.a));
    const c = await courier();
    const asked = await askAs(c.headers, s.a, true);
    expect([asked.statusCode, asked.json().detail]).toEqual([409, "La sucursal no está recibiendo solicitudes de vinculación"]);
    expect(await t.db.select().from(petitions).where(eq(petitions.messengerId, c.id))).toEqual([]);
    const elsewhere = await askAs(c.headers, s.b, true);
    expect(elsewhere.statusCode).toBe(201);
    const invited = await t.app.inject({ method: "POST", url: BASE, headers: s.in(s.a), payload: { username: c.user.username } });
    expect(invited.statusCode).toBe(201);
  });

  it("cancels their own waiting request; never sees nor touches another courier's", async () => {
    const s = await setup();
    const c = await courier();
    const other = await courier();
    const theirs = await createPetition(t.db, s.a, { messengerId: other.id });
    const mine = await createPetition(t.db, s.a, { messengerId: c.id });
    const list = await t.app.inject({ method: "GET", url: COURIER_BASE, headers: c.headers });
    expect(list.json()).toMatchObject({ count: 1, results: [{ id: mine.id }] });
    const touch = await t.app.inject({ method: "PATCH", url: `${COURIER_BASE}${theirs.id}/cancel/`, headers: c.headers });
    expect(touch.statusCode).toBe(404);
    expect(await statusOf(theirs.id)).toBe("waiting");
    const cancel = await t.app.inject({ method: "PATCH", url: `${COURIER_BASE}${mine.id}/cancel/`, headers: c.headers });
    expect(cancel.json().status).toBe("cancelled");
  });

  it("answers the company's invitation; the company then verifies it", async () => {
    const s = await setup();
    const c = await courier({ username: `invitado_${Date.now()}` });
    const invited = await t.app.inject({ method: "POST", url: BASE, headers: s.in(s.a), payload: { username: c.user.username } });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ from_headquarter: true, is_association: true, status: "waiting" });
    const unknown = await t.app.inject({ method: "POST", url: BASE, headers: s.in(s.a), payload: { username: "nadie-con-este-usuario" } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: "username", message: "No existe un colaborador con ese usuario" }]);
    const cancelOwn = await t.app.inject({ method: "PATCH", url: `${COURIER_BASE}${invited.json().id}/cancel/`, headers: c.headers });
    expect(cancelOwn.statusCode).toBe(409);
    const accepted = await t.app.inject({ method: "PATCH", url: `${COURIER_BASE}${invited.json().id}/accept/`, headers: c.headers });
    expect(accepted.json().status).toBe("in_progress");
  });

  it("a staff token can't use the courier's calls, nor a courier's the back office's", async () => {
    const s = await setup();
    const c = await courier();
    expect((await t.app.inject({ method: "GET", url: COURIER_BASE, headers: s.in(s.a) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: BASE, headers: { ...c.headers, "x-headquarter": s.a } })).statusCode).toBe(403);
  });
});

describe("GET /api/membership/petition/", () => {
  it("filters by direction, status and kind, 10 per page, newest first", async () => {
    const s = await setup();
    for (let i = 0; i < 12; i++) await createPetition(t.db, s.a, { createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
    await createPetition(t.db, s.a, { fromHeadquarter: true });
    await createPetition(t.db, s.a, { isAssociation: false, status: "refuse" });
    await createPetition(t.db, s.b);
    const get = (query: Record<string, string>) => t.app.inject({ method: "GET", url: BASE, query, headers: s.in(s.a) });
    const first = (await get({})).json();
    expect([first.count, first.results.length, first.next]).toEqual([14, 10, "/api/membership/petition/?limit=10&offset=10"]);
    expect((await get({ direction: "sent" })).json().count).toBe(1);
    expect((await get({ direction: "received", is_association: "true" })).json().count).toBe(12);
    expect((await get({ is_association: "false", status: "refuse" })).json().count).toBe(1);
    const received = (await get({ direction: "received", is_association: "true", offset: "10" })).json();
    expect(received.results.map((r: { created_at: string }) => r.created_at)).toEqual([
      "2026-01-01T00:01:00.000Z",
      "2026-01-01T00:00:00.000Z",
    ]);
  });
});
