// `npm run typecheck`: `tsc -p` of every workspace, as many at once as the machine has cores (each tsc uses one), so
// `npm run check` on a two-core CI machine takes about half as long. Each project's output is printed when it ends;
// exits non-zero when any project fails.
import { availableParallelism } from "node:os";
import { runCollected } from "./run-collected.mjs";

const PROJECTS = ["packages/domain", "packages/client", "apps/api", "apps/web", "apps/courier", "e2e", "bench"];

async function typecheck(project) {
  const { ok, output } = await runCollected("npx", ["tsc", "-p", project]);
  process.stdout.write(output);
  console.log(`${ok ? "✓" : "✗"} tsc -p ${project}`);
  return ok;
}

const waiting = [...PROJECTS];
const worker = async () => {
  const passed = [];
  for (let project = waiting.shift(); project; project = waiting.shift()) passed.push(await typecheck(project));
  return passed;
};
const results = (await Promise.all(Array.from({ length: availableParallelism() }, worker))).flat();
process.exit(results.every(Boolean) ? 0 : 1);
