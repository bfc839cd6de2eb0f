// The live map, beside baselines measured in the same run:
// (a) rendering: the product's map in headless Chromium (/usr/bin/chromium, software WebGL) with BENCH_MAP_COURIERS
//     couriers (10,000) each reporting once a second, for BENCH_MAP_SECONDS (20 s): frames per second and the main
//     thread's long tasks, drawn by the product's CourierLayer at city zoom (clustered) and street zoom (gliding),
//     and by the naive way (every courier given again to one GeoJSON source on each frame that brought a report),
//     beside the ceiling: an empty map painted again every frame (what software WebGL on this machine allows);
// (b) the tracking queries for a courier with BENCH_TRACK_POINTS (100,000) points in the range: GET …/track/ (the
//     day's route for the playback) asked again, and for ranges not read before by 10 connections at once (with the CPU
//     a reading costs), and GET …/locations/ (the dialog's page), p99, beside a hello world;
// (c) location ingestion at BENCH_MAP_COURIERS couriers × 1 Hz through the courier API and socket, until the desk's
//     socket hears each point: bench:couriers' fleet (its (c) and (d)) run with that many couriers and sockets.
// BENCH_MAP_PARTS=render,track,ingest chooses the parts (all by default).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { chromium } from "playwright-core";
import { Worker } from "node:worker_threads";
import { build } from "vite";
import { authHeaders, despacho, helloWorld, LOAD, type Meter, measure, type Row, signIn } from "./lib-api.js";
import { cpuNote, mainThreadCpu, meterDatabase } from "./lib-cpu.js";
import { repoRoot } from "./lib-processes.js";

const COURIERS = Number(process.env.BENCH_MAP_COURIERS ?? 10_000);
const SECONDS = Number(process.env.BENCH_MAP_SECONDS ?? 20);
const TRACK_POINTS = Number(process.env.BENCH_TRACK_POINTS ?? 100_000);
const FIRST_READINGS = 300;
const FIRST_READING_CONNECTIONS = 10;
/** Which parts to run: "render", "track" or both (the default). */
const PARTS = (process.env.BENCH_MAP_PARTS ?? "render,track,ingest").split(",");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CITY_ZOOM = 11;
const STREET_ZOOM = 15;

interface Figures {
  fps: number;
  longTasks: number;
  longTaskMs: number;
  reports: number;
}

const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
};

