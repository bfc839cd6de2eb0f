import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_TIME_ZONE, formatEsCoDateTime, zonedDate, zonedDateTimeLocal } from "@despacho/domain";
import { paymentMethods, services, serviceTypes } from "../../db/schema/index.js";
import { createCompany, createUser, twoHeadquarters } from "../../test/factories.js";
import { authHeaders, createTestApp, login, multipartBody, TINY_PNG, type TestApp } from "../../test/harness.js";

const PERMISSIONS = ["create_massive_file_service", "view_service_menu"];
const HEADER = [
  "Nombre del cliente",
  "Teléfono",
  "Tipo de servicio",
  "Dirección de origen",
  "Descripción de origen",
  "Dirección de destino",
  "Descripción de destino",
  "Valor requerido",
  "Método de pago",
  "Identificador interno",
  "Código de ruta",
  "Ida y vuelta",
  "Fecha programada",
].join(";");

let t: TestApp;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp({ config: { geocoderUrl: undefined } });
  companyId = (await createCompany(t.db)).id;
});
afterAll(() => t?.close());

/** A user of two Bogotá headquarters; the first offers "Mensajería" (8.000) and pays in "Efectivo". */
async function setup() {
  const s = await twoHeadquarters(t, companyId, PERMISSIONS);
  await t.db.insert(serviceTypes).values({ headquarterId: s.a, name: "Mensajería", baseCost: 8000 });
  await t.db.insert(paymentMethods).values({ headquarterId: s.a, name: "Efectivo" });
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, hq = s.a) =>
    t.app.inject({ method, url, payload: payload as Record<string, unknown> | undefined, headers: s.in(hq) });
  const upload = (text: string | Buffer, name = "servicios.csv", hq = s.a) => {
    const form = multipartBody({ name }, { field: "file", filename: name, contentType: "text/csv", data: Buffer.from(text) });
    return t.app.inject({ method: "POST", url: "/api/massive-load/", payload: form.payload, headers: { ...s.in(hq), ...form.headers } });
  };
  return { ...s, call, upload };
}

const csv = (...lines: string[]) => `\uFEFF${[HEADER, ...lines].join("\r\n")}\r\n`;
const GOOD = "María Gómez;300 123 4567;mensajeria;Museo del Oro;Portería principal;Parque Nacional;;$ 15.000;Efectivo;PED-1;;No";
const BAD = "Jo;12;Domicilio;Museo Botero;Portería;Torre Colpatria;;abc;Tarjeta;;;";
const NOWHERE = "Pedro Páez;3109876543;Mensajería;Calle que no existe 123;Recepción;Parque Nacional;;0;;;;Sí";

