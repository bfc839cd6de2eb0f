// `npm run test:api`: the API suite on the embedded PostgreSQL server (one per run, in a temporary
// folder), then again on PostgreSQL when TEST_DATABASE_URL is set; either way each test file works
// in its own copy of a template database migrated once per run (apps/api/src/test/global-setup.ts).
// Extra arguments go to vitest (e.g. a file filter). Exits non-zero when any run fails.
import { spawnSync } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
const extra = process.argv.slice(2);

function run(label, env) {
  console.log(`\n▶ API tests on ${label}`);
  const result = spawnSync("npx", ["vitest", "run", "--project", "api", ...extra], { cwd: root, env, stdio: "inherit" });
  if (result.error) console.error(result.error);
  return result.status === 0;
}

const base = { ...process.env };
delete base.TEST_DB;
const results = [["the embedded server", run("the embedded server", base)]];

if (process.env.TEST_DATABASE_URL) {
  results.push(["PostgreSQL", run("PostgreSQL", { ...base, TEST_DB: "postgres", TEST_DATABASE_URL: process.env.TEST_DATABASE_URL })]);
} else {
  console.log("\nTEST_DATABASE_URL is not set: the PostgreSQL run is skipped.");
}

console.log("");
for (const [label, ok] of results) console.log(`${ok ? "✓" : "✗"} API tests on ${label}`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
