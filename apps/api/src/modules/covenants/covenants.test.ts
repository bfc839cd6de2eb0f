import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priorityGroupMembers } from "../../db/schema/index.js";
import { createCourier } from "../../test/courier-factories.js";
import { createBusinessStore } from "../../test/covenant-factories.js";
import { createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";

let t: TestApp;
let hqId: string;
beforeAll(async () => {
  t = await createTestApp();
  hqId = (await createHeadquarter(t.db)).id;
});
afterAll(() => t?.close());

/** A business of the headquarter with one store, and a way to call the API as it. */
async function business(name: string, headquarterId = hqId) {
  const created = await createUser(t.db, { headquarterIds: [headquarterId], business: { name } });
  const store = await createBusinessStore(t.db, headquarterId, created.user.id);
  const tokens = await login(t.app, created.user.username, created.password);
  const headers = authHeaders(tokens.access, headquarterId);
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...headers, ...(method === "POST" ? { "idempotency-key": randomUUID() } : {}) } });
  return { user: created.user, store, call };
}

async function pair(suffix: string) {
  const client = await business(`Panadería ${suffix}`);
  const provider = await business(`Mensajería ${suffix}`);
  return { client, provider };
}

const ask = (client: Awaited<ReturnType<typeof business>>, providerStoreId: string, settings?: object) =>
  client.call("POST", "/api/covenants/", {
    business_store_id: client.store.id,
    provider_store_id: providerStoreId,
    ...(settings && { settings }),
  });

