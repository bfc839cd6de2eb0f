import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3300);
// A second server keeps its uploads in a real S3-compatible server (scripts/e2e-server.mjs, E2E_STORAGE=s3): the
// journeys that upload files run against it too.
const s3Port = port + 1;
const UPLOAD_JOURNEYS = ["chat-with-a-courier.spec.ts", "courier-app.spec.ts"];
const chromium = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1366, height: 768 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};
const server = (serverPort: number, env: Record<string, string> = {}) => ({
  command: "node ../scripts/e2e-server.mjs",
  url: `http://localhost:${serverPort}/api/health`,
  env: { E2E_PORT: String(serverPort), ...env },
  reuseExistingServer: false,
  timeout: 120_000,
  // Playwright's default is SIGKILL, which the server's embedded PostgreSQL (its own process group) outlives: every
  // run left one running. SIGTERM lets the API close and stop it, and the folder go.
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 20_000 },
  stdout: "pipe" as const,
  stderr: "pipe" as const,
});

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Each screen and dialog a journey visits is also checked by axe-core (about a second each, several on a busy
  // two-core CI machine): the longest journeys (covenants: two businesses, six screens) took 58 s on a quiet one.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "es-CO",
    timezoneId: "America/Bogota",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "chromium", use: chromium },
    { name: "chromium-s3", use: { ...chromium, baseURL: `http://localhost:${s3Port}` }, testMatch: UPLOAD_JOURNEYS },
  ],
  webServer: [server(port), server(s3Port, { E2E_STORAGE: "s3" })],
});
