// The courier app's first load (issue 24, decision 029): the JavaScript /courier/ downloads before its first screen,
// followed from dist/index.html through the static imports of each chunk, as served (brotli twins) beside the bytes
// without compression (the baseline, from the same files), and whether zod is among them. Exact counts, no timing:
// run `npm run build -w apps/courier` first.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const BUDGET_BYTES = 200 * 1024;
const dist = fileURLToPath(new URL("../apps/courier/dist/", import.meta.url));
const html = readFileSync(join(dist, "index.html"), "utf8");
const chunks = new Set<string>();
const follow = (file: string) => {
  if (chunks.has(file)) return;
  chunks.add(file);
  const code = readFileSync(join(dist, file), "utf8");
  for (const match of code.matchAll(/(?:import|from)\s*"\.\/([^"]+\.js)"/g)) follow(`assets/${match[1]}`);
};
for (const match of html.matchAll(/(?:src|href)="\/courier\/(assets\/[^"]+\.js)"/g)) follow(match[1]);

const size = (file: string) => readFileSync(join(dist, file)).length;
const served = [...chunks].reduce((sum, file) => sum + (existsSync(join(dist, `${file}.br`)) ? size(`${file}.br`) : size(file)), 0);
const raw = [...chunks].reduce((sum, file) => sum + size(file), 0);
const withZod = [...chunks].filter((file) => /\$ZodType|ZodError/.test(readFileSync(join(dist, file), "utf8")));
console.log(`chunks of the first load: ${chunks.size}`);
console.log(`uncompressed (baseline): ${(raw / 1024).toFixed(1)} kB`);
console.log(`as served (brotli):      ${(served / 1024).toFixed(1)} kB  (budget ${BUDGET_BYTES / 1024} kB)`);
console.log(`zod in the first load:   ${withZod.length ? withZod.join(", ") : "no"}`);
if (served > BUDGET_BYTES) process.exitCode = 1;