describe("/api/covenants/ (spec §7 Covenants)", () => {
  it("tells both businesses and the headquarter's staff when a covenant is asked, answered or cancelled", async () => {
    const { client, provider } = await pair("Eventos");
    const heard: { to: string; event: string; payload: unknown }[] = [];
    const { toUser, toHeadquarter } = t.app.realtime;
    t.app.realtime.toUser = (user, event, payload) => void heard.push({ to: user, event, payload });
    t.app.realtime.toHeadquarter = (headquarter, event, payload) => void heard.push({ to: headquarter, event, payload });
    try {
      const id = (await ask(client, provider.store.id)).json().id;
      const change = { event: "covenants:change", payload: { headquarter: hqId, covenant: id } };
      const expected = [
        { to: client.user.id, ...change },
        { to: provider.user.id, ...change },
        { to: hqId, ...change },
      ];
      expect(heard).toEqual(expected);
      heard.length = 0;
      await provider.call("PATCH", `/api/covenants/${id}/answer/`, { accepted: true });
      expect(heard).toEqual(expected);
      heard.length = 0;
      await client.call("PATCH", `/api/covenants/${id}/`, { is_active: false });
      expect(heard).toEqual(expected);
      heard.length = 0;
      // A refused change tells nobody.
      await client.call("PATCH", `/api/covenants/${id}/settings/`, { discount_percentage: 5 });
      expect(heard).toEqual([]);
    } finally {
      Object.assign(t.app.realtime, { toUser, toHeadquarter });
    }
  });

  it("the headquarter's staff read every covenant of it, from neither side, and change none", async () => {
    const other = (await createHeadquarter(t.db)).id;
    const client = await business("Panadería Staff", other);
    const provider = await business("Mensajería Staff", other);
    const asked = await ask(client, provider.store.id);
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().id;
    // A staff member without any codename: spec §2.2 lists none for the covenant screens.
    const staff = await createUser(t.db, { headquarterIds: [other] });
    const headers = authHeaders((await login(t.app, staff.user.username, staff.password)).access, other);
    const call = (method: "GET" | "PATCH", url: string, payload?: object) => t.app.inject({ method, url, payload, headers });

    const listed = await call("GET", "/api/covenants/?status=pending");
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({
      count: 1,
      results: [
        {
          id,
          side: null,
          status: "pending",
          business_store: { id: client.store.id, business_name: "Panadería Staff" },
          provider_store: { id: provider.store.id, business_name: "Mensajería Staff" },
        },
      ],
    });
    expect((await call("GET", `/api/covenants/${id}/`)).json()).toMatchObject({ id, side: null });
    expect((await call("PATCH", `/api/covenants/${id}/answer/`, { accepted: true })).statusCode).toBe(403);
    expect((await call("PATCH", `/api/covenants/${id}/`, { is_active: false })).statusCode).toBe(403);
    expect((await call("PATCH", `/api/covenants/${id}/settings/`, { discount_percentage: 5 })).statusCode).toBe(403);
    expect((await client.call("GET", `/api/covenants/${id}/`)).json()).toMatchObject({ status: "pending", is_active: true });

    // Staff of another headquarter: the covenant does not exist there.
    const elsewhere = await createUser(t.db, { headquarterIds: [hqId] });
    const theirs = authHeaders((await login(t.app, elsewhere.user.username, elsewhere.password)).access, hqId);
    expect((await t.app.inject({ method: "GET", url: `/api/covenants/${id}/`, headers: theirs })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/covenants/?status=pending", headers: theirs })).json().results,
    ).not.toContainEqual(expect.objectContaining({ id }));
  });

  it("a store asks another business's store, which sees it pending and accepts it", async () => {
    const { client, provider } = await pair("A");
    const asked = await ask(client, provider.store.id, { payment: "credit", discount_percentage: 10, note: " Pago quincenal " });
    expect(asked.statusCode, asked.body).toBe(201);
    const covenant = asked.json();
    expect(covenant).toMatchObject({
      business_store: { id: client.store.id, business_name: "Panadería A" },
      provider_store: { id: provider.store.id, business_name: "Mensajería A" },
      side: "client",
      status: "pending",
      is_active: true,
      settings: { payment: "credit", discount_percentage: 10, note: "Pago quincenal" },
      answered_at: null,
      cancelled_at: null,
    });

    const seen = await provider.call("GET", "/api/covenants/?status=pending&side=provider");
    expect(seen.json()).toMatchObject({ count: 1, results: [{ id: covenant.id, side: "provider", status: "pending" }] });
    expect((await client.call("PATCH", `/api/covenants/${covenant.id}/answer/`, { accepted: true })).statusCode).toBe(403);

    const accepted = await provider.call("PATCH", `/api/covenants/${covenant.id}/answer/`, { accepted: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: "accepted", is_active: true });
    expect(accepted.json().answered_at).not.toBeNull();
    const again = await provider.call("PATCH", `/api/covenants/${covenant.id}/answer/`, { accepted: false });
    expect([again.statusCode, again.json().detail]).toEqual([409, "El convenio ya fue respondido"]);
    expect((await client.call("GET", `/api/covenants/${covenant.id}/`)).json()).toMatchObject({ status: "accepted", side: "client" });
  });

  it("a refused request is no longer active, and the store may ask again", async () => {
    const { client, provider } = await pair("B");
    const covenant = (await ask(client, provider.store.id)).json();
    expect(covenant.settings).toEqual({ payment: "cash", discount_percentage: 0, note: "" });
    const duplicate = await ask(client, provider.store.id);
    expect([duplicate.statusCode, duplicate.json().detail]).toEqual([409, "Ya existe un convenio activo entre esas tiendas"]);
    const refused = await provider.call("PATCH", `/api/covenants/${covenant.id}/answer/`, { accepted: false });
    expect(refused.json()).toMatchObject({ status: "refused", is_active: false });
    expect((await ask(client, provider.store.id)).statusCode).toBe(201);
    expect((await client.call("GET", "/api/covenants/?is_active=false")).json()).toMatchObject({
      count: 1,
      results: [{ id: covenant.id }],
    });
  });

  it("refuses asking with a store that is not mine, my own business as provider, or bad settings (400 in Spanish)", async () => {
    const { client, provider } = await pair("C");
    const ownSecond = await createBusinessStore(t.db, hqId, client.user.id);
    const notMine = await client.call("POST", "/api/covenants/", { business_store_id: provider.store.id, provider_store_id: ownSecond.id });
    expect([notMine.statusCode, notMine.json().errors]).toEqual([400, [{ field: "business_store_id", message: "Tienda no encontrada" }]]);
    const self = await ask(client, ownSecond.id);
    expect(self.json().errors).toEqual([{ field: "provider_store_id", message: "Elija una tienda de otro negocio como proveedor" }]);
    const elsewhere = await createBusinessStore(t.db, (await createHeadquarter(t.db)).id);
    expect((await ask(client, elsewhere.id)).json().errors).toEqual([{ field: "provider_store_id", message: "Tienda no encontrada" }]);
    const bad = await ask(client, provider.store.id, { payment: "credit", discount_percentage: 120, note: "" });
    expect([bad.statusCode, bad.json().errors]).toEqual([
      400,
      [{ field: "settings.discount_percentage", message: "Debe estar entre 0 y 100" }],
    ]);
    expect((await client.call("GET", "/api/covenants/")).json().count).toBe(0);
  });

  it("either side changes the settings and cancels; a cancelled covenant stays cancelled and leaves its group", async () => {
    const { client, provider } = await pair("D");
    const covenant = (await ask(client, provider.store.id)).json();
    await provider.call("PATCH", `/api/covenants/${covenant.id}/answer/`, { accepted: true });
    const changed = await provider.call("PATCH", `/api/covenants/${covenant.id}/settings/`, { discount_percentage: 5 });
    expect(changed.json().settings).toEqual({ payment: "cash", discount_percentage: 5, note: "" });
    const group = (await client.call("POST", "/api/covenants/priority-groups/", { business_store_id: client.store.id })).json();
    await client.call("PATCH", `/api/covenants/priority-groups/${group.pk}/add-member/`, { covenant_id: covenant.id });

    const reactivate = await client.call("PATCH", `/api/covenants/${covenant.id}/`, { is_active: true });
    expect(reactivate.statusCode).toBe(400);
    const cancelled = await client.call("PATCH", `/api/covenants/${covenant.id}/`, { is_active: false });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "accepted", is_active: false });
    expect(await t.db.select().from(priorityGroupMembers).where(eq(priorityGroupMembers.covenantId, covenant.id))).toEqual([]);
    const twice = await provider.call("PATCH", `/api/covenants/${covenant.id}/`, { is_active: false });
    expect([twice.statusCode, twice.json().code, twice.json().detail]).toEqual([409, "ALREADY_CANCELLED", "El convenio ya está cancelado"]);
    const late = await provider.call("PATCH", `/api/covenants/${covenant.id}/settings/`, { note: "tarde" });
    expect(late.statusCode).toBe(409);
  });

  it("names the headquarter's couriers who serve it (issue 22); a courier of another headquarter is a 400 that changes nothing", async () => {
    const { client, provider } = await pair("E");
    const covenant = (await ask(client, provider.store.id)).json();
    await provider.call("PATCH", `/api/covenants/${covenant.id}/answer/`, { accepted: true });
    const ours = await createCourier(t.db, { headquarterIds: [hqId] });
    const theirs = await createCourier(t.db, { headquarterIds: [(await createHeadquarter(t.db)).id] });
    const named = await provider.call("PATCH", `/api/covenants/${covenant.id}/settings/`, { couriers: [ours.id] });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().settings).toEqual({ payment: "cash", discount_percentage: 0, note: "", couriers: [ours.id] });
    const foreign = await provider.call("PATCH", `/api/covenants/${covenant.id}/settings/`, { couriers: [ours.id, theirs.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([{ field: "couriers", message: "Colaborador no encontrado en la sucursal" }]);
    expect((await client.call("GET", `/api/covenants/${covenant.id}/`)).json().settings.couriers).toEqual([ours.id]);
  });

  it("a business outside the covenant never sees it (404)", async () => {
    const { client, provider } = await pair("E");
    const stranger = await business("Floristería E");
    const covenant = (await ask(client, provider.store.id)).json();
    expect((await stranger.call("GET", "/api/covenants/")).json().count).toBe(0);
    expect((await stranger.call("GET", `/api/covenants/${covenant.id}/`)).statusCode).toBe(404);
    expect((await stranger.call("PATCH", `/api/covenants/${covenant.id}/`, { is_active: false })).statusCode).toBe(404);
    expect((await stranger.call("PATCH", `/api/covenants/${covenant.id}/answer/`, { accepted: true })).statusCode).toBe(404);
    const providers = (await stranger.call("GET", "/api/covenants/providers/")).json().results.map((s: { id: string }) => s.id);
    expect(providers).toEqual(expect.arrayContaining([client.store.id, provider.store.id]));
    expect(providers).not.toContain(stranger.store.id);
  });
});

describe("/api/covenants/couriers/ (issue 22: the couriers a covenant may name)", () => {
  it("lists the headquarter's linked couriers by name, with only their id, name and photo; never another headquarter's", async () => {
    const here = (await createHeadquarter(t.db)).id;
    const elsewhere = (await createHeadquarter(t.db)).id;
    const luis = await createCourier(t.db, { headquarterIds: [here], firstName: "Luis", lastName: "Pardo" });
    const ana = await createCourier(t.db, { headquarterIds: [here], firstName: "Ana", lastName: "Ruiz", status: "in_disaffiliation" });
    const gone = await createCourier(t.db, { headquarterIds: [here], firstName: "Andrés", lastName: "Gil", status: "disaffiliated" });
    const theirs = await createCourier(t.db, { headquarterIds: [elsewhere], firstName: "Ana", lastName: "Mora" });
    const shop = await business("Panadería Colaboradores", here);

    const all = await shop.call("GET", "/api/covenants/couriers/");
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({
      count: 2,
      next: null,
      previous: null,
      results: [
        { uuid: ana.id, full_name: "Ana Ruiz", image_url: null },
        { uuid: luis.id, full_name: "Luis Pardo", image_url: null },
      ],
    });
    const searched = await shop.call("GET", "/api/covenants/couriers/?q=an");
    expect(searched.json().results.map((c: { full_name: string }) => c.full_name)).toEqual(["Ana Ruiz"]);
    // Read back by id (the ones a covenant names): another headquarter's and an unlinked courier stay out.
    const byId = await shop.call("GET", `/api/covenants/couriers/?id__in=${[luis.id, theirs.id, gone.id].join(",")}`);
    expect(byId.json().results).toEqual([{ uuid: luis.id, full_name: "Luis Pardo", image_url: null }]);
    const paged = await shop.call("GET", "/api/covenants/couriers/?limit=1&page=2");
    expect([paged.json().count, paged.json().results.map((c: { uuid: string }) => c.uuid)]).toEqual([2, [luis.id]]);

    const bad = await shop.call("GET", "/api/covenants/couriers/?id__in=uno,dos");
    expect([bad.statusCode, bad.json().errors]).toEqual([
      400,
      [
        { field: "id__in.0", message: "Identificador inválido" },
        { field: "id__in.1", message: "Identificador inválido" },
      ],
    ]);

    // A business of the other headquarter sees its own courier only.
    const stranger = await business("Floristería Colaboradores", elsewhere);
    expect((await stranger.call("GET", "/api/covenants/couriers/")).json().results).toEqual([
      { uuid: theirs.id, full_name: "Ana Mora", image_url: null },
    ]);
  });

  it("is the business account's: the headquarter's staff are refused (they do not edit covenants)", async () => {
    const staff = await createUser(t.db, { headquarterIds: [hqId] });
    const headers = authHeaders((await login(t.app, staff.user.username, staff.password)).access, hqId);
    const res = await t.app.inject({ method: "GET", url: "/api/covenants/couriers/", headers });
    expect([res.statusCode, res.json().code]).toEqual([403, "FORBIDDEN"]);
  });

  it("a courier named by id from another headquarter, or no longer linked, is a 400 on couriers and nothing changes", async () => {
    const { client, provider } = await pair("Colaboradores");
    const covenant = (await ask(client, provider.store.id)).json();
    await provider.call("PATCH", `/api/covenants/${covenant.id}/answer/`, { accepted: true });
    const ours = await createCourier(t.db, { headquarterIds: [hqId] });
    const gone = await createCourier(t.db, { headquarterIds: [hqId], status: "disaffiliated" });
    const theirs = await createCourier(t.db, { headquarterIds: [(await createHeadquarter(t.db)).id] });
    expect((await client.call("PATCH", `/api/covenants/${covenant.id}/settings/`, { couriers: [ours.id] })).statusCode).toBe(200);
    for (const stranger of [theirs, gone]) {
      const refused = await client.call("PATCH", `/api/covenants/${covenant.id}/settings/`, { couriers: [ours.id, stranger.id] });
      expect([refused.statusCode, refused.json().errors]).toEqual([
        400,
        [{ field: "couriers", message: "Colaborador no encontrado en la sucursal" }],
      ]);
    }
    const tooMany = Array.from({ length: 51 }, () => randomUUID());
    const over = await client.call("PATCH", `/api/covenants/${covenant.id}/settings/`, { couriers: tooMany });
    expect([over.statusCode, over.json().errors]).toEqual([400, [{ field: "couriers", message: "Máximo 50 colaboradores" }]]);
    expect((await provider.call("GET", `/api/covenants/${covenant.id}/`)).json().settings.couriers).toEqual([ours.id]);
  });
});

describe("/api/covenants/priority-groups/ (spec §7)", () => {
  it("creates groups in order, adds an accepted covenant, disables a member and deletes a group", async () => {
    const { client, provider } = await pair("F");
    const pending = (await ask(client, provider.store.id)).json();
    const first = await client.call("POST", "/api/covenants/priority-groups/", { business_store_id: client.store.id });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ pk: first.json().pk, business_store_id: client.store.id, priority: 1, members: [] });
    const second = (await client.call("POST", "/api/covenants/priority-groups/", { business_store_id: client.store.id })).json();
    expect(second.priority).toBe(2);

    const early = await client.call("PATCH", `/api/covenants/priority-groups/${second.pk}/add-member/`, { covenant_id: pending.id });
    expect([early.statusCode, early.json().detail]).toEqual([409, "Solo un convenio aceptado y activo puede ser miembro de un grupo"]);
    await provider.call("PATCH", `/api/covenants/${pending.id}/answer/`, { accepted: true });
    const added = await client.call("PATCH", `/api/covenants/priority-groups/${second.pk}/add-member/`, { covenant_id: pending.id });
    expect(added.statusCode, added.body).toBe(200);
    const member = added.json().members[0];
    expect(added.json().members).toEqual([
      {
        pk: member.pk,
        covenant_id: pending.id,
        provider_store: { id: provider.store.id, name: member.provider_store.name, business_name: "Mensajería F" },
        is_enabled_by_store: true,
      },
    ]);
    const twice = await client.call("PATCH", `/api/covenants/priority-groups/${first.json().pk}/add-member/`, { covenant_id: pending.id });
    expect([twice.statusCode, twice.json().detail]).toEqual([409, "El convenio ya es miembro de un grupo de la tienda"]);

    const disabled = await client.call("PATCH", `/api/covenants/priority-groups-members/${member.pk}/`, { is_enabled_by_store: false });
    expect(disabled.json()).toMatchObject({ pk: member.pk, is_enabled_by_store: false });
    const moved = await client.call("PATCH", `/api/covenants/priority-groups/${second.pk}/`, { priority: 1 });
    expect(moved.json()).toMatchObject({ priority: 1, members: [{ pk: member.pk, is_enabled_by_store: false }] });

    // The group it took the place of moves down one: the order stays 1, 2.
    const listed = await client.call("GET", `/api/covenants/priority-groups/?with_members=true&business_store=${client.store.id}`);
    expect(
      listed.json().results.map((g: { pk: string; priority: number; members: unknown[] }) => [g.pk, g.priority, g.members.length]),
    ).toEqual([
      [second.pk, 1, 1],
      [first.json().pk, 2, 0],
    ]);
    const bare = await client.call("GET", "/api/covenants/priority-groups/");
    expect(bare.json().results.map((g: { members: unknown[] }) => g.members.length)).toEqual([0, 0]);

    const third = (await client.call("POST", "/api/covenants/priority-groups/", { business_store_id: client.store.id })).json();
    expect(third.priority).toBe(3);
    const past = await client.call("PATCH", `/api/covenants/priority-groups/${second.pk}/`, { priority: 7 });
    expect(past.json().priority).toBe(3);

    // Deleted, the groups after it move up.
    expect((await client.call("DELETE", `/api/covenants/priority-groups/${first.json().pk}/`)).statusCode).toBe(204);
    const left = (await client.call("GET", "/api/covenants/priority-groups/")).json();
    expect(left.results.map((g: { pk: string; priority: number }) => [g.pk, g.priority])).toEqual([
      [third.pk, 1],
      [second.pk, 2],
    ]);
  });

  it("refuses the provider's covenant in the client's group, and another business's group or member (404)", async () => {
    const { client, provider } = await pair("G");
    const covenant = (await ask(client, provider.store.id)).json();
    await provider.call("PATCH", `/api/covenants/${covenant.id}/answer/`, { accepted: true });
    const providerGroup = (await provider.call("POST", "/api/covenants/priority-groups/", { business_store_id: provider.store.id })).json();
    const wrong = await provider.call("PATCH", `/api/covenants/priority-groups/${providerGroup.pk}/add-member/`, {
      covenant_id: covenant.id,
    });
    expect([wrong.statusCode, wrong.json().errors]).toEqual([
      400,
      [{ field: "covenant_id", message: "El convenio no es de la tienda del grupo" }],
    ]);
    const notMine = await provider.call("POST", "/api/covenants/priority-groups/", { business_store_id: client.store.id });
    expect(notMine.json().errors).toEqual([{ field: "business_store_id", message: "Tienda no encontrada" }]);

    const group = (await client.call("POST", "/api/covenants/priority-groups/", { business_store_id: client.store.id })).json();
    const member = (
      await client.call("PATCH", `/api/covenants/priority-groups/${group.pk}/add-member/`, { covenant_id: covenant.id })
    ).json().members[0];
    expect((await provider.call("PATCH", `/api/covenants/priority-groups/${group.pk}/`, { priority: 3 })).statusCode).toBe(404);
    expect((await provider.call("DELETE", `/api/covenants/priority-groups/${group.pk}/`)).statusCode).toBe(404);
    expect(
      (await provider.call("PATCH", `/api/covenants/priority-groups-members/${member.pk}/`, { is_enabled_by_store: false })).statusCode,
    ).toBe(404);
    expect(
      (await client.call("GET", "/api/covenants/priority-groups/?with_members=true")).json().results[0].members[0].is_enabled_by_store,
    ).toBe(true);
  });
});
