// `npm run typecheck`: `tsc -p` of every workspace, as many at once as the machine has cores (each tsc uses one), so
// `npm run check` on a two-core CI machine takes about half as long. Each project's output is printed when it ends;
// exits non-zero when any project fails.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

const PROJECTS = ["packages/domain", "packages/client", "apps/api", "apps/web", "apps/courier", "e2e", "bench"];
const root = new URL("..", import.meta.url).pathname;

function typecheck(project) {
  return new Promise((resolve) => {
    const child = spawn("npx", ["tsc", "-p", project], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => output.push(Buffer.from(`${error.stack ?? error}\n`)));
    child.on("close", (status) => {
      process.stdout.write(Buffer.concat(output));
      console.log(`${status === 0 ? "✓" : "✗"} tsc -p ${project}`);
      resolve(status === 0);
    });
  });
}

const waiting = [...PROJECTS];
const worker = async () => {
  const passed = [];
  for (let project = waiting.shift(); project; project = waiting.shift()) passed.push(await typecheck(project));
  return passed;
};
const results = (await Promise.all(Array.from({ length: availableParallelism() }, worker))).flat();
process.exit(results.every(Boolean) ? 0 : 1);
