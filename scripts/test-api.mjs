// `npm run test:api`: the API suite on the embedded PostgreSQL server (one per run, in a temporary
// folder) and, when TEST_DATABASE_URL is set, on PostgreSQL at the same time; either way each test file
// works in its own copy of a template database migrated once per run (apps/api/src/test/global-setup.ts).
// The two runs overlap because most of a test's time is spent waiting on its database: on a two-core CI
// machine they take little more than one. Each run's output is printed whole when it ends, not interleaved.
// Extra arguments go to vitest (e.g. a file filter). Exits non-zero when any run fails.
import { runCollected } from "./run-collected.mjs";

const extra = process.argv.slice(2);

async function run(label, env) {
  const started = Date.now();
  console.log(`▶ API tests on ${label}: started`);
  const { ok, output } = await runCollected("npx", ["vitest", "run", "--project", "api", ...extra], env);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\n▶ API tests on ${label} (${minutes} min)`);
  process.stdout.write(output);
  return [label, ok];
}

const base = { ...process.env };
delete base.TEST_DB;
const runs = [run("the embedded server", base)];

if (process.env.TEST_DATABASE_URL) {
  runs.push(run("PostgreSQL", { ...base, TEST_DB: "postgres", TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }));
} else {
  console.log("TEST_DATABASE_URL is not set: the PostgreSQL run is skipped.");
}

const results = await Promise.all(runs);
console.log("");
for (const [label, ok] of results) console.log(`${ok ? "✓" : "✗"} API tests on ${label}`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
