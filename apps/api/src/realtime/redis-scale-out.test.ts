import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/demo-data.js";
import {
  call,
  connectSocket,
  createService,
  disconnection,
  getServiceMode,
  login,
  nextEvent,
  patchServiceMode,
  recordEvents,
} from "./socket-test-helpers.js";
import { seededDatabase, type TestDatabase } from "./test-database.js";

const { TEST_DATABASE_URL, REDIS_URL, TEST_DB } = process.env;
/** The processes' courier presence grace: short, so the tests wait little. */
const PRESENCE_GRACE_MS = 1_000;
const repoRoot = resolve(import.meta.dirname, "../../../..");

interface ApiProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, "close");
  return port;
}

async function startApi(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output };
}

/** Within the suite's hook timeout (120 s): two API processes compiling their sources on a busy two-core machine took over 60 s. */
async function waitForHealth(api: ApiProcess, timeoutMs = 110_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null) throw new Error(`API exited (${api.child.exitCode}):\n${api.output()}`);
    const healthy = await fetch(`${api.baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`API not healthy after ${timeoutMs} ms:\n${api.output()}`);
}

async function stopApi({ child }: ApiProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

describe.skipIf(TEST_DB !== "postgres" || !TEST_DATABASE_URL || !REDIS_URL)("two API processes sharing Redis", () => {
  let testDatabase: TestDatabase;
  let dataDir: string;
  let apis: ApiProcess[] = [];
  let socket: Socket | undefined;

  beforeAll(async () => {
    testDatabase = await seededDatabase();
    dataDir = await mkdtemp(join(tmpdir(), "despacho-scale-out-"));
    // A minute of cache: what B answers fresh here was retired by a write, never by age.
    const env = {
      DATABASE_URL: testDatabase.url,
      REDIS_URL,
      JWT_SECRET: "scale-out-secret",
      DATA_DIR: dataDir,
      READ_CACHE_TTL_MS: "60000",
      PRESENCE_GRACE_MS: String(PRESENCE_GRACE_MS),
    };
    apis = await Promise.all([startApi(env), startApi(env)]);
    await Promise.all(apis.map((api) => waitForHealth(api)));
  });

  afterAll(async () => {
    socket?.close();
    await Promise.all(apis.map(stopApi));
    await testDatabase?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("delivers a settings change made through process A to a client of process B", async () => {
    const [a, b] = apis;
    const admin = await login(a.baseUrl, "admin");
    const bogota = admin.headquarters.Bogotá;
    ({ socket } = await connectSocket(b.baseUrl, { token: admin.access, headquarter: bogota, profile: "staff" }));
    const readOnReceipt = nextEvent<{ headquarter: string }>(socket, "settings-change", 10_000).then(async (event) => ({
      event,
      mode: await getServiceMode(b.baseUrl, admin, bogota),
    }));

    await patchServiceMode(a.baseUrl, admin, bogota, "auto_assignment");
    const { event, mode } = await readOnReceipt;
    expect(event).toMatchObject({ headquarter: bogota, settings: { service_mode: "auto_assignment" } });
    expect(mode).toBe("auto_assignment");
  });

  it("retires process B's cached desk list before B's sockets hear of a service created through A", async () => {
    const [a, b] = apis;
    const admin = await login(a.baseUrl, "admin");
    const bogota = admin.headquarters.Bogotá;
    const as = { token: admin.access, headquarter: bogota };
    const listOnB = () => call(b.baseUrl, "/api/services/?active_status=true&limit=5", as);
    const before = await listOnB();
    expect(await listOnB()).toEqual(before);
    const { socket: desk } = await connectSocket(b.baseUrl, { ...as, profile: "staff" });
    try {
      const readOnReceipt = nextEvent<{ uuid: string }>(desk, "services:new", 10_000).then(async (event) => ({
        event,
        list: await listOnB(),
      }));
      const [type] = (await call(a.baseUrl, "/api/service-types/?limit=1", as)).results;
      const created = await call(a.baseUrl, "/api/services/", {
        ...as,
        method: "POST",
        body: JSON.stringify({
          name: "Prueba entre nodos",
          phone_number: "3001234567",
          type: type.uuid,
          calculated_cost: 8000,
          locations: [
            { type: "origin", address: "Calle 72 # 10-34", description: "Portería", latitude: 4.658, longitude: -74.061 },
            { type: "destination", address: "Carrera 15 # 93-47", description: "", latitude: 4.676, longitude: -74.048 },
          ],
        }),
      });
      const { event, list } = await readOnReceipt;
      expect(event.uuid).toBe(created.uuid);
      expect(list.count).toBe(before.count + 1);
      expect(list.results[0].uuid).toBe(created.uuid);
    } finally {
      desk.close();
    }
  });

  it("retires process B's cached desk list when a write through A announces nothing (a service type renamed)", async () => {
    const [a, b] = apis;
    const admin = await login(a.baseUrl, "admin");
    const bogota = admin.headquarters.Bogotá;
    const as = { token: admin.access, headquarter: bogota };
    const listOnB = () => call(b.baseUrl, "/api/services/?active_status=true&limit=5", as);
    const [shown] = (await listOnB()).results;
    expect((await listOnB()).results[0]).toEqual(shown);
    const rename = (name: string) =>
      call(a.baseUrl, `/api/service-types/${shown.type}/`, { ...as, method: "PATCH", body: JSON.stringify({ name }) });
    await rename("Tipo renombrado entre nodos");
    try {
      // The retirement travels the adapter's stream after A's answer: B hears it within moments.
      await expect.poll(async () => (await listOnB()).results[0].type_name, { timeout: 5_000 }).toBe("Tipo renombrado entre nodos");
    } finally {
      await rename(shown.type_name);
    }
  });

  it("refuses on process B an access token logged out through process A, though B knew its session (issue 19)", async () => {
    const [a, b] = apis;
    const operator = await login(a.baseUrl, "operador");
    const profileOnB = () =>
      fetch(new URL("/api/users/profile/", b.baseUrl), { headers: { authorization: `Bearer ${operator.access}` } }).then((r) => r.status);
    expect(await profileOnB()).toBe(200);
    await call(a.baseUrl, "/api/access-control/logout/", {
      method: "DELETE",
      token: operator.access,
      body: JSON.stringify({ refresh: operator.refresh }),
    });
    // The retirement travels the adapter's stream after A's answer: B hears it within moments.
    await expect.poll(profileOnB, { timeout: 5_000 }).toBe(401);
  });

  it("closes a user's socket on process B when the user logs out through process A", async () => {
    const [a, b] = apis;
    const operator = await login(a.baseUrl, "operador");
    const { socket: desk } = await connectSocket(b.baseUrl, {
      token: operator.access,
      headquarter: operator.headquarters.Bogotá,
      profile: "staff",
    });
    try {
      const closed = disconnection(desk, 10_000);
      await call(a.baseUrl, "/api/access-control/logout/", {
        method: "DELETE",
        token: operator.access,
        body: JSON.stringify({ refresh: operator.refresh }),
      });
      expect(await closed).toBe("io server disconnect");
    } finally {
      desk.close();
    }
  });

  it("counts a courier's sockets across processes: moving from B to A within the grace keeps it online, leaving A takes it offline", async () => {
    const [a, b] = apis;
    const admin = await login(a.baseUrl, "admin");
    const bogota = admin.headquarters.Bogotá;
    const { access } = await call(a.baseUrl, "/api/users/token/", {
      method: "POST",
      body: JSON.stringify({ username: "mensajero2", password: DEMO_PASSWORD }),
    });
    const { uuid: messenger } = await call(a.baseUrl, "/api/courier/profile/", { token: access });
    const activate = (online: boolean) =>
      call(a.baseUrl, "/api/courier/activation/", { method: "POST", token: access, body: JSON.stringify({ headquarter: bogota, online }) });
    const asCourier = { token: access, headquarter: bogota, profile: "messenger" };
    await activate(false);
    const { socket: desk } = await connectSocket(a.baseUrl, { token: admin.access, headquarter: bogota, profile: "staff" });
    const { socket: onB } = await connectSocket(b.baseUrl, asCourier);
    let onA: Socket | undefined;
    try {
      const online = nextEvent(desk, "headquarters:connect", 10_000);
      await activate(true);
      expect(await online).toEqual({ headquarter: bogota, messenger });

      // A service assigned through A reaches the courier's socket on B.
      const service = await createService(a.baseUrl, admin, bogota, "Asignado entre nodos");
      const assigned = nextEvent<{ uuid: string; messenger: string }>(onB, "services:assigned", 10_000);
      await call(a.baseUrl, `/api/services/${service.uuid}/assign/`, {
        method: "PATCH",
        token: admin.access,
        headquarter: bogota,
        body: JSON.stringify({ messenger }),
      });
      expect(await assigned).toMatchObject({ uuid: service.uuid, messenger, status: "assigned" });

      const heard = recordEvents(desk);
      onB.close();
      ({ socket: onA } = await connectSocket(a.baseUrl, asCourier));
      // B's grace runs out while the courier is on A: B finds that socket through Redis and keeps it online.
      await new Promise((resolve) => setTimeout(resolve, 2 * PRESENCE_GRACE_MS));
      expect(heard.get("headquarters:disconnect")).toBeUndefined();
      const left = nextEvent(desk, "headquarters:disconnect", 10_000);
      onA.close();
      expect(await left).toEqual({ headquarter: bogota, messenger });
    } finally {
      for (const socket of [desk, onB, onA]) socket?.close();
    }
  });
});
