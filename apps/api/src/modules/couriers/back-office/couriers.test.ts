import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { affiliations, messengerLocations, messengerPayments, messengers, motorcycles, users } from "../../../db/schema/index.js";
import { createCourier, openBalance } from "../../../test/courier-factories.js";
import { createCompany, twoHeadquarters } from "../../../test/factories.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";

const BACK_OFFICE = [
  "view_messenger_active_menu",
  "view_messenger_in_disaffiliation_menu",
  "view_messenger_delete_menu",
  "change_messenger",
];

let t: TestApp;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
});
afterAll(() => t?.close());

/** Two headquarters of one company and an operator of both (X-Headquarter chooses). */
async function setup(permissions = BACK_OFFICE) {
  const s = await twoHeadquarters(t, companyId, permissions, { firstName: "Olga", lastName: "Operadora" });
  const call = (method: "GET" | "PATCH" | "POST", url: string, hq = s.a, payload?: object) =>
    t.app.inject({ method, url, headers: s.in(hq), ...(payload && { payload }) });
  return { a: s.a, b: s.b, call };
}

let serial = 0;
type Standing = { status?: "affiliated" | "in_disaffiliation" | "disaffiliated"; online?: boolean; balance?: number };

/** A courier (createCourier) with its own standing in each headquarter: status, online and balance. */
async function courier(spec: { firstName?: string; lastName?: string; in: Record<string, Standing> }) {
  serial += 1;
  const created = await createCourier(t.db, {
    headquarterIds: Object.keys(spec.in),
    firstName: spec.firstName,
    lastName: spec.lastName ?? `Número ${serial}`,
    nuip: `10${serial}`,
    phoneNumber: "+573001112233",
  });
  await t.db.update(messengers).set({ rating: 4.7, ratingCounter: 12 }).where(eq(messengers.id, created.id));
  for (const [headquarterId, standing] of Object.entries(spec.in)) {
    await t.db
      .update(affiliations)
      .set({
        status: standing.status ?? "affiliated",
        isOnline: standing.online ?? false,
        affiliatedAt: null,
      })
      .where(and(eq(affiliations.messengerId, created.id), eq(affiliations.headquarterId, headquarterId)));
    await openBalance(t.db, headquarterId, created.id, standing.balance ?? 0);
  }
  return { id: created.id, userId: created.user.id, username: created.user.username, nuip: created.messenger.nuip };
}

const names = (body: { results: { full_name: string }[] }) => body.results.map((r) => r.full_name);

