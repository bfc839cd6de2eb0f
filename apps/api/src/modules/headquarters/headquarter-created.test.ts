import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectSocket, nextEvent, recordEvents } from "../../realtime/socket-test-helpers.js";
import { createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t?.close());

async function connected(headquarterId: string, permissions: string[]) {
  const created = await createUser(t.db, { headquarterIds: [headquarterId], permissions });
  const session = await login(t.app, created.user.username, created.password);
  const { socket } = await connectSocket(baseUrl, { token: session.access, headquarter: headquarterId });
  return { id: created.user.id, access: session.access, socket };
}

describe("headquarters:created", () => {
  it("tells the creator's and the company's administrators' sessions, not other staff, once the headquarter exists", async () => {
    const home = await createHeadquarter(t.db);
    const creator = await connected(home.id, ["view_headquarter_menu", "view_employee_add_menu"]);
    const admin = await connected(home.id, ["view_employee_add_menu"]);
    const operator = await connected(home.id, ["view_desktop_menu"]);
    const operatorSaw = recordEvents(operator.socket);
    try {
      const creatorTold = nextEvent(creator.socket, "headquarters:created");
      const adminTold = nextEvent(admin.socket, "headquarters:created");
      const res = await t.app.inject({
        method: "POST",
        url: "/api/headquarter/",
        headers: authHeaders(creator.access),
        payload: { name: "Sede Envigado", city: 5001 },
      });
      expect(res.statusCode, res.body).toBe(201);
      const expected = { headquarter: res.json().uuid, name: "Sede Envigado" };
      expect(await creatorTold).toEqual(expected);
      expect(await adminTold).toEqual(expected);
      expect(operatorSaw.get("headquarters:created")).toBeUndefined();
    } finally {
      for (const s of [creator, admin, operator]) s.socket.close();
    }
  });
});
