import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { loadConfig } from "../../config.js";
import { call, connectSocket, login, nextEvent, recordEvents, type Session } from "../../realtime/socket-test-helpers.js";
import { seededDatabase, type TestDatabase } from "../../realtime/test-database.js";
import { createCourier } from "../../test/courier-factories.js";

let app: FastifyInstance;
let testDatabase: TestDatabase;
let dataDir: string;
let baseUrl: string;
let admin: Session;
let operator: Session;
let bogota: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "despacho-petition-events-"));
  testDatabase = await seededDatabase();
  const config = loadConfig(process.env, { jwtSecret: "test-secret", dataDir, redisUrl: undefined, logLevel: "silent" });
  app = await buildApp({ config, database: testDatabase.database });
  baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  [admin, operator] = await Promise.all([login(baseUrl, "admin"), login(baseUrl, "operador")]);
  bogota = admin.headquarters.Bogotá;
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await app?.close();
  await testDatabase?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const connect = async (session: Session) => {
  const { socket } = await connectSocket(baseUrl, { token: session.access, headquarter: bogota, profile: "staff" });
  sockets.push(socket);
  return socket;
};

describe("affiliation request events (spec §7)", () => {
  it("reach the staff with the request menus after the commit, not the desk's operators", async () => {
    const [adminSocket, operatorSocket] = await Promise.all([connect(admin), connect(operator)]);
    const heardByOperator = recordEvents(operatorSocket);
    const courier = await createCourier(testDatabase.database.db, { password: "clave-de-prueba-1" });
    const session = await call(baseUrl, "/api/users/token/", {
      method: "POST",
      body: JSON.stringify({ username: courier.user.username, password: "clave-de-prueba-1" }),
    });

    const created = nextEvent<{ id: string; status: string }>(adminSocket, "request-association:new");
    const petition = await call(baseUrl, "/api/courier/petitions/", {
      method: "POST",
      token: session.access,
      body: JSON.stringify({ headquarter: bogota, is_association: true }),
    });
    const payload = await created;
    expect(payload).toEqual({
      id: petition.id,
      status: "waiting",
      is_association: true,
      from_headquarter: false,
      headquarter: bogota,
      messenger: courier.id,
    });
    // On receipt the list already has it (emitted after the commit).
    const list = await call(baseUrl, `/api/membership/petition/?status=waiting&direction=received`, {
      token: admin.access,
      headquarter: bogota,
    });
    expect(list.results.map((r: { id: string }) => r.id)).toContain(petition.id);

    const changed = nextEvent<{ status: string }>(adminSocket, "request-association:change");
    await call(baseUrl, `/api/membership/petition/${petition.id}/accept/`, { method: "PATCH", token: admin.access, headquarter: bogota });
    expect((await changed).status).toBe("in_progress");
    expect([...heardByOperator.keys()].filter((event) => event.startsWith("request-"))).toEqual([]);
  });
});
