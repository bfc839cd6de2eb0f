import { Writable } from "node:stream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createHeadquarter, createUser } from "../test/factories.js";
import { authHeaders, createTestApp, type TestApp } from "../test/harness.js";
import { SIMULATOR_REQUEST_HEADER, SIMULATOR_REQUEST_MARK } from "./request-log.js";

const PASSWORD = "Clave-Secreta-9876";
let t: TestApp;
let lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).trim().split("\n")) lines.push(JSON.parse(line));
      callback();
    },
  });
  t = await createTestApp({ logger: { level: "info", stream } });
});
afterAll(() => t?.close());

const linesOf = (requestId: string) => lines.filter((line) => line.reqId === requestId);

it("logs each request once, after its answer: method, route, status, duration, user, headquarter and request id", async () => {
  const headquarter = await createHeadquarter(t.db);
  const { user } = await createUser(t.db, { headquarterIds: [headquarter.id], permissions: ["view_desktop_menu"], password: PASSWORD });
  lines = [];

  const login = await t.app.inject({
    method: "POST",
    url: "/api/users/token/",
    headers: { "x-request-id": "req-login-1" },
    payload: { username: user.username, password: PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  const { access, refresh } = login.json();
  const list = await t.app.inject({
    method: "GET",
    url: "/api/payment-method/?is_config=true",
    headers: { ...authHeaders(access, headquarter.id), "x-request-id": "req-list-2" },
  });
  expect(list.statusCode).toBe(200);
  const refused = await t.app.inject({ method: "GET", url: "/api/payment-method/", headers: { "x-request-id": "req-refused-3" } });
  expect(refused.statusCode).toBe(401);

  expect(linesOf("req-login-1")).toEqual([
    expect.objectContaining({
      level: 30,
      msg: "request",
      reqId: "req-login-1",
      method: "POST",
      route: "/api/users/token/",
      status: 200,
      ms: expect.any(Number),
      userId: null,
      headquarterId: null,
    }),
  ]);
  expect(linesOf("req-list-2")).toEqual([
    expect.objectContaining({
      level: 30,
      msg: "request",
      method: "GET",
      route: "/api/payment-method/",
      status: 200,
      userId: user.id,
      headquarterId: headquarter.id,
    }),
  ]);
  expect(linesOf("req-refused-3")).toEqual([
    expect.objectContaining({ msg: "request", route: "/api/payment-method/", status: 401, userId: null, headquarterId: null }),
  ]);
  expect(lines.map((line) => line.msg)).not.toContain("incoming request");
  expect(lines.map((line) => line.msg)).not.toContain("request completed");

  const everything = JSON.stringify(lines);
  for (const secret of [PASSWORD, access, refresh, "is_config"]) expect(everything).not.toContain(secret);
});

it("logs the living demo's own requests at debug only, and a request claiming to be one without the process's mark at info", async () => {
  lines = [];
  const own = await t.app.inject({
    method: "GET",
    url: "/api/health",
    headers: { [SIMULATOR_REQUEST_HEADER]: SIMULATOR_REQUEST_MARK, "x-request-id": "req-simulated-1" },
  });
  const forged = await t.app.inject({
    method: "GET",
    url: "/api/health",
    headers: { [SIMULATOR_REQUEST_HEADER]: "cualquier-cosa", "x-request-id": "req-forged-2" },
  });
  expect([own.statusCode, forged.statusCode]).toEqual([200, 200]);
  expect(linesOf("req-simulated-1")).toEqual([]);
  expect(linesOf("req-forged-2")).toEqual([expect.objectContaining({ level: 30, msg: "request", status: 200 })]);
});
