import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDemoCatalogApp, type DemoCatalogApp } from "../../test/catalog-factories.js";

let t: DemoCatalogApp;
beforeAll(async () => {
  t = await createDemoCatalogApp();
});
afterAll(() => t.close());

const send = (payload: object, user: "admin" | "operador" = "admin", headquarter = t.bogota) =>
  t.call("POST", `/api/headquarter/${headquarter}/notifications/`, payload, user);

describe("POST /api/headquarter/:id/notifications/", () => {
  it("answers 202 with what the desks receive: the title and the body without scripts, handlers or unsafe links", async () => {
    const res = await send({
      title: "Lluvia en el norte",
      body: '<h2>Atención</h2><img src="x" onerror="alert(1)"><p style="color:red">Servicios con <i>retraso</i></p><iframe src="https://mal.co"></iframe><a href="https://despacho.co/ayuda">Ayuda</a>',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      title: "Lluvia en el norte",
      body: '<h2>Atención</h2><img src="x" /><p>Servicios con <i>retraso</i></p><a href="https://despacho.co/ayuda">Ayuda</a>',
    });
  });

  it("refuses a body with nothing left to show once cleaned (400)", async () => {
    const res = await send({ title: "Vacío", body: "<script>alert(1)</script>" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field: "body", message: "El mensaje no tiene contenido que se pueda mostrar" }] });
  });

  it("refuses a missing title in Spanish (400)", async () => {
    const res = await send({ title: " ", body: "<p>Hola</p>" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field: "title", message: "Campo requerido" }] });
  });

  it("refuses a user without view_configuration_menu (403)", async () => {
    expect((await send({ title: "Hola", body: "<p>Hola</p>" }, "operador")).statusCode).toBe(403);
  });
});