describe("massive load: upload, dry run, confirm", () => {
  it("offers the template in CSV with the Spanish headers and an example row of the headquarter's type, scheduled tomorrow", async () => {
    const s = await setup();
    const res = await s.call("GET", "/api/massive-load/template/?format=csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="plantilla-carga-masiva.csv"');
    const [year, month, day] = zonedDate(DEFAULT_TIME_ZONE, Date.now() + 86_400_000).split("-");
    expect(res.body).toBe(
      `\uFEFF${HEADER}\r\nMaría Gómez;+573001234567;Mensajería;Museo del Oro;Recoger en la portería;Parque Nacional;Entregar en la entrada;0;;PED-0001;;No;${day}/${month}/${year} 09:00\r\n`,
    );
  });

  it("schedules a row by its date and time in es-CO on the headquarter's clock, by the creation panel's rule", async () => {
    const s = await setup();
    const up = await s.upload(csv(`${GOOD};24/12/2099 2:30 p. m.`, `${GOOD};01/01/2020 08:00`, `${GOOD};2099-12-24 14:30`));
    await t.app.jobs.runDue();
    const fileId = up.json().uuid;
    const rows = (await s.call("GET", `/api/massive-load/${fileId}/rows/`)).json().results;
    expect(rows.map((r: { errors: unknown }) => r.errors)).toEqual([
      [],
      [{ field: "scheduled_at", message: "La fecha y hora programada ya pasó; indique una posterior" }],
      [{ field: "scheduled_at", message: "Use la fecha y hora como DD/MM/AAAA HH:mm, por ejemplo 24/12/2026 14:30" }],
    ]);
    expect(rows[0].service).toBeNull();
    await s.call("POST", `/api/massive-load/${fileId}/drop-invalid/`);
    expect((await s.call("POST", `/api/massive-load/${fileId}/confirm/`)).statusCode).toBe(202);
    await t.app.jobs.runDue();
    const [created] = await t.db
      .select({ status: services.status, isScheduled: services.isScheduled, scheduledAt: services.scheduledAt })
      .from(services)
      .where(eq(services.headquarterId, s.a));
    expect(created).toEqual({ status: "scheduled", isScheduled: true, scheduledAt: new Date("2099-12-24T19:30:00.000Z") });
  });

  it("judges a scheduled row again at confirm: a time passed since validation refuses that row only", async () => {
    const s = await setup();
    const soon = formatEsCoDateTime(zonedDateTimeLocal(DEFAULT_TIME_ZONE, Date.now() + 3 * 60_000));
    const up = await s.upload(csv(`${GOOD};${soon}`, `${GOOD.replace("PED-1", "PED-2")};`));
    await t.app.jobs.runDue();
    const fileId = up.json().uuid;
    expect((await s.call("GET", `/api/massive-load/${fileId}/`)).json()).toMatchObject({ status: "validated", invalid_rows: 0 });
    expect((await s.call("POST", `/api/massive-load/${fileId}/confirm/`)).statusCode).toBe(202);
    // Ten minutes later the job runs: the scheduled time has passed.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10 * 60_000 });
    try {
      await t.app.jobs.runDue();
    } finally {
      vi.useRealTimers();
    }
    const rows = (await s.call("GET", `/api/massive-load/${fileId}/rows/`)).json().results;
    expect(rows.map((r: { line: number; errors: unknown; service: unknown }) => [r.line, r.errors, r.service === null])).toEqual([
      [2, [{ field: "scheduled_at", message: "La fecha y hora programada ya pasó; indique una posterior" }], true],
      [3, [], false],
    ]);
    const created = await t.db
      .select({ id: services.internalIdentifier, status: services.status, isScheduled: services.isScheduled })
      .from(services)
      .where(eq(services.headquarterId, s.a));
    expect(created).toEqual([{ id: "PED-2", status: "by_assign", isScheduled: false }]);
    expect((await s.call("GET", `/api/massive-load/${fileId}/`)).json()).toMatchObject({ status: "confirmed", created_services: 1 });
  });

  it("validates the rows in a job: errors in Spanish field by field, the price computed by the server", async () => {
    const s = await setup();
    const up = await s.upload(csv(GOOD, "", BAD, NOWHERE));
    expect(up.statusCode).toBe(202);
    expect(up.json()).toMatchObject({ name: "servicios.csv", status: "validating", progress: 0, rows: 0 });
    await t.app.jobs.runDue();
    const file = (await s.call("GET", `/api/massive-load/${up.json().uuid}/`)).json();
    expect(file).toMatchObject({ status: "validated", progress: 100, rows: 3, invalid_rows: 2, created_services: 0, error: null });
    const rows = (await s.call("GET", `/api/massive-load/${file.uuid}/rows/`)).json();
    expect(rows.count).toBe(3);
    expect(
      rows.results.map((r: { line: number; errors: unknown; calculated_cost: unknown }) => [r.line, r.errors, r.calculated_cost]),
    ).toEqual([
      [2, [], 8000],
      [
        4,
        [
          { field: "name", message: "El nombre debe tener al menos 3 caracteres" },
          { field: "phone_number", message: "El teléfono debe tener al menos 7 dígitos" },
          { field: "type", message: "El tipo de servicio no existe en la sucursal" },
          { field: "required_value", message: "El valor requerido debe ser un número entero en pesos" },
          { field: "payment_method", message: "El método de pago no existe en la sucursal" },
        ],
        null,
      ],
      [5, [{ field: "origin_address", message: "No se encontró la dirección en las ciudades de la sucursal" }], null],
    ]);
    const invalid = (await s.call("GET", `/api/massive-load/${file.uuid}/rows/?invalid=true`)).json();
    expect(invalid.results.map((r: { line: number }) => r.line)).toEqual([4, 5]);
  });

  it("fixes a row, adds one, drops the bad one, and confirms once: a second confirm creates nothing", async () => {
    const s = await setup();
    const up = await s.upload(csv(GOOD, BAD, NOWHERE));
    await t.app.jobs.runDue();
    const fileId = up.json().uuid;
    const [, bad, nowhere] = (await s.call("GET", `/api/massive-load/${fileId}/rows/`)).json().results;

    const fixed = await s.call("PUT", `/api/massive-load/rows/${bad.uuid}/`, {
      ...bad.data,
      name: "Josefina Ruiz",
      phone_number: "3001112233",
      type: "Mensajería",
      required_value: "20000",
      payment_method: "",
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ line: 3, errors: [], calculated_cost: 8000, service: null });

    const added = await s.call("POST", `/api/massive-load/${fileId}/rows/`, {
      name: "Carlos Díaz",
      phone_number: "+573205556677",
      type: "Mensajería",
      origin_address: "Torre Colpatria",
      origin_description: "Piso 12",
      destination_address: "Museo Botero",
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ line: 5, errors: [], calculated_cost: 8000 });

    const early = await s.call("POST", `/api/massive-load/${fileId}/confirm/`);
    expect([early.statusCode, early.json().detail]).toEqual([409, "Corrija o quite las filas con errores antes de confirmar"]);
    expect((await s.call("POST", `/api/massive-load/${fileId}/drop-invalid/`)).json()).toEqual({ removed: 1 });
    expect((await s.call("GET", `/api/massive-load/rows/${nowhere.uuid}/`)).statusCode).toBe(404);

    const confirmed = await s.call("POST", `/api/massive-load/${fileId}/confirm/`);
    expect(confirmed.statusCode).toBe(202);
    expect(confirmed.json()).toMatchObject({ status: "confirming", rows: 3, invalid_rows: 0, created_services: 0 });
    const again = await s.call("POST", `/api/massive-load/${fileId}/confirm/`);
    expect(again.json()).toMatchObject({ status: "confirming" });
    await t.app.jobs.runDue();

    const created = await t.db
      .select({
        name: services.name,
        phone: services.phoneNumber,
        cost: services.calculatedCost,
        value: services.requiredValue,
        id: services.internalIdentifier,
        status: services.status,
      })
      .from(services)
      .where(eq(services.headquarterId, s.a))
      .orderBy(services.consecutive);
    expect(created).toEqual([
      { name: "María Gómez", phone: "+573001234567", cost: 8000, value: 15000, id: "PED-1", status: "by_assign" },
      { name: "Josefina Ruiz", phone: "+573001112233", cost: 8000, value: 20000, id: null, status: "by_assign" },
      { name: "Carlos Díaz", phone: "+573205556677", cost: 8000, value: 0, id: null, status: "by_assign" },
    ]);
    expect((await s.call("GET", `/api/massive-load/${fileId}/`)).json()).toMatchObject({ status: "confirmed", created_services: 3 });
    const third = await s.call("POST", `/api/massive-load/${fileId}/confirm/`);
    expect(third.json()).toMatchObject({ status: "confirmed", created_services: 3 });
    await t.app.jobs.runDue();
    expect(await t.db.$count(services, eq(services.headquarterId, s.a))).toBe(3);
    const rows = (await s.call("GET", `/api/massive-load/${fileId}/rows/`)).json().results;
    expect(rows.map((r: { service: { consecutive: number } }) => r.service.consecutive)).toEqual([1, 2, 3]);
    const edit = await s.call("PUT", `/api/massive-load/rows/${rows[0].uuid}/`, rows[0].data);
    expect([edit.statusCode, edit.json().detail]).toEqual([409, "El archivo ya fue confirmado"]);
  });

  it("reads the XLSX template as filled in a spreadsheet", async () => {
    const s = await setup();
    const template = await s.call("GET", "/api/massive-load/template/?format=xlsx");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    book.worksheets[0].addRow(["Ana Ríos", "3011234567", "Mensajería", "Plaza de Bolívar", "Oficina 2", "Museo del Oro", "", 5000]);
    const filled = Buffer.from(await book.xlsx.writeBuffer());
    const up = await s.upload(filled, "servicios.xlsx");
    await t.app.jobs.runDue();
    const rows = (await s.call("GET", `/api/massive-load/${up.json().uuid}/rows/`)).json().results;
    expect(
      rows.map((r: { line: number; errors: unknown[]; data: { name: string; required_value: string } }) => [
        r.line,
        r.errors,
        r.data.name,
        r.data.required_value,
      ]),
    ).toEqual([
      [2, [], "María Gómez", "0"],
      [3, [], "Ana Ríos", "5000"],
    ]);
  });

  it("refuses what is not a spreadsheet (400) and keeps a file without the template's columns as failed, with why", async () => {
    const s = await setup();
    const png = await s.upload(TINY_PNG, "foto.png");
    expect([png.statusCode, png.json().errors]).toEqual([400, [{ field: "file", message: "El archivo debe ser CSV o XLSX" }]]);
    const up = await s.upload("Nombre;Teléfono\r\nAna;3001234567\r\n");
    await t.app.jobs.runDue();
    expect((await s.call("GET", `/api/massive-load/${up.json().uuid}/`)).json()).toMatchObject({
      status: "failed",
      error:
        "Faltan columnas de la plantilla: Nombre del cliente, Tipo de servicio, Dirección de origen, Descripción de origen, Dirección de destino",
    });
    const confirm = await s.call("POST", `/api/massive-load/${up.json().uuid}/confirm/`);
    expect([confirm.statusCode, confirm.json().detail]).toEqual([409, "El archivo no se pudo leer; súbalo de nuevo"]);
  });

  it("lists the headquarter's files newest first; another headquarter's file and rows answer 404", async () => {
    const s = await setup();
    const first = (await s.upload(csv(GOOD), "lunes.csv")).json();
    const second = (await s.upload(csv(GOOD), "martes.csv")).json();
    await t.app.jobs.runDue();
    const list = (await s.call("GET", "/api/massive-load/")).json();
    expect(list.results.map((f: { name: string }) => f.name)).toEqual(["martes.csv", "lunes.csv"]);
    const [row] = (await s.call("GET", `/api/massive-load/${first.uuid}/rows/`)).json().results;
    expect((await s.call("GET", "/api/massive-load/", undefined, s.b)).json().count).toBe(0);
    expect((await s.call("GET", `/api/massive-load/${second.uuid}/`, undefined, s.b)).statusCode).toBe(404);
    expect((await s.call("GET", `/api/massive-load/${second.uuid}/rows/`, undefined, s.b)).statusCode).toBe(404);
    expect((await s.call("GET", `/api/massive-load/rows/${row.uuid}/`, undefined, s.b)).statusCode).toBe(404);
    expect((await s.call("POST", `/api/massive-load/${second.uuid}/confirm/`, undefined, s.b)).statusCode).toBe(404);
  });

  it("a business profile reaches none of it (403)", async () => {
    const s = await setup();
    const business = await createUser(t.db, {
      companyId,
      headquarterIds: [s.a],
      permissions: ["add_service"],
      business: { name: "Tienda" },
    });
    const headers = authHeaders((await login(t.app, business.user.username, business.password)).access, s.a);
    for (const url of ["/api/massive-load/", "/api/massive-load/template/"]) {
      expect((await t.app.inject({ method: "GET", url, headers })).statusCode).toBe(403);
    }
  });
});
