import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import {
  call,
  connectSocket,
  getServiceMode,
  type HandshakeAuth,
  login,
  nextEvent,
  patchServiceMode,
  recordEvents,
  type Session,
} from "./socket-test-helpers.js";
import { seededDatabase, type TestDatabase } from "./test-database.js";

let app: FastifyInstance;
let testDatabase: TestDatabase;
let dataDir: string;
let baseUrl: string;
let admin: Session;
let operator: Session;
let bogota: string;
let medellin: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "despacho-realtime-"));
  testDatabase = await seededDatabase();
  const config = loadConfig(process.env, { jwtSecret: "test-secret", dataDir, redisUrl: undefined, logLevel: "silent" });
  app = await buildApp({ config, database: testDatabase.database });
  baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  [admin, operator] = await Promise.all([login(baseUrl, "admin"), login(baseUrl, "operador")]);
  ({ Bogotá: bogota, Medellín: medellin } = admin.headquarters);
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

afterAll(async () => {
  await app?.close();
  await testDatabase?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function connect(auth: HandshakeAuth) {
  const { socket, connected } = await connectSocket(baseUrl, auth);
  sockets.push(socket);
  return { socket, connected };
}

const refusalCode = (auth: HandshakeAuth) =>
  connect(auth).then(
    () => "connected",
    (error: Error & { data?: { code: string } }) => error.data?.code,
  );

describe("socket handshake (spec §7)", () => {
  it("refuses a handshake without a token", async () => {
    expect(await refusalCode({ headquarter: bogota, profile: "staff" })).toBe("NOT_AUTHENTICATED");
  });

  it("refuses a forged or expired token", async () => {
    expect(await refusalCode({ token: `${admin.access}x`, headquarter: bogota, profile: "staff" })).toBe("TOKEN_NOT_VALID");
  });

  it("refuses a headquarter the user does not belong to", async () => {
    expect(await refusalCode({ token: operator.access, headquarter: medellin, profile: "staff" })).toBe("HEADQUARTER_FORBIDDEN");
  });

  it("refuses a profile kind that is not the user's", async () => {
    expect(await refusalCode({ token: admin.access, headquarter: bogota, profile: "business" })).toBe("FORBIDDEN");
  });

  it("welcomes a valid handshake with headquarters:connect", async () => {
    const { connected } = await connect({ token: admin.access, headquarter: bogota, profile: "staff" });
    expect(connected).toEqual({ headquarter: bogota });
  });
});

describe("settings-change", () => {
  it("reaches every client of the headquarter and none of another headquarter", async () => {
    const [adminInBogota, operatorInBogota, adminInMedellin] = await Promise.all([
      connect({ token: admin.access, headquarter: bogota, profile: "staff" }),
      connect({ token: operator.access, headquarter: bogota, profile: "staff" }),
      connect({ token: admin.access, headquarter: medellin, profile: "staff" }),
    ]);
    const medellinEvents = recordEvents(adminInMedellin.socket);
    const received = Promise.all([
      nextEvent(adminInBogota.socket, "settings-change"),
      nextEvent(operatorInBogota.socket, "settings-change"),
    ]);

    await patchServiceMode(baseUrl, admin, bogota, "auto_assignment");
    for (const event of await received) {
      expect(event).toMatchObject({ headquarter: bogota, settings: { service_mode: "auto_assignment" } });
    }

    // Events reach one socket in order: once Medellín's own change arrives, Bogotá's would have come first.
    const medellinChange = nextEvent(adminInMedellin.socket, "settings-change");
    await patchServiceMode(baseUrl, admin, medellin, "auto_assignment");
    await medellinChange;
    expect(medellinEvents.get("settings-change")).toEqual([
      expect.objectContaining({ headquarter: medellin, settings: expect.objectContaining({ service_mode: "auto_assignment" }) }),
    ]);
  });

  it("is emitted after the commit: a read made on receipt sees the new value", async () => {
    const { socket } = await connect({ token: operator.access, headquarter: bogota, profile: "staff" });
    const readOnReceipt = new Promise<string>((resolve, reject) => {
      socket.once("settings-change", () => getServiceMode(baseUrl, operator, bogota).then(resolve, reject));
    });

    await patchServiceMode(baseUrl, admin, bogota, "manual");
    expect(await readOnReceipt).toBe("manual");
  });
});

describe("notification", () => {
  it("sends the title and HTML body to the headquarter's clients only", async () => {
    const [inBogota, inMedellin] = await Promise.all([
      connect({ token: admin.access, headquarter: bogota, profile: "staff" }),
      connect({ token: admin.access, headquarter: medellin, profile: "staff" }),
    ]);
    const medellinEvents = recordEvents(inMedellin.socket);
    const toBogota = { title: "Cierre de turno", body: "<p>El turno cierra a las <b>22:00</b>.</p>" };
    const toMedellin = { title: "Lluvia", body: "<p>Servicios con retraso</p>" };

    const received = nextEvent(inBogota.socket, "notification");
    app.realtime.notify(bogota, toBogota);
    expect(await received).toEqual(toBogota);

    const medellinReceived = nextEvent(inMedellin.socket, "notification");
    app.realtime.notify(medellin, toMedellin);
    await medellinReceived;
    expect(medellinEvents.get("notification")).toEqual([toMedellin]);
  });
  it("carries an administrator's notification, its HTML cleaned, to the desks of the chosen headquarter", async () => {
    const { socket } = await connect({ token: operator.access, headquarter: bogota, profile: "staff" });
    const received = nextEvent(socket, "notification");
    const body = '<p onclick="steal()">Cierre a las <b>22:00</b></p><script>steal()</script><a href="javascript:steal()">ver</a>';
    await call(baseUrl, `/api/headquarter/${bogota}/notifications/`, {
      method: "POST",
      token: admin.access,
      headquarter: bogota,
      body: JSON.stringify({ title: "Cierre de turno", body }),
    });
    expect(await received).toEqual({ title: "Cierre de turno", body: "<p>Cierre a las <b>22:00</b></p><a>ver</a>" });
  });
});