describe("the courier lists (spec §7 Messengers, §2.2)", () => {
  it("lists each affiliation status at its own path, online first, 10 a page, only this headquarter's", async () => {
    const s = await setup();
    for (let i = 0; i < 11; i += 1) await courier({ firstName: `Activo${String(i).padStart(2, "0")}`, in: { [s.a]: { online: i === 7 } } });
    await courier({ firstName: "Saliendo", lastName: "Pérez", in: { [s.a]: { status: "in_disaffiliation" } } });
    await courier({ firstName: "Ido", lastName: "Gómez", in: { [s.a]: { status: "disaffiliated" } } });
    await courier({ firstName: "Ajeno", lastName: "Ruiz", in: { [s.b]: {} } });

    const first = await s.call("GET", "/api/users/messengers/affiliated/");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ count: 11, previous: null, next: "/api/users/messengers/affiliated/?limit=10&offset=10" });
    expect(first.json().results).toHaveLength(10);
    expect(first.json().results[0]).toMatchObject({ first_name: "Activo07", status: "Conectado", affiliation_status: "affiliated" });
    expect(first.json().results[1]).toMatchObject({ first_name: "Activo00", status: "Desconectado" });
    const pastTheEnd = await s.call("GET", "/api/users/messengers/affiliated/?limit=10&offset=20");
    expect(pastTheEnd.json()).toEqual({
      count: 11,
      count_capped: false,
      next: null,
      previous: "/api/users/messengers/affiliated/?limit=10&offset=10",
      results: [],
    });
    expect(names((await s.call("GET", "/api/users/messengers/in-disaffiliation/")).json())).toEqual(["Saliendo Pérez"]);
    expect(names((await s.call("GET", "/api/users/messengers/disaffiliated/")).json())).toEqual(["Ido Gómez"]);
    expect(names((await s.call("GET", "/api/users/messengers/affiliated/", s.b)).json())).toEqual(["Ajeno Ruiz"]);
  });

  it("connected lists the linked couriers online in this headquarter", async () => {
    const s = await setup([...BACK_OFFICE, "view_desktop_menu"]);
    await courier({ firstName: "Prendido", lastName: "Uno", in: { [s.a]: { online: true }, [s.b]: {} } });
    await courier({ firstName: "Prendido", lastName: "Allá", in: { [s.a]: {}, [s.b]: { online: true } } });
    await courier({ firstName: "Apagado", lastName: "Dos", in: { [s.a]: {} } });
    await courier({ firstName: "Ido", lastName: "Prendido", in: { [s.a]: { status: "disaffiliated", online: true } } });
    await courier({ firstName: "Saliendo", lastName: "Prendido", in: { [s.a]: { status: "in_disaffiliation", online: true } } });
    expect(names((await s.call("GET", "/api/users/messengers/connected/")).json())).toEqual(["Prendido Uno", "Saliendo Prendido"]);
  });

  it("searches by name, username, nuip or phone", async () => {
    const s = await setup();
    const yeison = await courier({ firstName: "Yeison", lastName: "Úsuga Patiño", in: { [s.a]: {} } });
    await courier({ firstName: "Otro", lastName: "Más", in: { [s.a]: {} } });
    expect(names((await s.call("GET", "/api/users/messengers/affiliated/?q=yeison%20%C3%BAsuga")).json())).toEqual(["Yeison Úsuga Patiño"]);
    expect(names((await s.call("GET", `/api/users/messengers/affiliated/?q=${yeison.username}`)).json())).toEqual(["Yeison Úsuga Patiño"]);
    expect(names((await s.call("GET", `/api/users/messengers/affiliated/?q=${yeison.nuip}`)).json())).toEqual(["Yeison Úsuga Patiño"]);
    expect((await s.call("GET", "/api/users/messengers/affiliated/?q=3001112233")).json().count).toBe(2);
    expect((await s.call("GET", "/api/users/messengers/affiliated/?q=zzz")).json()).toMatchObject({ count: 0, results: [] });
  });

  it("searches without minding case or accents, by part of a name, and never finds another headquarter's couriers", async () => {
    const s = await setup();
    await courier({ firstName: "Ramón", lastName: "Ramírez Ñañez", in: { [s.a]: {} } });
    await courier({ firstName: "SOFÍA", lastName: "díaz", in: { [s.a]: { online: true } } });
    await courier({ firstName: "Ramiro", lastName: "Ramírez Allá", in: { [s.b]: {} } });
    const found = async (q: string) => names((await s.call("GET", `/api/users/messengers/affiliated/?q=${encodeURIComponent(q)}`)).json());
    expect(await found("ramirez")).toEqual(["Ramón Ramírez Ñañez"]);
    expect(await found("RAMÍREZ ñañ")).toEqual(["Ramón Ramírez Ñañez"]);
    expect(await found("nanez")).toEqual(["Ramón Ramírez Ñañez"]);
    expect(await found("sofia diaz")).toEqual(["SOFÍA díaz"]);
    expect(await found("Ía D")).toEqual(["SOFÍA díaz"]);
    expect(await found("ram")).toEqual(["Ramón Ramírez Ñañez"]);
    expect(await found("allá")).toEqual([]);
    expect(await found("100%")).toEqual([]);
  });

  it("finds a courier by their new name, document and phone once changed", async () => {
    const s = await setup();
    const c = await courier({ firstName: "Antes", lastName: "Viejo", in: { [s.a]: {}, [s.b]: {} } });
    const patched = await s.call("PATCH", `/api/users/messengers/${c.id}/`, s.a, {
      first_name: "Después",
      last_name: "Nuevo",
      phone_number: "310 555 9876",
      nuip: "77665544",
    });
    expect(patched.statusCode).toBe(200);
    const found = async (q: string, hq: string) => names((await s.call("GET", `/api/users/messengers/affiliated/?q=${q}`, hq)).json());
    expect(await found("antes", s.a)).toEqual([]);
    expect(await found("despues%20nuevo", s.a)).toEqual(["Después Nuevo"]);
    expect(await found("despues", s.b)).toEqual(["Después Nuevo"]);
    expect(await found("3105559876", s.a)).toEqual(["Después Nuevo"]);
    expect(await found("77665544", s.b)).toEqual(["Después Nuevo"]);
  });

  it("counts a long list up to 1,000 past the page and says there are more (count_capped)", async () => {
    const s = await setup();
    await t.db.execute(sql`
      with u as (
        insert into users (company_id, kind, username, email, password_hash, first_name, last_name)
        select null, 'messenger', 'tope_' || g || '_' || ${s.a}, 'tope_' || g || '_' || ${s.a} || '@despacho.test', '!', 'Tope', 'Número ' || g
        from generate_series(1, 1012) g
        returning id
      ),
      m as (insert into messengers (user_id) select id from u returning id)
      insert into affiliations (messenger_id, headquarter_id, status) select m.id, ${s.a}::uuid, 'affiliated' from m`);
    const first = (await s.call("GET", "/api/users/messengers/affiliated/?q=tope")).json();
    expect(first).toMatchObject({ count: 1000, count_capped: true, next: "/api/users/messengers/affiliated/?q=tope&limit=10&offset=10" });
    expect(names(first)).toHaveLength(10);
    const deeper = (await s.call("GET", "/api/users/messengers/affiliated/?q=tope&offset=10")).json();
    expect(deeper).toMatchObject({ count: 1010, count_capped: true });
    const last = (await s.call("GET", "/api/users/messengers/affiliated/?q=tope&offset=1010")).json();
    expect(last).toMatchObject({ count: 1012, count_capped: false, next: null });
    expect(names(last)).toHaveLength(2);
    expect((await s.call("GET", "/api/users/messengers/affiliated/?q=tope", s.b)).json()).toMatchObject({ count: 0, count_capped: false });
  });

  it("each list asks for the permission of its screen (403)", async () => {
    const s = await setup(["view_messenger_active_menu"]);
    expect((await s.call("GET", "/api/users/messengers/affiliated/")).statusCode).toBe(200);
    expect((await s.call("GET", "/api/users/messengers/in-disaffiliation/")).statusCode).toBe(403);
    expect((await s.call("GET", "/api/users/messengers/disaffiliated/")).statusCode).toBe(403);
  });
});

