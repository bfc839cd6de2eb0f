// Web delivery: the JavaScript a browser with a cold cache downloads for /login and for /desktop
// (admin, Bogotá) in headless Chromium, and the time until each page shows, as served (brotli
// twins) and, as the baseline measured in the same run, with compression refused
// (Accept-Encoding: identity: the bytes every asset weighed before #7).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { STORAGE_KEYS } from "../apps/web/src/shared/session/storage-keys.js";
import { buildWebIfStale } from "../scripts/build-web.mjs";
import { despacho, type Session, signIn } from "./lib-api.js";

const LOGIN_BUDGET_BYTES = 150_000;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

interface Visit {
  scripts: number;
  /** Response bodies of the scripts as received (compressed when the server compressed them). */
  transferred: number;
  /** The same scripts once decoded. */
  decoded: number;
  /** From navigation to the page's first useful control on screen. */
  ms: number;
}

interface Scenario {
  name: string;
  path: string;
  session?: Session;
  ready: (page: Page) => Promise<void>;
}

async function visit(browser: Browser, url: string, scenario: Scenario, compressed: boolean): Promise<Visit> {
  const context = await browser.newContext({ extraHTTPHeaders: compressed ? {} : { "accept-encoding": "identity" } });
  try {
    if (scenario.session) {
      const stored = {
        [STORAGE_KEYS.access]: scenario.session.access,
        [STORAGE_KEYS.refresh]: scenario.session.refresh,
        [STORAGE_KEYS.headquarter]: scenario.session.headquarter,
      };
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, stored);
    }
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(`${url}${scenario.path}`);
    await scenario.ready(page);
    const ms = performance.now() - started;
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ transferred: entry.encodedBodySize, decoded: entry.decodedBodySize })),
    );
    return {
      scripts: scripts.length,
      transferred: scripts.reduce((sum, s) => sum + s.transferred, 0),
      decoded: scripts.reduce((sum, s) => sum + s.decoded, 0),
      ms,
    };
  } finally {
    await context.close();
  }
}

/** The bytes of the last run (they do not change between runs) and the median time. */
async function measure(browser: Browser, url: string, scenario: Scenario, compressed: boolean): Promise<Visit> {
  const visits: Visit[] = [];
  for (let i = 0; i < RUNS; i++) visits.push(await visit(browser, url, scenario, compressed));
  const times = visits.map((v) => v.ms).sort((a, b) => a - b);
  return { ...visits[visits.length - 1], ms: times[Math.floor(times.length / 2)] };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function printTable(rows: { scenario: string; served: Visit; baseline: Visit }[]) {
  const line = (cells: string[]) =>
    `| ${cells[0].padEnd(22)} | ${cells
      .slice(1)
      .map((c) => c.padStart(13))
      .join(" | ")} |`;
  console.log(`\nWeb delivery — headless Chromium (${CHROMIUM}), cold cache, median load time of ${RUNS} visits`);
  console.log("JS = script response bodies as the browser receives them; baseline = same pages with Accept-Encoding: identity\n");
  console.log(line(["page", "scripts", "JS served", "load ms", "JS baseline", "baseline ms"]));
  console.log(`|${"-".repeat(24)}|${`${"-".repeat(15)}|`.repeat(5)}`);
  for (const { scenario, served, baseline } of rows) {
    console.log(
      line([
        scenario,
        String(served.scripts),
        kB(served.transferred),
        served.ms.toFixed(0),
        kB(baseline.transferred),
        baseline.ms.toFixed(0),
      ]),
    );
  }
}

buildWebIfStale();
const dataDir = await mkdtemp(join(tmpdir(), "despacho-bench-web-"));
const api = await despacho(dataDir);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const session = await signIn(api.url);
  const scenarios: Scenario[] = [
    { name: "/login", path: "/login", ready: (page) => page.getByRole("button", { name: "Ingresar" }).waitFor() },
    { name: "/desktop (admin)", path: "/desktop", session, ready: (page) => page.getByLabel("Buscar servicio").waitFor() },
  ];
  const rows = [];
  for (const scenario of scenarios) {
    rows.push({
      scenario: scenario.name,
      served: await measure(browser, api.url, scenario, true),
      baseline: await measure(browser, api.url, scenario, false),
    });
  }
  printTable(rows);
  const login = rows[0].served.transferred;
  console.log(
    `\n/login JavaScript: ${kB(login)} of a ${kB(LOGIN_BUDGET_BYTES)} budget — ${login <= LOGIN_BUDGET_BYTES ? "within" : "OVER"}`,
  );
} finally {
  await browser.close();
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}
