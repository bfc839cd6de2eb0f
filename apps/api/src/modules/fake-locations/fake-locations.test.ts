import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domainEventConsumers, fakeLocationCaptures, fakeLocationEvidence } from "../../db/schema/index.js";
import { recordHeadquarterEmissions, signedInCourier } from "../../test/courier-session.js";
import { createCompany, twoHeadquarters } from "../../test/factories.js";
import { createTestApp, type TestApp } from "../../test/harness.js";

const URL = "/api/fake-locations/";

let t: TestApp;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
});
afterAll(() => t?.close());

/** Two headquarters of one company and an operator of both with view_map_menu. */
async function setup() {
  const s = await twoHeadquarters(t, companyId, ["view_map_menu"]);
  const get = (hq: string, url = URL) => t.app.inject({ method: "GET", url, headers: s.in(hq) });
  return { a: s.a, b: s.b, get };
}

// Points a few seconds ago (the clock rules compare the claimed time with the server's), 0.01° north ≈ 1.112 km.
const base = Date.now() - 60_000;
const point = (second: number, northKm = 0, fake = false) => ({
  latitude: 4.6767 + northKm / 111.195,
  longitude: -74.0483,
  using_fake_location: fake,
  coordinates_created_at: new Date(base + second * 1000).toISOString(),
});
const iso = (second: number) => new Date(base + second * 1000).toISOString();

async function courierIn(headquarterIds: string[], username: string) {
  const courier = await signedInCourier(t, { headquarterIds, firstName: "Pedro", lastName: "Pérez", username });
  const send = async (...points: ReturnType<typeof point>[]) =>
    expect((await courier.call("POST", "/api/courier/locations/", { points })).statusCode).toBe(201);
  return { ...courier, send };
}

describe("a courier's points feed the fake-location alert", () => {
  it("opens a capture on a mock-location point, lists the courier with its score and tells the headquarter", async () => {
    const s = await setup();
    const emitted = recordHeadquarterEmissions(t);
    const courier = await courierIn([s.a], "pedro_fake_1");
    await courier.send(point(0, 0, true));

    const list = await s.get(s.a);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: courier.id,
        image_url: null,
        full_name: "Pedro Pérez",
        nickname: "pedro_fake_1",
        detections: 1,
        score: 50,
        open: true,
        last_detected_at: iso(0),
      },
    ]);
    expect(emitted.filter((e) => e.event === "messengers:fake-location")).toEqual([
      {
        headquarterId: s.a,
        event: "messengers:fake-location",
        payload: { headquarter: s.a, messenger: courier.id, detections: 1, score: 50 },
      },
    ]);

    const detail = await s.get(s.a, `${URL}${courier.id}/`);
    expect(detail.json()).toMatchObject({
      id: courier.id,
      detections: 1,
      score: 50,
      reasons: [{ kind: "mock_location", count: 1, points: 50 }],
      captures: [{ started_at: iso(0), ended_at: null, detections: 1, points: [{ latitude: 4.6767, longitude: -74.0483, at: iso(0) }] }],
      evidence: [
        { kind: "mock_location", detail: "El teléfono reportó una ubicación simulada", at: iso(0), latitude: 4.6767, longitude: -74.0483 },
      ],
    });
  });

  it("closes the capture on a later real point, and a new fake point opens another", async () => {
    const s = await setup();
    const courier = await courierIn([s.a], "pedro_fake_2");
    await courier.send(point(0, 0, true));
    await courier.send(point(5, 0, true));
    await courier.send(point(10, 0.05));
    expect((await s.get(s.a)).json()).toMatchObject([{ detections: 2, score: 55, open: false, last_detected_at: iso(5) }]);

    await courier.send(point(20, 0.05, true));
    const detail = (await s.get(s.a, `${URL}${courier.id}/`)).json();
    expect(detail).toMatchObject({ detections: 3, score: 60, open: true });
    expect(
      detail.captures.map((c: { started_at: string; ended_at: string | null; detections: number }) => [
        c.started_at,
        c.ended_at,
        c.detections,
      ]),
    ).toEqual([
      [iso(20), null, 1],
      [iso(0), iso(10), 2],
    ]);
  });

  it("catches a jump of 5 km in 4 s with no mock flag, and says so in Spanish", async () => {
    const s = await setup();
    const courier = await courierIn([s.a], "pedro_fake_3");
    await courier.send(point(0));
    await courier.send(point(4, 5));
    const detail = (await s.get(s.a, `${URL}${courier.id}/`)).json();
    expect([detail.score, detail.reasons, detail.evidence.map((e: { detail: string }) => e.detail)]).toEqual([
      35,
      [{ kind: "jump", count: 1, points: 35 }],
      ["Salto de 5 km en 4 s"],
    ]);
  });

  it("checks a batch once when the outbox hands it over again (at least once)", async () => {
    const s = await setup();
    const courier = await courierIn([s.a], "pedro_fake_again");
    await courier.send(point(0, 0, true));
    await t.db.update(domainEventConsumers).set({ lastTxid: 0, lastId: 0 }).where(eq(domainEventConsumers.name, "fake-locations"));
    await t.app.events.dispatch();
    expect((await s.get(s.a)).json()).toMatchObject([{ nickname: "pedro_fake_again", detections: 1, score: 50 }]);
    expect(await t.db.$count(fakeLocationEvidence, eq(fakeLocationEvidence.messengerId, courier.id))).toBe(1);
  });

  it("writes nothing for a courier whose points break no rule", async () => {
    const s = await setup();
    const courier = await courierIn([s.a], "pedro_real");
    await courier.send(point(0), point(10, 0.1), point(20, 0.2));
    expect(await t.db.$count(fakeLocationCaptures, eq(fakeLocationCaptures.messengerId, courier.id))).toBe(0);
    expect(await t.db.$count(fakeLocationEvidence, eq(fakeLocationEvidence.messengerId, courier.id))).toBe(0);
    expect((await s.get(s.a)).json()).toEqual([]);
  });
});

