// What the web benchmarks share: a cold-cache visit of a page in headless Chromium, the JavaScript it downloaded
// and the time until it showed, served (brotli twins) and with compression refused; optionally on a slow network.
import type { Browser, Page } from "playwright-core";
import { STORAGE_KEYS } from "../apps/web/src/shared/session/storage-keys.js";
import type { Session } from "./lib-api.js";

export const LOGIN_BUDGET_BYTES = 150_000;
export const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export interface Visit {
  scripts: number;
  /** Response bodies of the scripts as received (compressed when the server compressed them). */
  transferred: number;
  /** The same scripts once decoded. */
  decoded: number;
  /** From navigation to the page's first useful control on screen. */
  ms: number;
}

export interface Scenario {
  name: string;
  path: string;
  session?: Session;
  ready: (page: Page) => Promise<void>;
  /** DevTools' "Slow 4G" for a phone profile; none: the machine's own network. */
  slow4g?: boolean;
}

/** Chrome DevTools' Slow 4G preset: 562.5 ms of latency, 1.44 Mbit/s down, 675 kbit/s up. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };

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
    if (scenario.slow4g) await (await context.newCDPSession(page)).send("Network.emulateNetworkConditions", SLOW_4G);
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
export async function measure(browser: Browser, url: string, scenario: Scenario, compressed: boolean): Promise<Visit> {
  const visits: Visit[] = [];
  for (let i = 0; i < RUNS; i++) visits.push(await visit(browser, url, scenario, compressed));
  const times = visits.map((v) => v.ms).sort((a, b) => a - b);
  return { ...visits[visits.length - 1], ms: times[Math.floor(times.length / 2)] };
}

/** Decimal kilobytes, as the issue's budget is written (150 kB = 150,000 bytes; 1 KiB would be 1,024). */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function printTable(rows: { scenario: string; served: Visit; baseline: Visit }[]) {
  const line = (cells: string[]) =>
    `| ${cells[0].padEnd(22)} | ${cells
      .slice(1)
      .map((c) => c.padStart(13))
      .join(" | ")} |`;
  console.log(`\nWeb delivery — headless Chromium (${CHROMIUM}), cold cache, median load time of ${RUNS} visits`);
  console.log("JS = script response bodies as the browser receives them, in kB (1 kB = 1000 bytes, not KiB);");
  console.log("baseline = same pages with Accept-Encoding: identity\n");
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

/** Each scenario served (compressed) and as its baseline (compression refused), the table printed, then the budget line. */
export async function measureAndReport(
  browser: Browser,
  url: string,
  scenarios: Scenario[],
  budget: { label: string; scenario: number; bytes: number },
) {
  const rows = [];
  for (const scenario of scenarios) {
    rows.push({
      scenario: scenario.name,
      served: await measure(browser, url, scenario, true),
      baseline: await measure(browser, url, scenario, false),
    });
  }
  printTable(rows);
  const transferred = rows[budget.scenario].served.transferred;
  console.log(
    `\n${budget.label} JavaScript: ${kB(transferred)} of a ${kB(budget.bytes)} budget — ${transferred <= budget.bytes ? "within" : "OVER"}`,
  );
}
