import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceTypes } from "../../db/schema/index.js";
import { createCourier } from "../../test/courier-factories.js";
import { createCompany, createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";
import { allowedServiceTypes } from "./index.js";

let t: TestApp;
let hq: string;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const companyId = (await createCompany(t.db)).id;
  hq = (await createHeadquarter(t.db, { companyId })).id;
  const created = await createUser(t.db, {
    companyId,
    headquarterIds: [hq],
    permissions: ["change_messenger", "view_messenger_active_menu"],
  });
  admin = authHeaders((await login(t.app, created.user.username, created.password)).access, hq);
});
afterAll(() => t?.close());

const serviceType = async (headquarterId: string, name: string) =>
  (await t.db.insert(serviceTypes).values({ headquarterId, name }).returning())[0]?.id ?? "";
const setTypes = (id: string, service_types: string[], headers = admin) =>
  t.app.inject({ method: "PATCH", url: `/api/user-to-service-type/${id}/`, headers, payload: { service_types } });
const readTypes = (id: string, headers = admin) =>
  t.app.inject({ method: "GET", url: `/api/users/messengers/${id}/service-types/`, headers });

describe("PATCH /api/user-to-service-type/:id/ (a courier's service types)", () => {
  it("sets the types the courier may take, answers them by name, and an empty list means every type again", async () => {
    const courier = await createCourier(t.db, { headquarterIds: [hq] });
    const [moto, sobre] = [await serviceType(hq, "Moto express"), await serviceType(hq, "Sobre")];
    expect((await readTypes(courier.id)).json()).toEqual({ messenger: courier.id, service_types: [] });

    const res = await setTypes(courier.id, [sobre, moto]);
    expect(res.statusCode).toBe(200);
    const both = {
      messenger: courier.id,
      service_types: [
        { id: moto, name: "Moto express" },
        { id: sobre, name: "Sobre" },
      ],
    };
    expect(res.json()).toEqual(both);
    expect((await readTypes(courier.id)).json()).toEqual(both);

    expect((await setTypes(courier.id, [])).json()).toEqual({ messenger: courier.id, service_types: [] });
    expect((await readTypes(courier.id)).json()).toEqual({ messenger: courier.id, service_types: [] });
  });

  it("refuses another headquarter's service type with a Spanish message and keeps the courier's types", async () => {
    const courier = await createCourier(t.db, { headquarterIds: [hq] });
    const mine = await serviceType(hq, "Paquete");
    await setTypes(courier.id, [mine]);
    const foreign = await serviceType((await createHeadquarter(t.db)).id, "Ajeno");

    const res = await setTypes(courier.id, [mine, foreign]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "service_types.1", message: "El tipo de servicio no existe en la sucursal" }]);
    expect((await readTypes(courier.id)).json().service_types).toEqual([{ id: mine, name: "Paquete" }]);
  });

  it("refuses a repeated type", async () => {
    const courier = await createCourier(t.db, { headquarterIds: [hq] });
    const type = await serviceType(hq, "Documentos");
    const res = await setTypes(courier.id, [type, type]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "service_types", message: "El tipo de servicio está repetido" }]);
  });

  it("answers 404 for a courier of another headquarter or one no longer linked", async () => {
    const type = await serviceType(hq, "Mercado");
    const elsewhere = await createCourier(t.db, { headquarterIds: [(await createHeadquarter(t.db)).id] });
    const gone = await createCourier(t.db, { headquarterIds: [hq], status: "disaffiliated" });
    expect((await setTypes(elsewhere.id, [type])).statusCode).toBe(404);
    expect((await readTypes(elsewhere.id)).statusCode).toBe(404);
    expect((await setTypes(gone.id, [type])).statusCode).toBe(404);
  });
});

describe("allowedServiceTypes (the dispatch engine's filter)", () => {
  it("maps each courier with chosen types to their ids and leaves out those who take every type", async () => {
    const [limited, free] = [await createCourier(t.db, { headquarterIds: [hq] }), await createCourier(t.db, { headquarterIds: [hq] })];
    const type = await serviceType(hq, "Farmacia");
    await setTypes(limited.id, [type]);

    const allowed = await allowedServiceTypes(t.db, hq, [limited.id, free.id]);
    expect(Object.fromEntries(allowed)).toEqual({ [limited.id]: [type] });
    expect(await allowedServiceTypes(t.db, (await createHeadquarter(t.db)).id, [limited.id])).toEqual(new Map());
  });
});
