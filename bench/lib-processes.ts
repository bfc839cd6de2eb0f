// Child processes of the benchmarks: API nodes (the bundle npm start runs) and the socket client fleet,
// with file-descriptor limits raised for thousands of sockets, and a cleanup list run on exit,
// on error and on Ctrl-C.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { API_NODE_FLAGS, apiProcessEnv } from "../scripts/api-process.mjs";
import { buildApiIfStale } from "../scripts/build-api.mjs";

export const repoRoot = resolve(import.meta.dirname, "..");

/** Cleanups run last-in first-out, once, whatever ends the run. */
export class Cleanup {
  private readonly steps: { name: string; run: () => Promise<unknown> }[] = [];
  private running: Promise<void> | null = null;

  add(name: string, run: () => Promise<unknown>) {
    this.steps.push({ name, run });
    return () => {
      const i = this.steps.findIndex((s) => s.run === run);
      if (i >= 0) this.steps.splice(i, 1);
    };
  }

  runAll(): Promise<void> {
    this.running ??= (async () => {
      while (this.steps.length) {
        const step = this.steps.pop();
        if (!step) break;
        try {
          await step.run();
        } catch (error) {
          console.error(`cleanup "${step.name}" failed:`, error);
        }
      }
    })();
    return this.running;
  }

  /** Ctrl-C / kill: clean up, then exit with the conventional code. */
  onSignals() {
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.once(signal, () => {
        console.error(`\n${signal}: cleaning up…`);
        void this.runAll().finally(() => process.exit(130));
      });
    }
  }
}

/** The soft and hard "Max open files" of this process. */
export function openFileLimits(): { soft: number; hard: number } {
  try {
    const line = readFileSync("/proc/self/limits", "utf8")
      .split("\n")
      .find((l) => l.startsWith("Max open files"));
    const [soft, hard] = (line?.match(/(\d+|unlimited)\s+(\d+|unlimited)/)?.slice(1) ?? []).map((v) =>
      v === "unlimited" ? Number.POSITIVE_INFINITY : Number(v),
    );
    return { soft: soft ?? 1024, hard: hard ?? 1024 };
  } catch {
    return { soft: 1024, hard: 1024 };
  }
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, "close");
  return port;
}

/**
 * `node <script>` (`node --import tsx <script>` for a .ts one) with the soft open-files limit raised to `fds` (bounded by
 * the hard limit) through the shell's ulimit, since Node cannot raise its own.
 */
export function spawnNode(
  script: string,
  opts: { env: NodeJS.ProcessEnv; fds: number; ipc?: boolean; preload?: string; output?: "inherit" | "pipe"; nodeFlags?: string[] },
): ChildProcess {
  const { hard } = openFileLimits();
  const limit = Math.min(opts.fds, hard);
  const preload = opts.preload ? ` --import "$2"` : "";
  const loader = script.endsWith(".ts") ? " --import tsx" : "";
  // Flags NODE_OPTIONS may not carry (--cpu-prof), given to node itself.
  const flags = (opts.nodeFlags ?? []).map((flag) => ` '${flag}'`).join("");
  const command = `ulimit -n ${limit} 2>/dev/null; exec "$0"${flags}${loader}${preload} "$1"`;
  const output = opts.output ?? (opts.ipc ? "inherit" : "pipe");
  return spawn("/bin/sh", ["-c", command, process.execPath, script, ...(opts.preload ? [opts.preload] : [])], {
    cwd: repoRoot,
    env: { ...process.env, ...opts.env },
    stdio: opts.ipc ? ["ignore", output, output, "ipc"] : ["ignore", output, output],
  });
}

export async function stopChild(child: ChildProcess, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

export interface ApiNode {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/**
 * One API process as `npm start` runs it (apps/api/dist/main.js, rebuilt first if stale) on a free port; resolves once
 * /api/health answers. `countStatements` preloads lib-count-statements.mjs: `statementsOf(node)` then answers how many
 * statements it has sent.
 */
export async function startApiNode(
  env: NodeJS.ProcessEnv,
  fds: number,
  { timeoutMs = 90_000, countStatements = false, nodeFlags }: { timeoutMs?: number; countStatements?: boolean; nodeFlags?: string[] } = {},
): Promise<ApiNode> {
  const port = await freePort();
  const child = spawnNode(await buildApiIfStale(), {
    // The living demo's simulator would add its own load to every measure (bench:live runs its own).
    env: { DEMO_SIMULATOR: "off", ...apiProcessEnv(), ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    fds,
    ipc: countStatements,
    output: "pipe",
    preload: countStatements ? "./bench/lib-count-statements.mjs" : undefined,
    nodeFlags: [...API_NODE_FLAGS, ...(nodeFlags ?? [])],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const node = { child, url: `http://127.0.0.1:${port}`, output: () => output };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited (${child.exitCode}):\n${output}`);
    if (
      await fetch(`${node.url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return node;
    await new Promise((r) => setTimeout(r, 200));
  }
  await stopChild(child);
  throw new Error(`API not healthy after ${timeoutMs} ms:\n${output}`);
}

/** The answer of lib-count-statements.mjs on the IPC channel. */
interface StatementCount {
  type: "statements";
  statements: number;
}

/** How many statements an API node started with `countStatements` has sent to the database so far. */
export async function statementsOf(node: ApiNode): Promise<number> {
  const answer = new Promise<number>((resolve, reject) => {
    const heard = (message: StatementCount) => {
      if (message?.type !== "statements") return;
      node.child.off("message", heard);
      resolve(message.statements);
    };
    node.child.on("message", heard);
    node.child.once("exit", () => reject(new Error(`API exited:\n${node.output()}`)));
  });
  node.child.send("statements");
  return answer;
}

/** The resident memory of a process (its VmRSS), in bytes. */
export function residentBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(line?.match(/(\d+)/)?.[1] ?? Number.NaN) * 1024;
}