describe("who sees which courier", () => {
  it("lists only the headquarter's couriers and answers 404 for another headquarter's", async () => {
    const s = await setup();
    const ours = await courierIn([s.a], "pedro_ours");
    const theirs = await courierIn([s.b], "pedro_theirs");
    await ours.send(point(0, 0, true));
    await theirs.send(point(0, 0, true));
    expect((await s.get(s.a)).json().map((c: { nickname: string }) => c.nickname)).toEqual(["pedro_ours"]);
    expect((await s.get(s.a, `${URL}${theirs.id}/`)).statusCode).toBe(404);
    expect((await s.get(s.b, `${URL}${theirs.id}/`)).statusCode).toBe(200);
  });

  it("lists open captures first and leaves out captures closed more than 24 hours ago", async () => {
    const s = await setup();
    const [old, closed, open] = await Promise.all(["pedro_old", "pedro_closed", "pedro_open"].map((name) => courierIn([s.a], name)));
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const capture = (messengerId: string, endedHoursAgo: number | null) => ({
      messengerId,
      startedAt: hoursAgo(30),
      endedAt: endedHoursAgo === null ? null : hoursAgo(endedHoursAgo),
      lastDetectedAt: hoursAgo(endedHoursAgo ?? 1),
      detections: 1,
      points: [],
      evidenceCounts: { stale_point: 1 },
    });
    await t.db.insert(fakeLocationCaptures).values([capture(old.id, 25), capture(closed.id, 2), capture(open.id, null)]);
    expect((await s.get(s.a)).json().map((c: { nickname: string; open: boolean; score: number }) => [c.nickname, c.open, c.score])).toEqual(
      [
        ["pedro_open", true, 10],
        ["pedro_closed", false, 10],
      ],
    );
  });
});
