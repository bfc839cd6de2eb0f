// The customer's tracking page (issue 23) on a phone profile: headless Chromium on DevTools' Slow 4G, cold cache;
// the JavaScript it downloads and the time until its status shows, beside the back office's /login in the same run.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { HEADQUARTER_HEADER } from "@despacho/domain";
import { buildWebIfStale } from "../scripts/build-web.mjs";
import { despacho, type Session, signIn } from "./lib-api.js";
import { CHROMIUM, measureAndReport, type Scenario } from "./lib-web.js";

/** The tracking page's budget of JavaScript as served (issue 23). */
const TRACKING_BUDGET_BYTES = 60_000;

/** A service requested through a new link, as a customer would: its tracking token. */
async function trackedService(url: string, session: Session): Promise<string> {
  const headers = {
    authorization: `Bearer ${session.access}`,
    [HEADQUARTER_HEADER]: session.headquarter,
    "content-type": "application/json",
  };
  const call = async (path: string, init: RequestInit) => {
    const res = await fetch(`${url}${path}`, init);
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const [type] = await call("/api/service-types/?all=true", { headers });
  const link = await call("/api/link-services/", {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "Enlace de medición", service_types: [type.uuid] }),
  });
  const requested = await call("/api/services/create-anonymous/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      token: link.token,
      name: "Cliente de medición",
      phone_number: "3001234567",
      type: type.uuid,
      locations: [
        { type: "origin", address: "Calle 80 # 15-20", description: "Portería", latitude: 4.667, longitude: -74.056 },
        { type: "destination", address: "Carrera 7 # 45-10", latitude: 4.632, longitude: -74.065 },
      ],
    }),
  });
  return requested.tracking_token;
}

buildWebIfStale();
const dataDir = await mkdtemp(join(tmpdir(), "despacho-bench-tracking-"));
const api = await despacho(dataDir);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const token = await trackedService(api.url, await signIn(api.url));
  const scenarios: Scenario[] = [
    { name: "/login (slow 4G)", path: "/login", slow4g: true, ready: (page) => page.getByRole("button", { name: "Ingresar" }).waitFor() },
    {
      name: "/tracking (slow 4G)",
      path: `/tracking/${token}`,
      slow4g: true,
      ready: (page) => page.getByRole("list", { name: "Estado del servicio" }).waitFor(),
    },
  ];
  await measureAndReport(browser, api.url, scenarios, { label: "/tracking", scenario: 1, bytes: TRACKING_BUDGET_BYTES });
} finally {
  await browser.close();
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}
