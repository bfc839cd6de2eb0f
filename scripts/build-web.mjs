// Builds the web app and the courier app when their sources are newer than their builds (npm start, bench:web).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const SHARED = ["packages/domain/src", "packages/client/src"];
const APPS = [
  { workspace: "apps/web", built: "apps/web/dist/index.html", sources: ["src", "index.html", "tracking.html", "vite.config.ts", "build"] },
  { workspace: "apps/courier", built: "apps/courier/dist/index.html", sources: ["src", "index.html", "public", "vite.config.ts"] },
];

function newestMtime(path) {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Runs `npm run build -w <app>` for each app whose build is older than its sources; exits the process if one fails. */
export function buildWebIfStale() {
  for (const app of APPS) {
    const sourcesAt = Math.max(
      ...[...app.sources.map((p) => join(app.workspace, p)), ...SHARED]
        .map((p) => join(root, p))
        .filter(existsSync)
        .map(newestMtime),
    );
    const built = join(root, app.built);
    if (existsSync(built) && statSync(built).mtimeMs >= sourcesAt) continue;
    console.log(`Construyendo ${app.workspace}…`);
    const build = spawnSync("npm", ["run", "build", "-w", app.workspace], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