describe("GET and PATCH /api/users/messengers/{id}/", () => {
  it("answers the courier with its affiliation and configuration (spec §3 Messenger)", async () => {
    const s = await setup();
    const c = await courier({ firstName: "Yeison", lastName: "Úsuga", in: { [s.a]: { online: true, balance: 45000 } } });
    const res = await s.call("GET", `/api/users/messengers/${c.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uuid: c.id,
      first_name: "Yeison",
      last_name: "Úsuga",
      full_name: "Yeison Úsuga",
      image_url: null,
      avatar: "YÚ",
      status: "Conectado",
      rating: 4.7,
      rating_counter: 12,
      username: c.username,
      nuip: expect.stringMatching(/^10\d+$/),
      phone_number: "+573001112233",
      email: `${c.username}@despacho.test`,
      address: null,
      affiliation_status: "affiliated",
      affiliated_at: null,
      disaffiliated_at: null,
      configuration: { payroll_paid: false, balance: 45000 },
    });
  });

  it("a courier affiliated only with another headquarter is 404, to read and to change", async () => {
    const s = await setup();
    const other = await courier({ in: { [s.b]: {} } });
    expect((await s.call("GET", `/api/users/messengers/${other.id}/`)).statusCode).toBe(404);
    expect((await s.call("PATCH", `/api/users/messengers/${other.id}/`, s.a, { first_name: "Nadie" })).statusCode).toBe(404);
    expect((await s.call("GET", `/api/users/messengers/${other.id}/`, s.b)).statusCode).toBe(200);
    // The routes that check the affiliation alone (ensureCourierIn).
    const only = async (headquarter: string) => {
      const statuses = [];
      for (const part of ["track", "locations", "motorcycles", "payments"])
        statuses.push((await s.call("GET", `/api/users/messengers/${other.id}/${part}/`, headquarter)).statusCode);
      return statuses;
    };
    expect(await only(s.a)).toEqual([404, 404, 404, 404]);
    expect(await only(s.b)).toEqual([200, 200, 200, 200]);
  });

  it("changes the personal data per the §5 rules (phone stored E.164)", async () => {
    const s = await setup();
    const c = await courier({ in: { [s.a]: {} } });
    const res = await s.call("PATCH", `/api/users/messengers/${c.id}/`, s.a, {
      first_name: "Ana",
      last_name: "Ríos",
      phone_number: "310 555 1234",
      address: "Cra 7 # 72-10",
      nuip: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ full_name: "Ana Ríos", phone_number: "+573105551234", address: "Cra 7 # 72-10", nuip: null });
    const [user] = await t.db.select().from(users).where(eq(users.id, c.userId));
    expect([user.firstName, user.lastName]).toEqual(["Ana", "Ríos"]);
  });

  it("refuses bad data in Spanish and changes nothing (400)", async () => {
    const s = await setup();
    const c = await courier({ firstName: "Intacto", in: { [s.a]: {} } });
    const res = await s.call("PATCH", `/api/users/messengers/${c.id}/`, s.a, { first_name: "x".repeat(31), email: "no-es-correo" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "first_name", message: "Máximo 30 caracteres" },
      { field: "email", message: "Formato de email no válido" },
    ]);
    expect((await s.call("GET", `/api/users/messengers/${c.id}/`)).json().first_name).toBe("Intacto");
  });

  it("refuses a username another account has (409) and needs change_messenger (403)", async () => {
    const s = await setup();
    const c = await courier({ in: { [s.a]: {} } });
    const taken = await courier({ in: { [s.b]: {} } });
    const res = await s.call("PATCH", `/api/users/messengers/${c.id}/`, s.a, { username: taken.username });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "DUPLICATE_NAME",
      errors: [{ field: "username", message: "Ya existe un usuario con ese nombre de usuario" }],
    });
    const reader = await setup(["view_messenger_active_menu"]);
    const mine = await courier({ in: { [reader.a]: {} } });
    expect((await reader.call("PATCH", `/api/users/messengers/${mine.id}/`, reader.a, { first_name: "Ana" })).statusCode).toBe(403);
  });
});

describe("settings and payments", () => {
  it("PATCH settings sets payroll_paid of this headquarter only, and never the balance (the ledger's sum)", async () => {
    const s = await setup();
    const c = await courier({ in: { [s.a]: { balance: 1000 }, [s.b]: { balance: 7000 } } });
    const res = await s.call("PATCH", `/api/users/messengers/${c.id}/settings/`, s.a, { payroll_paid: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().configuration).toEqual({ payroll_paid: true, balance: 1000 });
    expect((await s.call("GET", `/api/users/messengers/${c.id}/`, s.b)).json().configuration).toEqual({
      payroll_paid: false,
      balance: 7000,
    });
    const refused = await s.call("PATCH", `/api/users/messengers/${c.id}/settings/`, s.a, { payroll_paid: false, balance: 52000 });
    expect(refused.statusCode).toBe(400);
    expect((await s.call("GET", `/api/users/messengers/${c.id}/`, s.a)).json().configuration).toEqual({
      payroll_paid: true,
      balance: 1000,
    });
  });

  it("a payment is kept in the history and lowers the balance", async () => {
    const s = await setup();
    const c = await courier({ in: { [s.a]: { balance: 80000 } } });
    const paid = await s.call("POST", `/api/users/messengers/${c.id}/payment/`, s.a, {
      amount: 30000,
      method: "transfer",
      note: "Quincena",
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toEqual({
      id: expect.any(String),
      amount: 30000,
      method: "transfer",
      note: "Quincena",
      created_at: expect.any(String),
      created_by: "Olga Operadora",
      balance: 50000,
    });
    await s.call("POST", `/api/users/messengers/${c.id}/payment/`, s.a, { amount: 5000, method: "cash" });
    expect((await s.call("GET", `/api/users/messengers/${c.id}/`)).json().configuration.balance).toBe(45000);
    const history = (await s.call("GET", `/api/users/messengers/${c.id}/payments/`)).json();
    expect(history.count).toBe(2);
    expect(history.results.map((p: { amount: number; method: string }) => [p.amount, p.method])).toEqual([
      [5000, "cash"],
      [30000, "transfer"],
    ]);
  });

  it("refuses a payment above the balance and records nothing (409)", async () => {
    const s = await setup();
    const c = await courier({ in: { [s.a]: { balance: 10000 } } });
    const res = await s.call("POST", `/api/users/messengers/${c.id}/payment/`, s.a, { amount: 10001, method: "cash" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "CONFLICT", detail: "El pago no puede superar el saldo del colaborador" });
    expect(await t.db.select().from(messengerPayments).where(eq(messengerPayments.messengerId, c.id))).toEqual([]);
    const [row] = await t.db
      .select()
      .from(affiliations)
      .where(and(eq(affiliations.messengerId, c.id), eq(affiliations.headquarterId, s.a)));
    expect(row.balance).toBe(10000);
    const zero = await s.call("POST", `/api/users/messengers/${c.id}/payment/`, s.a, { amount: 0, method: "cash" });
    expect(zero.json().errors).toEqual([{ field: "amount", message: "El valor debe ser mayor a 0" }]);
  });
});

describe("motorcycles and locations", () => {
  it("lists the courier's motorcycles, verified first", async () => {
    const s = await setup();
    const c = await courier({ in: { [s.a]: {} } });
    await t.db.insert(motorcycles).values([
      { messengerId: c.id, licensePlate: `AAA${serial}1`, brand: "Yamaha", model: "2020", verified: false },
      { messengerId: c.id, licensePlate: `ZZZ${serial}2`, brand: "AKT", model: "2023", cylindrical: 125, verified: true },
    ]);
    const res = await s.call("GET", `/api/users/messengers/${c.id}/motorcycles/`);
    expect(res.statusCode).toBe(200);
    expect(
      res.json().map((m: { brand: string; verified: boolean; cylindrical: number | null }) => [m.brand, m.verified, m.cylindrical]),
    ).toEqual([
      ["AKT", true, 125],
      ["Yamaha", false, null],
    ]);
  });

  it("pages the points of a range, sorted either way, with the distance over the whole range (SQL)", async () => {
    const s = await setup();
    const c = await courier({ in: { [s.a]: {} } });
    // Four points 0.01° of latitude apart (1.112 km each) between 08:00 and 08:03 Bogotá, one the day before.
    await t.db.insert(messengerLocations).values([
      ...[4.6, 4.61, 4.62, 4.63].map((latitude, i) => ({
        messengerId: c.id,
        latitude,
        longitude: -74.08,
        coordinatesCreatedAt: new Date(`2026-11-20T08:0${i}:00-05:00`),
      })),
      { messengerId: c.id, latitude: 5, longitude: -74, coordinatesCreatedAt: new Date("2026-11-19T23:00:00-05:00") },
    ]);
    const range = "from=2026-11-20T00:00:00-05:00&to=2026-11-20T23:59:59-05:00";
    const newest = (await s.call("GET", `/api/users/messengers/${c.id}/locations/?${range}&limit=2`)).json();
    expect(newest).toMatchObject({
      count: 4,
      totalDistanceTraveled: 3.336,
      from: "2026-11-20T05:00:00.000Z",
      to: "2026-11-21T04:59:59.000Z",
    });
    expect(newest.results.map((p: { coordinates_created_at: string }) => p.coordinates_created_at)).toEqual([
      "2026-11-20T13:03:00.000Z",
      "2026-11-20T13:02:00.000Z",
    ]);
    const oldest = (await s.call("GET", `/api/users/messengers/${c.id}/locations/?${range}&sort=1&limit=2`)).json();
    expect(oldest.results.map((p: { latitude: number }) => p.latitude)).toEqual([4.6, 4.61]);
    expect((await s.call("GET", `/api/users/messengers/${c.id}/locations/?sort=up`)).statusCode).toBe(400);
  });

  it("counts a point that arrives late between the two it was taken between", async () => {
    const s = await setup();
    const c = await courier({ in: { [s.a]: {} } });
    const point = (latitude: number, longitude: number, minute: number) => ({
      messengerId: c.id,
      latitude,
      longitude,
      coordinatesCreatedAt: new Date(`2026-11-20T08:0${minute}:00-05:00`),
    });
    const distance = async (from: string) =>
      (await s.call("GET", `/api/users/messengers/${c.id}/track/?from=${from}&to=2026-11-20T09:00:00-05:00`)).json().totalDistanceTraveled;
    // One insert a report, as the phone sends them.
    for (const p of [point(4.6, -74.08, 0), point(4.62, -74.08, 2), point(4.63, -74.08, 3)])
      await t.db.insert(messengerLocations).values(p);
    expect(await distance("2026-11-20T08:00:00-05:00")).toBe(3.336);
    // The phone was offline at 08:01: that point comes last, off the straight line.
    await t.db.insert(messengerLocations).values(point(4.61, -74.07, 1));
    expect(await distance("2026-11-20T08:00:00-05:00")).toBe(4.252);
    expect(await distance("2026-11-20T08:01:00-05:00")).toBe(2.682);
    expect(await distance("2026-11-20T08:02:00-05:00")).toBe(1.112);
  });

  it("gives a point that arrives late in a track already read, and the same track again to the next caller", async () => {
    const s = await setup();
    const c = await courier({ in: { [s.a]: {} } });
    const point = (latitude: number, minute: number) => ({
      messengerId: c.id,
      latitude,
      longitude: -74.08,
      coordinatesCreatedAt: new Date(`2026-11-20T08:0${minute}:00-05:00`),
    });
    const track = async () =>
      (await s.call("GET", `/api/users/messengers/${c.id}/track/?from=2026-11-20T08:00:00-05:00&to=2026-11-20T09:00:00-05:00`)).json();
    await t.db.insert(messengerLocations).values([point(4.6, 0), point(4.62, 2)]);
    const first = await track();
    expect(first.points).toEqual([
      [4.6, -74.08, Date.UTC(2026, 10, 20, 13, 0), 0],
      [4.62, -74.08, Date.UTC(2026, 10, 20, 13, 2), 0],
    ]);
    expect(await track()).toEqual(first);
    // The phone was offline at 08:01: that point comes after the range was read.
    await t.db.insert(messengerLocations).values(point(4.61, 1));
    expect(await track()).toMatchObject({
      total: 3,
      points: [
        [4.6, -74.08, Date.UTC(2026, 10, 20, 13, 0), 0],
        [4.61, -74.08, Date.UTC(2026, 10, 20, 13, 1), 0],
        [4.62, -74.08, Date.UTC(2026, 10, 20, 13, 2), 0],
      ],
    });
  });

  it("adds the whole hours inside a range and the points of its partial hours, not those around it", async () => {
    const s = await setup();
    const c = await courier({ in: { [s.a]: {} } });
    // 07:50 and 09:40 are outside 07:52–09:30; 08:00–09:00 is its one whole hour.
    const taken = [
      ["07:50", 4.6],
      ["07:55", 4.61],
      ["08:10", 4.63],
      ["08:50", 4.66],
      ["09:05", 4.7],
      ["09:20", 4.75],
      ["09:40", 4.81],
    ] as const;
    for (const [time, latitude] of taken)
      await t.db
        .insert(messengerLocations)
        .values({ messengerId: c.id, latitude, longitude: -74.08, coordinatesCreatedAt: new Date(`2026-11-20T${time}:00-05:00`) });
    const range = "from=2026-11-20T07:52:00-05:00&to=2026-11-20T09:30:00-05:00";
    // Four legs: 0.02° + 0.03° + 0.04° + 0.05° of latitude.
    expect((await s.call("GET", `/api/users/messengers/${c.id}/track/?${range}`)).json()).toMatchObject({
      total: 5,
      totalDistanceTraveled: 15.567,
    });
    expect((await s.call("GET", `/api/users/messengers/${c.id}/locations/?${range}`)).json()).toMatchObject({
      count: 5,
      totalDistanceTraveled: 15.567,
    });
  });

  it("gives the day's route oldest first for playback, every point up to 5,000 and beyond the first of each cell of time, the range's ends and the fake ones", async () => {
    const s = await setup();
    const c = await courier({ in: { [s.a]: {} } });
    await t.db.insert(messengerLocations).values([
      { messengerId: c.id, latitude: 4.6, longitude: -74.08, coordinatesCreatedAt: new Date("2026-11-20T08:00:00-05:00") },
      {
        messengerId: c.id,
        latitude: 4.61,
        longitude: -74.08,
        coordinatesCreatedAt: new Date("2026-11-20T08:01:00-05:00"),
        usingFakeLocation: true,
      },
      { messengerId: c.id, latitude: 5, longitude: -74, coordinatesCreatedAt: new Date("2026-11-19T23:00:00-05:00") },
    ]);
    const range = "from=2026-11-20T00:00:00-05:00&to=2026-11-20T23:59:59-05:00";
    const res = await s.call("GET", `/api/users/messengers/${c.id}/track/?${range}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      from: "2026-11-20T05:00:00.000Z",
      to: "2026-11-21T04:59:59.000Z",
      total: 2,
      sliceMs: 0,
      totalDistanceTraveled: 1.112,
      points: [
        [4.6, -74.08, Date.UTC(2026, 10, 20, 13, 0), 0],
        [4.61, -74.08, Date.UTC(2026, 10, 20, 13, 1), 1],
      ],
    });

    // 12,001 points, one a second from 09:00 (a second of 1970's count divisible by 32), going north, then east from
    // 6,000 s, the one at 7,001 s reported fake; asked from 2 s to 11,999 s: 11,998 points over 11,997 s. Cells of 2 s
    // would be 5,999 of them (over 5,000 less the two ends), cells of 4 s are 3,000: the first point of each (every
    // fourth second from 4 s to 11,996 s), the range's first point (2 s, second of its cell), its last (11,999 s, last
    // of its cell) and the fake one (7,001 s, second of its cell).
    const start = Date.parse("2026-11-20T09:00:00-05:00");
    const many = Array.from({ length: 12_001 }, (_, i) => ({
      messengerId: c.id,
      latitude: 4.7 + Math.min(i, 6_000) * 0.00001,
      longitude: -74.1 + Math.max(0, i - 6_000) * 0.00001,
      coordinatesCreatedAt: new Date(start + i * 1000),
      usingFakeLocation: i === 7_001,
    }));
    for (let i = 0; i < many.length; i += 4_000) await t.db.insert(messengerLocations).values(many.slice(i, i + 4_000));
    const day = (
      await s.call("GET", `/api/users/messengers/${c.id}/track/?from=2026-11-20T09:00:02-05:00&to=2026-11-20T12:19:59-05:00`)
    ).json();
    // The i-th point as a track gives it.
    const nth = (i: number) => [many[i].latitude, many[i].longitude, start + i * 1000, i === 7_001 ? 1 : 0];
    expect([day.total, day.sliceMs, day.points.length]).toEqual([11_998, 4_000, 3_002]);
    expect(day.points.slice(0, 3)).toEqual([2, 4, 8].map(nth));
    // Around the turn at 6,000 s, which is the first of its cell.
    const aroundTurn = day.points.filter((p: number[]) => p[2] >= start + 5_995_000 && p[2] <= start + 6_005_000);
    expect(aroundTurn).toEqual([5_996, 6_000, 6_004].map(nth));
    expect(day.points.filter((p: number[]) => p[3] === 1)).toEqual([nth(7_001)]);
    expect(day.points.filter((p: number[]) => p[2] >= start + 7_000_000 && p[2] <= start + 7_004_000)).toEqual(
      [7_000, 7_001, 7_004].map(nth),
    );
    expect(day.points.slice(-2)).toEqual([11_996, 11_999].map(nth));
    const backwards = await s.call(
      "GET",
      `/api/users/messengers/${c.id}/track/?from=2026-11-21T00:00:00-05:00&to=2026-11-20T00:00:00-05:00`,
    );
    expect([backwards.statusCode, backwards.json().errors]).toEqual([
      400,
      [{ field: "from", message: "La fecha inicial debe ser anterior a la final" }],
    ]);
  });

  it("gives each point of a sampled track once when the last or a fake point is also the first of its cell", async () => {
    const s = await setup();
    const c = await courier({ in: { [s.a]: {} } });
    // 6,000 points one a second from 09:00 (those at 33 s and 34 s reported fake), and a last one at 40,000 s, fake.
    // Over 40,000 s, cells of 8 s would be 5,001 of them (over 5,000 less the two ends); cells of 16 s are 2,501, read
    // from the cells index: the first points of the 375 cells from 0 s to 5,999 s (33 s and 34 s are not), the last point
    // (first of its cell, and fake), and the fake ones at 33 s and 34 s.
    const start = Date.parse("2026-11-20T09:00:00-05:00");
    const seconds = [...Array.from({ length: 6_000 }, (_, i) => i), 40_000];
    const fake = (second: number) => second === 33 || second === 34 || second === 40_000;
    const many = seconds.map((second) => ({
      messengerId: c.id,
      latitude: 4.7 + second * 0.00001,
      longitude: -74.1,
      coordinatesCreatedAt: new Date(start + second * 1000),
      usingFakeLocation: fake(second),
    }));
    for (let i = 0; i < many.length; i += 3_000) await t.db.insert(messengerLocations).values(many.slice(i, i + 3_000));
    const day = (
      await s.call("GET", `/api/users/messengers/${c.id}/track/?from=2026-11-20T09:00:00-05:00&to=2026-11-20T23:00:00-05:00`)
    ).json();
    // The point at `second` as a track gives it.
    const at = (second: number) => [4.7 + second * 0.00001, -74.1, start + second * 1000, fake(second) ? 1 : 0];
    expect([day.total, day.sliceMs, day.points.length]).toEqual([6_001, 16_000, 378]);
    expect(day.points.slice(0, 7)).toEqual([0, 16, 32, 33, 34, 48, 64].map(at));
    expect(day.points.filter((p: number[]) => p[3] === 1)).toEqual([33, 34, 40_000].map(at));
    expect(day.points.slice(-3)).toEqual([5_968, 5_984, 40_000].map(at));
  });

  it("takes the smallest cells that keep at most 5,000 points with the range's two ends", async () => {
    const s = await setup();
    const c = await courier({ in: { [s.a]: {} } });
    // One point a second from 09:00 (a second divisible by 32). Up to 9,994 s, cells of 2 s are 4,998: with the two
    // ends, 5,000 points. Up to 9,996 s they are 4,999, one too many: cells of 4 s.
    const start = Date.parse("2026-11-20T09:00:00-05:00");
    const many = Array.from({ length: 9_997 }, (_, i) => ({
      messengerId: c.id,
      latitude: 4.7 + i * 0.00001,
      longitude: -74.1,
      coordinatesCreatedAt: new Date(start + i * 1000),
    }));
    for (let i = 0; i < many.length; i += 4_000) await t.db.insert(messengerLocations).values(many.slice(i, i + 4_000));
    const upTo = async (second: number) => {
      const to = new Date(start + second * 1000).toISOString();
      const track = (await s.call("GET", `/api/users/messengers/${c.id}/track/?from=2026-11-20T09:00:00-05:00&to=${to}`)).json();
      return [track.total, track.sliceMs, track.points.length];
    };
    expect(await upTo(9_994)).toEqual([9_995, 2_000, 4_998]);
    expect(await upTo(9_996)).toEqual([9_997, 4_000, 2_500]);
  });

  it("defaults to midnight today until now in Bogotá", async () => {
    const s = await setup();
    const c = await courier({ in: { [s.a]: {} } });
    await t.db.insert(messengerLocations).values([
      { messengerId: c.id, latitude: 4.6, longitude: -74.08, coordinatesCreatedAt: new Date(Date.now() - 1000) },
      { messengerId: c.id, latitude: 4.7, longitude: -74.08, coordinatesCreatedAt: new Date(Date.now() - 2 * 86_400_000) },
    ]);
    const res = (await s.call("GET", `/api/users/messengers/${c.id}/locations/`)).json();
    expect(res.count).toBe(1);
    expect(res.totalDistanceTraveled).toBe(0);
    const midnight = new Date(`${new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10)}T00:00:00-05:00`);
    expect(res.from).toBe(midnight.toISOString());
  });
});
