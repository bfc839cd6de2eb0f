// The server Playwright drives: a fresh embedded database with demo data on every run.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const env = {
  ...process.env,
  DATA_DIR: mkdtempSync(join(tmpdir(), "despacho-e2e-")),
  PORT: process.env.E2E_PORT ?? "3300",
  LOGIN_RATE_LIMIT: "1000",
  LOG_LEVEL: "warn",
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
const server = spawn(process.execPath, ["--import", "tsx", join(root, "apps/api/src/main.ts")], { cwd: root, env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
