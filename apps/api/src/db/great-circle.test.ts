import { haversineKm } from "@despacho/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.js";
import { greatCircleKm } from "./great-circle.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const inSql = async (from: [number, number] | null, to: [number, number]) => {
  const [fromLat, fromLng] = from ?? [null, null];
  const { rows } = (await t.db.execute(
    sql`select ${greatCircleKm(sql`${fromLat}::double precision`, sql`${fromLng}::double precision`, sql`${to[0]}::double precision`, sql`${to[1]}::double precision`)} as km`,
  )) as unknown as { rows: { km: number | null }[] };
  return rows[0].km;
};

describe("great_circle_km, the database's copy of the domain's haversineKm", () => {
  it("gives the domain's kilometres, from a street to across the country", async () => {
    const pairs: [[number, number], [number, number]][] = [
      [
        [4.6, -74.08],
        [4.61, -74.07],
      ],
      [
        [4.711, -74.0721],
        [6.2442, -75.5812],
      ],
    ];
    for (const [from, to] of pairs) {
      const expected = haversineKm({ latitude: from[0], longitude: from[1] }, { latitude: to[0], longitude: to[1] });
      expect(await inSql(from, to)).toBeCloseTo(expected, 9);
    }
    expect((await inSql([4.711, -74.0721], [6.2442, -75.5812]))?.toFixed(1)).toBe("238.7");
  });

  it("has no distance from a missing point (not half a turn of the Earth)", async () => {
    expect(await inSql(null, [4.6, -74.08])).toBeNull();
  });
});
