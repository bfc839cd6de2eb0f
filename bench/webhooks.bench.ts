// Issue 26's webhooks: deliveries per second to a local receiver and the time from a service's creation to its
// signed webhook, beside a baseline of plain HTTP POSTs from this process to the same receiver; then the receiver is
// down for BENCH_OUTAGE_SECONDS (60, "a minute", by default) while services keep being created, and comes back:
// every delivery must arrive, none twice.
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { authHeaders, despacho, signIn } from "./lib-api.js";

const SERVICES = Number(process.env.BENCH_SERVICES ?? 300);
const CONCURRENCY = 8;
/** Deliveries one claim sends together (modules/webhooks/deliver.ts). */
const DELIVERY_BATCH = 50;
const OUTAGE_SECONDS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 60);
/** One creation every this many ms during and after the outage. */
const OUTAGE_PACE_MS = 250;

// The receiver is this process's, on loopback: allowed as GATEWAY_PRIVATE_HOSTS=1 allows it.
process.env.GATEWAY_PRIVATE_HOSTS = "1";
process.env.API_KEY_RATE_LIMIT = "1000000";

const p = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The receiver: when each service's webhook first came, and how many came in all. */
const arrivals = new Map<string, number>();
let received = 0;
let waiters: { count: number; resolve: () => void }[] = [];
const handler = (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => {
  let body = "";
  req.on("data", (c) => {
    body += c;
  });
  req.on("end", () => {
    const at = performance.now();
    res.end();
    const service = JSON.parse(body).data?.service as string | undefined;
    if (!service) return;
    received += 1;
    if (!arrivals.has(service)) arrivals.set(service, at);
    waiters = waiters.filter((w) => (arrivals.size >= w.count ? (w.resolve(), false) : true));
  });
};
const heard = (count: number) => new Promise<void>((resolve) => (arrivals.size >= count ? resolve() : waiters.push({ count, resolve })));
let receiver: Server = createServer(handler);
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const port = (receiver.address() as AddressInfo).port;
const hookUrl = `http://127.0.0.1:${port}/despacho`;

const dataDir = await mkdtemp(join(tmpdir(), "despacho-bench-webhooks-"));
const api = await despacho(dataDir);
try {
  const session = await signIn(api.url);
  const headers = { ...authHeaders(session), "content-type": "application/json" };
  const call = async (path: string, body: unknown) => {
    const res = await fetch(`${api.url}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const [type] = await (await fetch(`${api.url}/api/service-types/?all=true`, { headers })).json();
  const hook = (await call("/api/webhooks/", { url: hookUrl, events: ["service.created"] })) as { id: string };
  const setActive = async (active: boolean) => {
    const res = await fetch(`${api.url}/api/webhooks/${hook.id}/`, { method: "PATCH", headers, body: JSON.stringify({ active }) });
    if (!res.ok) throw new Error(`webhook: ${res.status}`);
  };
  const payload = JSON.stringify({
    name: "Cliente de medición",
    phone_number: "3001234567",
    type: type.uuid,
    calculated_cost: 9000,
    required_value: 1000,
    locations: [
      { type: "origin", address: "Calle 80 # 15-20", description: "Portería", latitude: 4.667, longitude: -74.056 },
      { type: "destination", address: "Carrera 7 # 45-10", latitude: 4.632, longitude: -74.065 },
    ],
  });
  const sent = new Map<string, number>();
  const creations: number[] = [];
  const create = async () => {
    const start = performance.now();
    const res = await fetch(`${api.url}/api/services/`, { method: "POST", headers, body: payload });
    if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
    const { uuid } = (await res.json()) as { uuid: string };
    creations.push(performance.now() - start);
    sent.set(uuid, start);
  };

  const createMany = () =>
    Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, lane) => {
        for (let i = lane; i < SERVICES; i += CONCURRENCY) await create();
      }),
    );

  // Latency: SERVICES creations, CONCURRENCY at a time; each service's webhook timed from its request.
  await createMany();
  await heard(SERVICES);
  const latencies = [...sent].map(([uuid, start]) => (arrivals.get(uuid) as number) - start);

  // Throughput of the deliverer alone: SERVICES deliveries queued while the subscription is paused, then let go.
  await setActive(false);
  await createMany();
  const drainStart = performance.now();
  await setActive(true);
  await heard(sent.size);
  const drainSeconds = (performance.now() - drainStart) / 1000;

  // Baseline (after the webhooks, on the same warmed-up process): the same number of POSTs of a webhook's size, straight from here, as many at a time as a delivery batch.
  const body = JSON.stringify({ type: "service.created", timestamp: new Date().toISOString(), data: { service: "baseline" } });
  const post = async () => (await fetch(hookUrl, { method: "POST", headers: { "content-type": "application/json" }, body })).text();
  // Warm-up: the first connections and the JIT are not what is measured.
  await Promise.all(Array.from({ length: DELIVERY_BATCH }, post));
  const posts: number[] = [];
  const baselineStart = performance.now();
  await Promise.all(
    Array.from({ length: DELIVERY_BATCH }, async (_, lane) => {
      for (let i = lane; i < SERVICES; i += DELIVERY_BATCH) {
        const start = performance.now();
        await post();
        posts.push(performance.now() - start);
      }
    }),
  );
  const baselineSeconds = (performance.now() - baselineStart) / 1000;
  // The receiver counted them as a service named "baseline": not a webhook.
  arrivals.delete("baseline");
  received -= DELIVERY_BATCH + SERVICES;

  console.log(`\nbench:webhooks (${api.kind} database, ${SERVICES} services, created ${CONCURRENCY} at a time)`);
  console.log(
    `  baseline: plain POST loop, ${DELIVERY_BATCH} at a time   ${(SERVICES / baselineSeconds).toFixed(0)} posts/s, p50 ${ms(p(posts, 50))}, p99 ${ms(p(posts, 99))}`,
  );
  console.log(`  webhooks: a backlog of ${SERVICES} drained      ${(SERVICES / drainSeconds).toFixed(0)} deliveries/s`);
  console.log(`  webhooks: creation request → delivery   p50 ${ms(p(latencies, 50))}, p99 ${ms(p(latencies, 99))}`);
  console.log(`            (the creation's own answer:   p50 ${ms(p(creations, 50))}, p99 ${ms(p(creations, 99))})`);

  // Outage: the receiver stops listening (connections refused) while services keep coming, then listens again.
  const before = sent.size;
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  receiver.closeAllConnections();
  const outageStart = performance.now();
  while (performance.now() - outageStart < OUTAGE_SECONDS * 1000) {
    await create();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_PACE_MS));
  }
  const during = sent.size - before;
  receiver = createServer(handler);
  await new Promise<void>((resolve) => receiver.listen(port, "127.0.0.1", resolve));
  const backAt = performance.now();
  // Traffic goes on for a few seconds: the first delivery that succeeds brings the waiting retries forward.
  for (let i = 0; i < 10; i++) {
    await create();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_PACE_MS));
  }
  await heard(sent.size);
  const drained = (performance.now() - backAt) / 1000;
  const lost = [...sent.keys()].filter((uuid) => !arrivals.has(uuid)).length;
  console.log(
    `  receiver down ${OUTAGE_SECONDS} s: ${during} services created meanwhile; all ${sent.size} delivered ${drained.toFixed(1)} s after it came back; lost ${lost}, received ${received} for ${arrivals.size} services (${received - arrivals.size} repeated)`,
  );
} finally {
  receiver.close();
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}
