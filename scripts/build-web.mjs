// Builds the web app when its sources are newer than the build (npm start, bench:web).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const built = join(root, "apps/web/dist/index.html");
const sources = ["apps/web/src", "apps/web/index.html", "apps/web/vite.config.ts", "apps/web/build", "packages/domain/src"];

function newestMtime(path) {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Runs `npm run build -w apps/web` when needed; exits the process if the build fails. */
export function buildWebIfStale() {
  const sourcesAt = Math.max(
    ...sources
      .map((p) => join(root, p))
      .filter(existsSync)
      .map(newestMtime),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sourcesAt) return;
  console.log("Construyendo la aplicación web…");
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
