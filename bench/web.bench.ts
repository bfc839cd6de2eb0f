// Web delivery: the JavaScript a browser with a cold cache downloads for /login, for /desktop
// (admin, Bogotá) and for signing in on /login through to the desk, in headless Chromium, and the
// time until each page shows, as served (brotli twins) and, as the baseline measured in the same
// run, with compression refused (Accept-Encoding: identity: the bytes every asset weighed before #7).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { buildWebIfStale } from "../scripts/build-web.mjs";
import { DEMO_PASSWORD } from "../apps/api/src/seed/demo-data.js";
import { despacho, signIn } from "./lib-api.js";
import { CHROMIUM, LOGIN_BUDGET_BYTES, measureAndReport, type Scenario } from "./lib-web.js";

buildWebIfStale();
const dataDir = await mkdtemp(join(tmpdir(), "despacho-bench-web-"));
const api = await despacho(dataDir);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const session = await signIn(api.url);
  const scenarios: Scenario[] = [
    { name: "/login", path: "/login", ready: (page) => page.getByRole("button", { name: "Ingresar" }).waitFor() },
    { name: "/desktop (admin)", path: "/desktop", session, ready: (page) => page.getByLabel("Buscar servicio").waitFor() },
    {
      name: "/login → desk (admin)",
      path: "/login",
      ready: async (page) => {
        await page.getByLabel("Usuario").fill("admin");
        await page.getByLabel("Contraseña").fill(DEMO_PASSWORD);
        await page.getByRole("button", { name: "Ingresar" }).click();
        await page.getByTestId("headquarter-card").filter({ hasText: "Bogotá" }).click();
        await page.getByLabel("Buscar servicio").waitFor();
      },
    },
  ];
  await measureAndReport(browser, api.url, scenarios, { label: "/login", scenario: 0, bytes: LOGIN_BUDGET_BYTES });
} finally {
  await browser.close();
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}
