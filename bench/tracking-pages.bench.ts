// Many customers following one service (issue 23): PAGES tracking pages polling /api/tracking/{token}/ as the page
// does (every TRACKING_POLL_MS, each from its own address, starting at a random moment) while the service's courier
// sends a point every UPDATE_MS. For each point and page, the time from the courier's answered POST to the first poll
// that shows it (or a newer one): updates delivered p50/p99, with the polls' own answer times. The baseline, in the
// same run, is one page alone. BENCH_TRACKING_PAGES, BENCH_TRACKING_SECONDS, BENCH_TRACKING_UPDATE_MS override.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TRACKING_POLL_MS } from "@despacho/domain/tracking";
import { trackingTokenOf } from "../apps/api/src/modules/tracking/index.js";
import type { Db } from "../apps/api/src/db/client.js";
import { authHeaders, despacho, type Session, signIn } from "./lib-api.js";
import { serviceCreationBody } from "./lib-seed-services.js";
import { DEMO_COURIER_USERNAME } from "../apps/api/src/seed/demo-catalog-data.js";
import { DEMO_PASSWORD } from "../apps/api/src/seed/demo-data.js";
import { percentile } from "./lib-latency.js";

const PAGES = Number(process.env.BENCH_TRACKING_PAGES ?? 1_000);
const SECONDS = Number(process.env.BENCH_TRACKING_SECONDS ?? 60);
const UPDATE_MS = Number(process.env.BENCH_TRACKING_UPDATE_MS ?? 2_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The first demo courier (mensajero1, mensajero2…) who may go online in the headquarter, online: their headers. */
async function onlineCourier(url: string, headquarter: string) {
  for (let n = 1; n <= 60; n += 1) {
    const { access } = await call(`${url}/api/users/token/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: `${DEMO_COURIER_USERNAME}${n}`, password: DEMO_PASSWORD }),
    });
    const courier = { authorization: `Bearer ${access}`, "content-type": "application/json" };
    const online = await fetch(`${url}/api/courier/activation/`, {
      method: "POST",
      headers: courier,
      body: JSON.stringify({ headquarter, online: true }),
    });
    if (online.ok) return courier;
  }
  throw new Error("no demo courier may go online in the headquarter");
}

/** A service of the desk, assigned to a demo courier of its headquarter and started by them: its tracking token and the courier's token. */
async function serviceInProgress(url: string, db: Db, session: Session) {
  const desk = { ...authHeaders(session), "content-type": "application/json" };
  const courier = await onlineCourier(url, session.headquarter);
  const { uuid: messenger } = await call(`${url}/api/courier/profile/`, { headers: courier });
  const service = await call(`${url}/api/services/`, {
    method: "POST",
    headers: desk,
    body: await serviceCreationBody(db, session.headquarter),
  });
  await call(`${url}/api/services/${service.uuid}/assign/`, { method: "PATCH", headers: desk, body: JSON.stringify({ messenger }) });
  await call(`${url}/api/courier/services/${service.uuid}/start/`, { method: "PATCH", headers: courier, body: "{}" });
  return { serviceId: service.uuid as string, courier };
}

interface Run {
  pages: number;
  updates: number;
  delivered: number[];
  answers: number[];
  polls: number;
  failed: number;
  cpuCores: number;
}

/** `pages` pages follow the service for `seconds` while the courier moves. */
async function follow(url: string, token: string, courier: Record<string, string>, pages: number, seconds: number): Promise<Run> {
  const posted = new Map<string, { index: number; at: number }>();
  const postedAt: number[] = [];
  const delivered: number[] = [];
  const answers: number[] = [];
  let polls = 0;
  let failed = 0;
  let stop = false;
  const cpu = process.cpuUsage();
  const began = performance.now();

  const page = async (n: number) => {
    const forwarded = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    let seen = -1;
    await sleep(Math.random() * TRACKING_POLL_MS);
    while (!stop) {
      const sent = performance.now();
      try {
        const res = await fetch(`${url}/api/tracking/${token}/`, { headers: { "x-forwarded-for": forwarded } });
        const body = (await res.json()) as { courier: { located_at: string | null } | null };
        const now = performance.now();
        polls += 1;
        answers.push(now - sent);
        if (!res.ok) failed += 1;
        const shown = posted.get(body.courier?.located_at ?? "");
        if (shown && shown.index > seen) {
          // Points sent before the page opened are not its updates.
          for (let u = Math.max(seen + 1, 0); u <= shown.index; u += 1) if (postedAt[u] >= began) delivered.push(now - postedAt[u]);
          seen = shown.index;
        }
      } catch {
        failed += 1;
      }
      await sleep(TRACKING_POLL_MS);
    }
  };

  const move = async () => {
    for (let index = 0; !stop; index += 1) {
      const at = new Date();
      const point = { latitude: 4.667 - index * 0.0003, longitude: -74.056 - index * 0.0001, coordinates_created_at: at.toISOString() };
      await call(`${url}/api/courier/locations/`, { method: "POST", headers: courier, body: JSON.stringify({ points: [point] }) });
      postedAt.push(performance.now());
      posted.set(at.toISOString(), { index, at: postedAt[index] });
      await sleep(UPDATE_MS);
    }
  };

  const running = [move(), ...Array.from({ length: pages }, (_, n) => page(n))];
  await sleep(seconds * 1_000);
  stop = true;
  await Promise.all(running);
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - began;
  delivered.sort((a, b) => a - b);
  answers.sort((a, b) => a - b);
  return { pages, updates: postedAt.length, delivered, answers, polls, failed, cpuCores: (used.user + used.system) / 1_000 / wall };
}

function row(label: string, run: Run) {
  const ms = (v: number) => `${(v / 1_000).toFixed(1)} s`;
  return [
    label,
    `${run.pages}`,
    `${run.updates}`,
    ms(percentile(run.delivered, 50)),
    ms(percentile(run.delivered, 99)),
    `${percentile(run.answers, 50).toFixed(1)} ms`,
    `${percentile(run.answers, 99).toFixed(1)} ms`,
    `${run.polls}`,
    `${run.failed}`,
    `${run.cpuCores.toFixed(2)}`,
  ];
}

process.env.TRUST_PROXY = "127.0.0.1";
const dataDir = await mkdtemp(join(tmpdir(), "despacho-bench-tracking-pages-"));
const api = await despacho(dataDir);
try {
  const { serviceId, courier } = await serviceInProgress(api.url, api.app.db, await signIn(api.url));
  const token = await trackingTokenOf(api.app.db, serviceId);
  const baselineSeconds = Math.max(30, Math.round(SECONDS / 2));
  console.log(
    `one page for ${baselineSeconds} s, then ${PAGES} pages for ${SECONDS} s; a point every ${UPDATE_MS} ms; pages poll every ${TRACKING_POLL_MS} ms`,
  );
  const baseline = await follow(api.url, token, courier, 1, baselineSeconds);
  const many = await follow(api.url, token, courier, PAGES, SECONDS);
  const header = [
    "run",
    "pages",
    "points",
    "delivered p50",
    "delivered p99",
    "poll answer p50",
    "poll answer p99",
    "polls",
    "failed",
    "CPU cores (API + pages)",
  ];
  const rows = [header, row("baseline: one page", baseline), row(`${PAGES} pages`, many)];
  const widths = header.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const [i, r] of rows.entries()) {
    console.log(`| ${r.map((c, j) => c.padEnd(widths[j])).join(" | ")} |`);
    if (i === 0) console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  }
  console.log(
    "delivered: from the courier's answered POST of a point to the first poll of each page showing it or a newer one;\n" +
      `a page polls every ${TRACKING_POLL_MS / 1_000} s, so ${TRACKING_POLL_MS / 1_000} s is the bound a poll sets; the API and the pages share this process.`,
  );
} finally {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}
