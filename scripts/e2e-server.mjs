// The server Playwright drives: a fresh embedded database with demo data on every run (its own
// DATA_DIR, so two runs side by side each start their own PostgreSQL server on a free port). With E2E_STORAGE=s3 the
// uploads go to a real S3-compatible server (s3rver, from npm) started here, whose bucket lets the browser post
// files and read them from the app's origin.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const port = process.env.E2E_PORT ?? "3300";
const env = {
  ...process.env,
  DATA_DIR: mkdtempSync(join(tmpdir(), "despacho-e2e-")),
  PORT: port,
  LOGIN_RATE_LIMIT: "1000",
  LOG_LEVEL: "warn",
  // The journeys expect the demo data to hold still: no living-demo simulator (issue 24).
  DEMO_SIMULATOR: "off",
  // Screenshots and timings do not depend on the internet: the built-in offline style unless a run names one.
  MAP_STYLE_URL: process.env.MAP_STYLE_URL || "offline",
};
delete env.DATABASE_URL;
// The address search answers from the bundled places, never from the internet.
env.GEOCODER_URL = "bundled";
delete env.REDIS_URL;

const BUCKET_CORS = `<CORSConfiguration><CORSRule>
  <AllowedOrigin>http://localhost:${port}</AllowedOrigin>
  <AllowedMethod>GET</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>PUT</AllowedMethod>
  <AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds>
</CORSRule></CORSConfiguration>`;

let s3;
if (process.env.E2E_STORAGE === "s3") {
  const { default: S3rver } = await import("s3rver");
  const bucket = "despacho-e2e";
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), "despacho-e2e-s3-")),
    configureBuckets: [{ name: bucket, configs: [BUCKET_CORS] }],
  });
  const { port: s3Port } = await s3.run();
  Object.assign(env, {
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  });
}

const server = spawn(process.execPath, ["--import", "tsx", join(root, "apps/api/src/main.ts")], { cwd: root, env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", async (code) => {
  await s3?.close();
  // Its embedded PostgreSQL server stopped with it: the folder goes too.
  rmSync(env.DATA_DIR, { recursive: true, force: true });
  process.exit(code ?? 0);
});