async function serve(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const path = req.url === "/" ? "/index.html" : (req.url ?? "/").split("?")[0];
    try {
      const body = await readFile(join(dir, path));
      res.writeHead(200, { "content-type": TYPES[extname(path)] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return { url: `http://127.0.0.1:${address.port}/`, server };
}

/** (a) One page per scenario, so no scenario inherits another's GPU memory or garbage. */
async function rendering(): Promise<[string, Figures][]> {
  const outDir = await mkdtemp(join(tmpdir(), "despacho-map-bench-"));
  await build({ configFile: join(repoRoot, "bench/map-harness/vite.config.ts"), build: { outDir } });
  const { url, server } = await serve(outDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--use-gl=angle", "--use-angle=swiftshader"] });
  const scenarios: [string, { mode: "layer" | "naive" | "ceiling"; zoom: number }][] = [
    [`no couriers, map painted every frame, street zoom ${STREET_ZOOM} (ceiling)`, { mode: "ceiling", zoom: STREET_ZOOM }],
    [`naive setData, city zoom ${CITY_ZOOM} (baseline)`, { mode: "naive", zoom: CITY_ZOOM }],
    [`CourierLayer, city zoom ${CITY_ZOOM} (clustered)`, { mode: "layer", zoom: CITY_ZOOM }],
    [`naive setData, street zoom ${STREET_ZOOM} (baseline)`, { mode: "naive", zoom: STREET_ZOOM }],
    [`CourierLayer, street zoom ${STREET_ZOOM} (gliding)`, { mode: "layer", zoom: STREET_ZOOM }],
  ];
  const results: [string, Figures][] = [];
  try {
    for (const [name, scenario] of scenarios) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      await page.goto(url);
      await page.waitForFunction(() => "runMapBench" in window);
      const figures = (await page.evaluate(
        (run) => (window as unknown as { runMapBench: (r: unknown) => Promise<Figures> }).runMapBench(run),
        { couriers: COURIERS, seconds: SECONDS, ...scenario },
      )) as Figures;
      results.push([name, figures]);
      console.log(`  ${name}: ${figures.fps.toFixed(1)} fps`);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
    await rm(outDir, { recursive: true, force: true });
  }
  return results;
}

/**
 * FIRST_READINGS tracks of ranges never read before (the n-th ending n milliseconds before the day's end), asked by
 * FIRST_READING_CONNECTIONS clients at once from a worker thread (autocannon's workers cannot vary the address, and
 * the worker keeps the clients off the API's event loop, whose CPU is metered): what a track costs when its points are
 * read from the database, and the CPU each reading costs the API and the database.
 */
async function firstReadings(trackUrl: string, headers: Record<string, string>, meter: Meter): Promise<Row> {
  const database = await meterDatabase(meter.db);
  const apiFrom = meter.cpu();
  const clients = new Worker(
    `const { parentPort, workerData: { trackUrl, headers, readings, connections, from, end } } = require("node:worker_threads");
    const took = [];
    let next = 1;
    let failures = 0;
    async function client() {
      for (let i = next++; i <= readings; i = next++) {
        const started = performance.now();
        const response = await fetch(trackUrl + "?from=" + encodeURIComponent(from) + "&to=" + new Date(end - i).toISOString(), { headers });
        await response.arrayBuffer();
        took.push(performance.now() - started);
        if (!response.ok) failures++;
      }
    }
    const started = performance.now();
    Promise.all(Array.from({ length: connections }, client)).then(() =>
      parentPort.postMessage({ took, failures, seconds: (performance.now() - started) / 1000 }));`,
    {
      eval: true,
      workerData: {
        trackUrl,
        headers,
        readings: FIRST_READINGS,
        connections: FIRST_READING_CONNECTIONS,
        from: "2026-11-20T00:00:00-05:00",
        end: Date.parse("2026-11-22T00:00:00-05:00"),
      },
    },
  );
  const [{ took, failures, seconds }] = (await once(clients, "message")) as [{ took: number[]; failures: number; seconds: number }];
  const cpu = { api: meter.cpu() - apiFrom, database: await database() };
  took.sort((x, y) => x - y);
  const at = (share: number) => took[Math.min(took.length - 1, Math.floor(share * took.length))];
  return {
    cpu,
    scenario: `GET …/track/, ${FIRST_READINGS} ranges not read before, ${FIRST_READING_CONNECTIONS} connections`,
    requestsPerSecond: FIRST_READINGS / seconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    failures,
    ok: FIRST_READINGS - failures,
    timeouts: 0,
  };
}

/** (b) TRACK_POINTS points, one a second, for the first demo courier of Bogotá; the track and the page, p99. */
async function tracking(): Promise<Row[]> {
  const dataDir = await mkdtemp(join(tmpdir(), "despacho-map-bench-db-"));
  const api = await despacho(dataDir);
  const hello = await helloWorld();
  try {
    const session = await signIn(api.url);
    const { rows } = (await api.database.db.execute(
      "select m.id from messengers m join users u on u.id = m.user_id where u.username = 'mensajero1'",
    )) as unknown as { rows: { id: string }[] };
    const messenger = rows[0].id;
    const start = Date.parse("2026-11-20T00:00:00-05:00");
    for (let from = 0; from < TRACK_POINTS; from += 20_000) {
      const to = Math.min(TRACK_POINTS, from + 20_000);
      await api.database.db.execute(`
        insert into messenger_locations (messenger_id, latitude, longitude, coordinates_created_at, using_fake_location)
        select '${messenger}', 4.6 + (g % 1000) * 0.0001, -74.1 + (g / 1000) * 0.0001,
          to_timestamp(${start / 1000} + g), false
        from generate_series(${from}, ${to - 1}) g`);
    }
    // A past day's points, as autovacuum leaves a table written once: counted and visible from the index alone.
    await api.database.db.execute("vacuum analyze messenger_locations");
    const range = `from=${encodeURIComponent("2026-11-20T00:00:00-05:00")}&to=${encodeURIComponent("2026-11-22T00:00:00-05:00")}`;
    const trackPath = `/api/users/messengers/${messenger}/track/`;
    const headers = authHeaders(session);
    const load = { ...LOAD, connections: 10 };
    // What the track draws of the range: its sample (decision 055), read once before the runs.
    const sample = (await (await fetch(`${api.url}${trackPath}?${range}`, { headers })).json()) as { points: unknown[]; sliceMs: number };
    const drawn = `${sample.points.length.toLocaleString("en")}, cells of ${sample.sliceMs / 1000} s`;
    return [
      await measure("hello world (baseline)", { url: hello.url, ...load }),
      await measure(`GET …/track/ (${TRACK_POINTS.toLocaleString("en")} points → ${drawn})`, {
        url: `${api.url}${trackPath}?${range}`,
        headers,
        ...load,
      }),
      await firstReadings(`${api.url}${trackPath}`, headers, { cpu: mainThreadCpu, db: api.database.db }),
      await measure("GET …/locations/ (page 1 of 10, newest first)", {
        url: `${api.url}/api/users/messengers/${messenger}/locations/?${range}&sort=-1&limit=10`,
        headers,
        ...load,
      }),
    ];
  } finally {
    await hello.close();
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(`Map benchmark — node ${process.version}, ${COURIERS.toLocaleString("en")} couriers × 1 Hz for ${SECONDS} s`);
if (PARTS.includes("render")) {
  console.log("(a) rendering in headless Chromium (software WebGL):");
  const drawn = await rendering();
  console.log("\n| scenario | fps | long tasks | long-task ms | reports drawn |\n|---|---:|---:|---:|---:|");
  for (const [name, f] of drawn) {
    console.log(`| ${name} | ${f.fps.toFixed(1)} | ${f.longTasks} | ${f.longTaskMs.toFixed(0)} | ${f.reports.toLocaleString("en")} |`);
  }
}
if (PARTS.includes("track")) {
  console.log(`\n(b) tracking queries, ${LOAD.duration} s, 10 connections:`);
  const rows = await tracking();
  console.log("\n| scenario | req/s | p50 ms | p99 ms | failures |\n|---|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(`| ${r.scenario} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${r.failures} |`);
  }
  for (const r of rows) if (r.cpu) console.log(`${r.scenario}: ${cpuNote(r.cpu, r.ok + r.failures, "reading")}`);
}
if (PARTS.includes("ingest")) {
  console.log(`\n(c) location ingestion, ${COURIERS.toLocaleString("en")} couriers × 1 Hz (bench:couriers' fleet):`);
  const fleet = spawn(process.execPath, ["--import", "tsx", "couriers.bench.ts"], {
    cwd: join(repoRoot, "bench"),
    env: { ...process.env, BENCH_COURIERS: String(COURIERS), BENCH_COURIER_SOCKETS: String(COURIERS), BENCH_COURIER_PARTS: "fleet" },
    stdio: "inherit",
  });
  const [code] = await once(fleet, "exit");
  if (code !== 0) process.exitCode = 1;
}
