// `npm run bench:crash`: does the embedded database survive a power cut? Each trial starts the real server (the same
// entry as `npm start`) on one data folder, runs a mixed write load through the API — services, chat messages,
// courier location batches and courier payments —, kills the whole process group with SIGKILL at a random moment
// (and, every other trial, the database server too when it runs apart), starts the server again and checks through
// the API that it opens and that every write it had acknowledged (a 2xx answer) is there. Prints each trial and a
// summary: databases that failed to open and acknowledged writes lost (both must be 0).
//   BENCH_CRASH_TRIALS (200), BENCH_CRASH_MAX_LOAD_MS (3000): trials, longest load before a kill.
//   BENCH_CRASH_DATA_DIR: the data folder (a temporary one, removed at the end, by default).
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { APP_CLIENT_HEADER, APP_CLIENT_NAME, HEADQUARTER_HEADER } from "@despacho/domain";
import { buildApiIfStale } from "../scripts/build-api.mjs";
import { freePort, repoRoot } from "./lib-processes.js";

const TRIALS = Number(process.env.BENCH_CRASH_TRIALS ?? 200);
const MAX_LOAD_MS = Number(process.env.BENCH_CRASH_MAX_LOAD_MS ?? 3000);
const OPEN_TIMEOUT_MS = 120_000;
const PASSWORD = "despacho";
const keepData = Boolean(process.env.BENCH_CRASH_DATA_DIR);
const dataDir = process.env.BENCH_CRASH_DATA_DIR ?? mkdtempSync(join(tmpdir(), "despacho-crash-"));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Server {
  child: ChildProcess;
  url: string;
  log: string[];
}

/** The server as `npm start` runs it, leader of its own process group so one kill takes all it started. */
async function startServer(port: number): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOGIN_RATE_LIMIT: "100000",
    LOG_LEVEL: "warn",
    DEMO_SIMULATOR: "off",
  };
  for (const name of ["DATABASE_URL", "REDIS_URL", "GEOCODER_URL", "S3_ENDPOINT"]) delete env[name];
  const child = spawn(process.execPath, [await buildApiIfStale()], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 50) log.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < OPEN_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log.join("")}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url, log };
    } catch {
      // not listening yet
    }
    await wait(100);
  }
  throw new Error(`the server did not open within ${OPEN_TIMEOUT_MS / 1000} s:\n${log.join("")}`);
}

/** Every postmaster.pid under the data folder: the database server's process, when it runs apart from ours. */
function databaseProcesses(dir: string, depth = 0): number[] {
  if (depth > 3 || !existsSync(dir)) return [];
  const found: number[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (entry === "postmaster.pid") found.push(Number(readFileSync(path, "utf8").split("\n")[0]));
    else if (statSync(path).isDirectory()) found.push(...databaseProcesses(path, depth + 1));
  }
  return found.filter((pid) => Number.isInteger(pid) && pid > 0);
}

function kill9(pid: number) {
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // already gone
  }
}

/** A power cut: SIGKILL to the server's process group, and with `database` to the database server's process too. */
async function cut(server: Server, database: boolean) {
  const pid = server.child.pid;
  if (pid) kill9(-pid);
  if (database) for (const postmaster of databaseProcesses(dataDir)) kill9(postmaster);
  if (server.child.exitCode === null && server.child.signalCode === null) await new Promise((r) => server.child.once("exit", r));
}

/** Stops a server gently (the last one). */
async function stop(server: Server) {
  const exited = new Promise((r) => server.child.once("exit", r));
  if (server.child.pid) process.kill(server.child.pid, "SIGTERM");
  await Promise.race([exited, wait(20_000)]);
  if (server.child.pid) kill9(-server.child.pid);
}

const client = { [APP_CLIENT_HEADER]: APP_CLIENT_NAME };

interface Context {
  staff: Record<string, string>;
  courier: Record<string, string>;
  courierId: string;
  chatId: string;
  serviceBody: string;
}

