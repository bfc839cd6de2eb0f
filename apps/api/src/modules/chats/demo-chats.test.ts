import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headquarters } from "../../db/schema/index.js";
import { seedDemo } from "../../seed/demo.js";
import { DEMO_PASSWORD } from "../../seed/demo-data.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t?.close());

describe("demo chats", () => {
  it("give Bogotá's administrator four conversations, the courier's latest lines unread, newest first", async () => {
    const [bogota] = (await t.db.select().from(headquarters)).filter((h) => h.name === "Bogotá");
    const token = (await login(t.app, "admin", DEMO_PASSWORD)).access;
    const res = await t.app.inject({ method: "GET", url: "/api/chats/", headers: authHeaders(token, bogota?.id ?? "") });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((c: { unread: number; lastMessage: { content: string } }) => [c.unread, c.lastMessage.content])).toEqual([
      [2, "Ya estoy en camino otra vez"],
      [3, "La dirección del segundo no aparece en el mapa, ¿me confirmas el barrio?"],
      [0, "Listo, lo llevo"],
      [0, "Te asignamos el servicio de las 3 p. m., revisa la app"],
    ]);
  });
});
