import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Worker } from "node:worker_threads";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { FromPgliteServer, PgliteServerData, ToPgliteServer } from "./pglite-server.js";
import * as schema from "./schema/index.js";
import { seedLocationAreas } from "../seed/location-areas.js";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The migrations, then the reference data every database needs (location areas). */
  migrate(): Promise<void>;
  /** Resolves when the database answers; throws when it cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = resolve(import.meta.dirname, "../../drizzle");

async function migrateAndSeed(db: Db, pool: pg.Pool) {
  await migrate(drizzle(pool), { migrationsFolder });
  await seedLocationAreas(db);
}

interface EmbeddedServer {
  /** The folder of its Unix socket (node-postgres' `host` for a socket). */
  socketDir: string;
  ping(): Promise<void>;
  stop(): Promise<void>;
}

/** The next message of `kind` from the PGlite thread, or its failure. */
async function reply(worker: Worker, kind: FromPgliteServer["kind"]): Promise<void> {
  for (;;) {
    const [message] = (await once(worker, "message")) as [FromPgliteServer];
    if (message.kind === "failed") throw new Error(`PGlite: ${message.message}`);
    if (message.kind === kind) return;
  }
}

/** PGlite in a worker thread, serving the wire protocol on a Unix socket in a private temporary folder. */
async function startEmbedded(dataDir: string | null): Promise<EmbeddedServer> {
  const socketDir = await mkdtemp(join(tmpdir(), "despacho-pglite-"));
  const script = new URL(import.meta.url.endsWith(".ts") ? "./pglite-server.ts" : "./pglite-server.js", import.meta.url);
  const data: PgliteServerData = { dataDir, socketPath: join(socketDir, ".s.PGSQL.5432") };
  // From the TypeScript sources (tsx, Vitest) the thread first registers tsx (Node 20 does not run
  // a worker's --import before its script).
  const worker = script.pathname.endsWith(".ts")
    ? new Worker(
        `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(script.href)}); });`,
        { eval: true, workerData: data },
      )
    : new Worker(script, { workerData: data });
  const failed = once(worker, "error").then(([error]) => Promise.reject(error));
  await Promise.race([reply(worker, "ready"), failed]);
  const tell = (message: ToPgliteServer) => worker.postMessage(message);
  // The thread answers between two queries only: a health check must not wait for a long one, so
  // it asks whether the thread still runs (an embedded database has no network to lose).
  let stopped: Error | null = null;
  worker.once("exit", (code) => {
    stopped = new Error(`PGlite thread exited (${code})`);
  });
  return {
    socketDir,
    async ping() {
      if (stopped) throw stopped;
    },
    async stop() {
      const closed = reply(worker, "closed");
      tell({ kind: "close" });
      await closed;
      await worker.terminate();
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}

/**
 * `url` postgres://… is a PostgreSQL server; otherwise PGlite in `dir` (in memory when dir is
 * null), run in its own thread. Both are spoken to through node-postgres; PGlite has one session,
 * so its pool holds one connection, which a transaction keeps until it ends, as PGlite itself would.
 */
export async function openDatabase(opts: { url?: string; dir: string | null }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: Number(process.env.DB_POOL_SIZE ?? 10) });
    // Its own connection, so a health check never queues behind a busy pool.
    const healthPool = new pg.Pool({ connectionString: opts.url, max: 1 });
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migrateAndSeed(db, pool),
      ping: async () => {
        await healthPool.query("select 1");
      },
      close: async () => {
        await Promise.all([pool.end(), healthPool.end()]);
      },
    };
  }
  const embedded = await startEmbedded(opts.dir ? join(opts.dir, "pglite") : null);
  const pool = new pg.Pool({ host: embedded.socketDir, port: 5432, user: "postgres", database: "postgres", max: 1, idleTimeoutMillis: 0 });
  // PGlite's one session outlives a connection: node-postgres drops its connection after a failed pool.query
  // and the next one would prepare the same statement names again ("prepared statement … already exists").
  // Each new connection starts without the old one's statements (queued before the caller's first query).
  pool.on("connect", (client) => {
    client.query("DEALLOCATE ALL").catch(() => undefined);
  });
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migrateAndSeed(db, pool),
    ping: () => embedded.ping(),
    close: async () => {
      await pool.end();
      await embedded.stop();
    },
  };
}
