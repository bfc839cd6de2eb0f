import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCourier } from "../../../test/courier-session.js";
import { eq } from "drizzle-orm";
import { motorcycles } from "../../../db/schema/index.js";
import { createHeadquarter } from "../../../test/factories.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";

let t: TestApp;
let hq: string;
beforeAll(async () => {
  t = await createTestApp();
  hq = (await createHeadquarter(t.db)).id;
});
afterAll(() => t?.close());

/** A courier of the headquarter, `call` on their motorcycles and `put` on one. */
async function courierWithBikes() {
  const courier = await signedInCourier(t, { headquarterIds: [hq] });
  return {
    ...courier,
    call: (method: "GET" | "POST", payload?: object) => courier.call(method, "/api/courier/motorcycles/", payload),
    put: (id: string, payload: object) => courier.call("PUT", `/api/courier/motorcycles/${id}/`, payload),
  };
}

const bike = {
  license_plate: " abc12d ",
  brand: "Yamaha",
  model: "2022",
  line: "FZ 2.0",
  color: "Negro",
  cylindrical: 150,
  insurance_start_date: "2026-01-10",
  insurance_expiration_date: "2027-01-09",
};

describe("/api/courier/motorcycles/", () => {
  it("adds the courier's motorcycle unverified, plate in capitals, and lists only the courier's own", async () => {
    const courier = await courierWithBikes();
    const other = await courierWithBikes();
    const res = await courier.call("POST", bike);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      license_plate: "ABC12D",
      brand: "Yamaha",
      model: "2022",
      line: "FZ 2.0",
      color: "Negro",
      cylindrical: 150,
      insurance_start_date: "2026-01-10",
      insurance_expiration_date: "2027-01-09",
      techno_mechanical_start_date: null,
      techno_mechanical_expiration_date: null,
      verified: false,
    });
    const mine = await courier.call("GET");
    expect(mine.json().map((m: { license_plate: string }) => m.license_plate)).toEqual(["ABC12D"]);
    expect((await other.call("GET")).json()).toEqual([]);
  });

  it("refuses a plate already registered, whatever its case (409 on license_plate)", async () => {
    const courier = await courierWithBikes();
    expect((await courier.call("POST", { ...bike, license_plate: "XYZ98A" })).statusCode).toBe(201);
    const other = await courierWithBikes();
    const taken = await other.call("POST", { ...bike, license_plate: "xyz98a" });
    expect([taken.statusCode, taken.json().errors]).toEqual([
      409,
      [{ field: "license_plate", message: "Ya existe una motocicleta con esa placa" }],
    ]);
    expect((await other.call("GET")).json()).toEqual([]);
  });

  it("answers 400 with Spanish messages for a bad plate, cylinder capacity, date order and missing fields", async () => {
    const courier = await courierWithBikes();
    const cases: [object, { field: string; message: string }][] = [
      [
        { ...bike, license_plate: "AB-12" },
        { field: "license_plate", message: "Use solo letras y números en la placa (por ejemplo ABC12D)" },
      ],
      [
        { ...bike, cylindrical: 20 },
        { field: "cylindrical", message: "El cilindraje debe estar entre 50 y 2000" },
      ],
      [
        { ...bike, insurance_expiration_date: "2025-01-01" },
        { field: "insurance_expiration_date", message: "La fecha de vencimiento del SOAT debe ser posterior a la de inicio" },
      ],
      [
        { ...bike, brand: "  " },
        { field: "brand", message: "Campo requerido" },
      ],
      [
        { ...bike, color: "x".repeat(31) },
        { field: "color", message: "Máximo 30 caracteres" },
      ],
    ];
    for (const [payload, error] of cases) {
      const res = await courier.call("POST", payload);
      expect([res.statusCode, res.json().errors]).toEqual([400, [error]]);
    }
    expect((await courier.call("GET")).json()).toEqual([]);
  });

  it("edits the courier's own unverified motorcycle; another's answers 404 and a verified one 409", async () => {
    const courier = await courierWithBikes();
    const added = (await courier.call("POST", { ...bike, license_plate: "EDT11A" })).json();
    const put = (id: string, payload: object, who = courier) => who.put(id, payload);

    const edited = await put(added.id, { ...bike, license_plate: "edt11a", color: "Rojo", cylindrical: 200, line: "" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: added.id,
      license_plate: "EDT11A",
      color: "Rojo",
      cylindrical: 200,
      line: null,
      verified: false,
    });

    const taken = (await courier.call("POST", { ...bike, license_plate: "EDT22B" })).json();
    const clash = await put(added.id, { ...bike, license_plate: taken.license_plate });
    expect([clash.statusCode, clash.json().errors]).toEqual([
      409,
      [{ field: "license_plate", message: "Ya existe una motocicleta con esa placa" }],
    ]);
    const bad = await put(added.id, { ...bike, cylindrical: 5000 });
    expect([bad.statusCode, bad.json().errors]).toEqual([
      400,
      [{ field: "cylindrical", message: "El cilindraje debe estar entre 50 y 2000" }],
    ]);

    const other = await courierWithBikes();
    expect((await put(added.id, bike, other)).statusCode).toBe(404);

    await t.db.update(motorcycles).set({ verified: true }).where(eq(motorcycles.id, added.id));
    const locked = await put(added.id, { ...bike, license_plate: "EDT11A", color: "Azul" });
    expect([locked.statusCode, locked.json().detail]).toEqual([
      409,
      "Una sucursal ya verificó esta motocicleta: pídele a la sucursal que actualice sus datos",
    ]);
    expect((await courier.call("GET")).json().map((m: { color: string }) => m.color)).toEqual(["Rojo", "Negro"]);
  });
});
