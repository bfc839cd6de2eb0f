// Whether a build is older than its sources: npm start rebuilds the web apps and the API only when it is.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

function newestMtime(path) {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when `built` is missing or older than the newest file under `sources` (absolute paths; missing ones skipped). */
export function isStale(built, sources) {
  if (!existsSync(built)) return true;
  const sourcesAt = Math.max(...sources.filter(existsSync).map(newestMtime));
  return statSync(built).mtimeMs < sourcesAt;
}