async function json<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function tokenOf(url: string, username: string): Promise<string> {
  const { access } = await json<{ access: string }>(`${url}/api/users/token/`, {
    method: "POST",
    headers: { ...client, "content-type": "application/json" },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  return access;
}

/** The first Bogotá courier of the demo (mensajero1…15) that may go online there, online. */
async function onlineCourier(url: string, headquarter: string) {
  for (let n = 1; n <= 15; n++) {
    const courier = { authorization: `Bearer ${await tokenOf(url, `mensajero${n}`)}` };
    const activation = await fetch(`${url}/api/courier/activation/`, {
      method: "POST",
      headers: { ...courier, "content-type": "application/json" },
      body: JSON.stringify({ headquarter, online: true }),
    });
    if (activation.ok) return { courier, profile: (await activation.json()) as { uuid: string } };
  }
  throw new Error("no demo courier may go online in Bogotá");
}

/** The demo admin in Bogotá, the first demo courier that may go online there, its chat and a valid service payload. */
async function contextOf(url: string): Promise<Context> {
  const adminToken = await tokenOf(url, "admin");
  const headquarters = await json<{ uuid: string; name: string }[]>(`${url}/api/users/active-headquarters/`, {
    headers: { ...client, authorization: `Bearer ${adminToken}` },
  });
  const bogota = headquarters.find((h) => h.name === "Bogotá");
  if (!bogota) throw new Error("no Bogotá headquarter in the demo data");
  const staff = { ...client, authorization: `Bearer ${adminToken}`, [HEADQUARTER_HEADER]: bogota.uuid };
  const { courier, profile } = await onlineCourier(url, bogota.uuid);
  // Payments may not exceed the courier's balance: an adjustment of the payroll ledger gives enough for every trial.
  await json(`${url}/api/users/messengers/${profile.uuid}/adjustment/`, {
    method: "POST",
    headers: { ...staff, "content-type": "application/json" },
    body: JSON.stringify({ amount: 1_000_000_000, reason: "Saldo para las pruebas de cortes" }),
  });
  const chat = await json<{ uuid: string }>(`${url}/api/chats/messengers/${profile.uuid}/`, { headers: staff });
  const types = await json<{ results: { uuid: string }[] }>(`${url}/api/service-types/?limit=1`, { headers: staff });
  const methods = await json<{ results: { uuid: string }[] }>(`${url}/api/payment-method/?limit=1`, { headers: staff });
  const serviceBody = JSON.stringify({
    name: "Cliente de prueba de cortes",
    phone_number: "3001234567",
    type: types.results[0]?.uuid,
    payment_method: methods.results[0]?.uuid ?? null,
    calculated_cost: 12_000,
    locations: [
      {
        type: "origin",
        address: "Calle 72 # 10-34",
        description: "Recoger en portería",
        latitude: 4.6576,
        longitude: -74.0561,
        city: "Bogotá",
      },
      {
        type: "destination",
        address: "Carrera 15 # 93-47",
        description: "Entregar en recepción",
        latitude: 4.6771,
        longitude: -74.0489,
        city: "Bogotá",
      },
    ],
  });
  return { staff, courier, courierId: profile.uuid, chatId: chat.uuid, serviceBody };
}

/** What the server acknowledged during one trial. */
interface Acknowledged {
  services: string[];
  messages: string[];
  points: number;
  payments: number;
  from: Date;
  /** The first refusal (an answer other than 2xx) of the trial: the load must be valid to prove anything. */
  refused?: string;
}

/** Writers of each kind in a loop until `stopAt`; only 2xx answers count. Errors of the kill itself are expected. */
async function load(url: string, ctx: Context, stopAt: number, acked: Acknowledged, tag: string) {
  const running = () => Date.now() < stopAt;
  const post = async (path: string, headers: Record<string, string>, body: string) => {
    try {
      const response = await fetch(`${url}${path}`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body });
      if (response.ok) return await response.json();
      acked.refused ??= `${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`;
      return null;
    } catch {
      return null;
    }
  };
  let sequence = 0;
  const services = async () => {
    while (running()) {
      const created = (await post("/api/services/", ctx.staff, ctx.serviceBody)) as { uuid: string } | null;
      if (created) acked.services.push(created.uuid);
    }
  };
  const messages = async () => {
    while (running()) {
      const body = JSON.stringify({ messenger: ctx.courierId, type: "text", content: `${tag} #${sequence++}` });
      const sent = (await post("/api/chats/messages/", ctx.staff, body)) as { uuid: string } | null;
      if (sent) acked.messages.push(sent.uuid);
    }
  };
  const points = async () => {
    while (running()) {
      const now = Date.now();
      const batch = Array.from({ length: 5 }, (_, i) => ({
        latitude: 4.65 + Math.random() / 100,
        longitude: -74.06 + Math.random() / 100,
        coordinates_created_at: new Date(now - 5 + i).toISOString(),
      }));
      const answer = (await post("/api/courier/locations/", ctx.courier, JSON.stringify({ points: batch }))) as { accepted: number } | null;
      if (answer) acked.points += answer.accepted;
    }
  };
  const payments = async () => {
    while (running()) {
      const body = JSON.stringify({ amount: 1000, method: "cash" });
      if (await post(`/api/users/messengers/${ctx.courierId}/payment/`, ctx.staff, body)) acked.payments += 1;
    }
  };
  await Promise.all([services(), services(), messages(), points(), payments()]);
}

interface Found {
  services: number;
  messages: number;
  points: number;
  payments: number;
}

/** What the reopened server holds of what was acknowledged: services and messages by id, points and payments by count. */
async function check(url: string, ctx: Context, acked: Acknowledged, paymentsBefore: number): Promise<Found & { paymentsNow: number }> {
  let services = 0;
  for (const uuid of acked.services) if ((await fetch(`${url}/api/services/${uuid}/`, { headers: ctx.staff })).ok) services++;
  const wanted = new Set(acked.messages);
  let messages = 0;
  let cursor: string | null = null;
  for (let page = 0; page < 500 && messages < wanted.size; page++) {
    const query: string = `chat=${ctx.chatId}${cursor ? `&cursor=${cursor}` : ""}`;
    const { results, next } = await json<{ results: { uuid: string }[]; next: string | null }>(`${url}/api/chats/messages/?${query}`, {
      headers: ctx.staff,
    });
    messages += results.filter((m) => wanted.has(m.uuid)).length;
    if (!next) break;
    cursor = next;
  }
  const range = `from=${encodeURIComponent(acked.from.toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`;
  const track = await json<{ count: number }>(`${url}/api/users/messengers/${ctx.courierId}/locations/?${range}&limit=1`, {
    headers: ctx.staff,
  });
  const paid = await json<{ count: number }>(`${url}/api/users/messengers/${ctx.courierId}/payments/?limit=1`, { headers: ctx.staff });
  return {
    services,
    messages,
    points: Math.min(track.count, acked.points),
    payments: Math.min(paid.count - paymentsBefore, acked.payments),
    paymentsNow: paid.count,
  };
}

async function main() {
  console.log(`Crash trials: ${TRIALS} SIGKILLs under mixed load on ${dataDir}\n`);
  const port = await freePort();
  let server = await startServer(port);
  let ctx = await contextOf(server.url);
  let payments = (
    await json<{ count: number }>(`${server.url}/api/users/messengers/${ctx.courierId}/payments/?limit=1`, { headers: ctx.staff })
  ).count;
  const totals = { acked: 0, lost: 0, unopenable: 0, trials: 0 };
  for (let trial = 1; trial <= TRIALS; trial++) {
    const acked: Acknowledged = { services: [], messages: [], points: 0, payments: 0, from: new Date(Date.now() - 1000) };
    const loadMs = 200 + Math.floor(Math.random() * MAX_LOAD_MS);
    const killDatabase = trial % 2 === 0;
    const running = load(server.url, ctx, Date.now() + loadMs + 5_000, acked, `trial ${trial}`);
    await wait(loadMs);
    await cut(server, killDatabase);
    await running;
    const restartedAt = Date.now();
    try {
      server = await startServer(port);
    } catch (error) {
      totals.unopenable += 1;
      console.log(`trial ${trial}: the database did NOT open again — ${String(error).slice(0, 2000)}`);
      break;
    }
    const restartMs = Date.now() - restartedAt;
    ctx = await contextOf(server.url);
    const found = await check(server.url, ctx, acked, payments);
    payments = found.paymentsNow;
    const ackedCount = acked.services.length + acked.messages.length + acked.points + acked.payments;
    const foundCount = found.services + found.messages + found.points + found.payments;
    totals.trials += 1;
    totals.acked += ackedCount;
    totals.lost += ackedCount - foundCount;
    console.log(
      `trial ${String(trial).padStart(3)}: killed after ${(loadMs / 1000).toFixed(2)} s${killDatabase ? " (and the database process)" : ""}; ` +
        `acknowledged ${acked.services.length} services, ${acked.messages.length} messages, ${acked.points} points, ${acked.payments} payments; ` +
        `reopened in ${(restartMs / 1000).toFixed(1)} s; found ${found.services}/${acked.services.length} services, ` +
        `${found.messages}/${acked.messages.length} messages, ${found.points}/${acked.points} points, ${found.payments}/${acked.payments} payments` +
        (foundCount < ackedCount ? `  ← ${ackedCount - foundCount} LOST` : ""),
    );
    if (acked.refused) console.log(`    refused: ${acked.refused}`);
  }
  await stop(server);
  console.log(
    `\n${totals.trials} trials: ${totals.unopenable} databases that failed to open, ${totals.acked} acknowledged writes, ${totals.lost} lost`,
  );
  if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  process.exit(totals.unopenable === 0 && totals.lost === 0 ? 0 : 1);
}

await main();
