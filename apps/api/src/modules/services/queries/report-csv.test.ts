import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, services } from "../../../db/schema/index.js";
import { createServicesTestApp, type ServicesTestApp } from "../test-support.js";

let t: ServicesTestApp;
beforeAll(async () => {
  t = await createServicesTestApp();
});
afterAll(async () => {
  await t?.close();
});

const parseCsv = (text: string) =>
  text
    .trimEnd()
    .split("\r\n")
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^;]*)(?:;|$)/g)].map((m) => m[1].replace(/^"|"$/g, "").replaceAll('""', '"')).slice(0, -1),
    );

describe("report-csv", () => {
  it("creates a job (202), lists it, refuses the download until done (409), then serves the CSV", async () => {
    const courier = t.catalogs[t.bogota].couriers[0];
    const made = await t.create({
      name: 'Tienda "La 14", Centro',
      direct_assignment: true,
      messenger: courier.id,
      calculated_cost: 12_000,
      required_value: 5000,
    });
    await t.db
      .update(services)
      .set({ createdAt: new Date("2026-03-10T20:05:00Z") })
      .where(eq(services.id, made.uuid));
    const created = await t.call("admin", { method: "POST", url: "/api/services/report-csv/", payload: { q: "La 14" } });
    expect(created.statusCode, created.body).toBe(202);
    const report = created.json();
    expect(report).toMatchObject({ status: "queued", progress: 0 });

    const early = await t.call("admin", { method: "GET", url: `/api/services/report-csv/${report.uuid}/` });
    expect([early.statusCode, early.json().detail]).toEqual([409, "El reporte aún no está listo"]);

    await t.app.jobs.runDue();
    const listed = await t.call("admin", { method: "GET", url: "/api/services/report-csv/" });
    expect(listed.json().results[0]).toMatchObject({ uuid: report.uuid, status: "done", progress: 100, rows: 1 });

    const file = await t.call("admin", { method: "GET", url: `/api/services/report-csv/${report.uuid}/` });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="servicios-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = file.rawPayload.subarray(3).toString("utf8");
    // ';' between cells for Excel in Spanish (Colombia); a cell holding ';', ',' or '"' is quoted.
    expect(text.split("\r\n")[0]).toBe("Consecutivo;Estado;Cliente;Teléfono;Tipo;Origen;Destinos;Costo;Valor requerido;Colaborador;Creado");
    expect(text.split("\r\n")[1]).toContain(';"Tienda ""La 14"", Centro";');
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      "Consecutivo",
      "Estado",
      "Cliente",
      "Teléfono",
      "Tipo",
      "Origen",
      "Destinos",
      "Costo",
      "Valor requerido",
      "Colaborador",
      "Creado",
    ]);
    expect(rows.slice(1)).toEqual([
      [
        String(made.consecutive),
        "Asignado",
        'Tienda "La 14", Centro',
        "+573001234567",
        t.catalogs[t.bogota].type.name,
        "Calle 72 # 10-34",
        "Carrera 15 # 93-47",
        "12000",
        "5000",
        `${courier.firstName} ${courier.lastName}`,
        "10/03/2026, 3:05 p. m.",
      ],
    ]);
  });

  it("covers every filtered service and neutralises formulas", async () => {
    await t.create({ name: '=HYPERLINK("http://x")' });
    await t.create({ name: "+SUM(1;2)" });
    const created = await t.call("admin", { method: "POST", url: "/api/services/report-csv/", payload: { status__in: "by_assign" } });
    await t.app.jobs.runDue();
    const file = await t.call("admin", { method: "GET", url: `/api/services/report-csv/${created.json().uuid}/` });
    const rows = parseCsv(file.rawPayload.subarray(3).toString("utf8"));
    const expected = await t.db.$count(services, and(eq(services.headquarterId, t.bogota), eq(services.status, "by_assign")));
    expect(rows.length - 1).toBe(expected);
    expect(new Set(rows.slice(1).map((r) => r[1]))).toEqual(new Set(["Por asignar"]));
    expect(rows.some((r) => r[2] === '\'=HYPERLINK("http://x")')).toBe(true);
    expect(rows.some((r) => r[2] === "'+SUM(1;2)")).toBe(true);
    expect(new Set(rows.slice(1).map((r) => r[3]))).toContain("+573001234567");
  });

  it("another headquarter's report is a 404; a failed job is a 409", async () => {
    const [foreign] = await t.db
      .insert(jobs)
      .values({ kind: "services-report-csv", headquarterId: t.medellin, status: "done" })
      .returning();
    const res = await t.call("operador", { method: "GET", url: `/api/services/report-csv/${foreign.id}/` });
    expect(res.statusCode).toBe(404);
    const [failed] = await t.db.insert(jobs).values({ kind: "services-report-csv", headquarterId: t.bogota, status: "failed" }).returning();
    const failedRes = await t.call("operador", { method: "GET", url: `/api/services/report-csv/${failed.id}/` });
    expect([failedRes.statusCode, failedRes.json().detail]).toEqual([409, "El reporte no se pudo generar"]);
  });

  it("a finished report whose file is gone (the data folder was emptied) is a 404 that says to ask again", async () => {
    const [done] = await t.db.insert(jobs).values({ kind: "services-report-csv", headquarterId: t.bogota, status: "done" }).returning();
    const res = await t.call("operador", { method: "GET", url: `/api/services/report-csv/${done.id}/` });
    expect([res.statusCode, res.headers["content-type"], res.json()]).toEqual([
      404,
      "application/json; charset=utf-8",
      { code: "NOT_FOUND", detail: "El archivo del reporte ya no existe; solicítelo de nuevo" },
    ]);
  });
});
