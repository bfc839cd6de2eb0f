// Builds the web app and the courier app when their sources are newer than their builds (npm start, bench:web).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { isStale } from "./stale-build.mjs";

const root = new URL("..", import.meta.url).pathname;
const SHARED = ["packages/domain/src", "packages/client/src"];
const APPS = [
  { workspace: "apps/web", built: "apps/web/dist/index.html", sources: ["src", "index.html", "tracking.html", "vite.config.ts", "build"] },
  { workspace: "apps/courier", built: "apps/courier/dist/index.html", sources: ["src", "index.html", "public", "vite.config.ts"] },
];

/** Runs `npm run build -w <app>` for each app whose build is older than its sources; exits the process if one fails. */
export function buildWebIfStale() {
  for (const app of APPS) {
    const sources = [...app.sources.map((p) => join(app.workspace, p)), ...SHARED].map((p) => join(root, p));
    if (!isStale(join(root, app.built), sources)) continue;
    console.log(`Construyendo ${app.workspace}…`);
    const build = spawnSync("npm", ["run", "build", "-w", app.workspace], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
