// A child process whose output (stdout and stderr, in the order they came) is kept and given back whole when it ends,
// so that runs side by side print one after the other instead of interleaved.
import { spawn } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;

/** Runs `command args` in the repository's root with `env`; answers whether it exited 0, and its output. */
export function runCollected(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => output.push(Buffer.from(`${error.stack ?? error}\n`)));
    child.on("close", (status) => resolve({ ok: status === 0, output: Buffer.concat(output) }));
  });
}
