import { join } from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { apiFolder } from "../api-folder.js";
import { openEmbeddedFolder } from "./embedded-folder.js";
import { oneQueryAtATime } from "./one-query-at-a-time.js";
import * as schema from "./schema/index.js";
import { seedLocationAreas } from "./reference/location-areas.js";

import type { Db } from "./types.js";

export type { Db, Tx } from "./types.js";

export interface Database {
  db: Db;
  /** "embedded": the server this process started in DATA_DIR; "postgres": DATABASE_URL's. */
  kind: "embedded" | "postgres";
  /** The migrations, then the reference data every database needs (location areas). */
  migrate(): Promise<void>;
  /** Resolves when the database answers; throws when it cannot be reached. */
  ping(): Promise<void>;
  /** A connection of the pool for statements sent together in one round trip (the outbox's passes); release it. */
  connect(): Promise<pg.PoolClient>;
  /** Calls `listener` on every NOTIFY of `channel` (on a connection of its own); resolves to a function that stops. */
  listen(channel: string, listener: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** apps/api/drizzle: the migrations drizzle-kit writes, run in order by `migrate`. */
export const migrationsFolder = join(apiFolder, "drizzle");

/** How long /api/health waits for the database's answer before it says the database is unreachable (503). */
export const HEALTH_TIMEOUT_MS = 2_000;

async function migrateAndSeed(db: Db, pool: pg.Pool) {
  await migrate(drizzle(pool), { migrationsFolder });
  await seedLocationAreas(db);
}

/**
 * `url` postgres://… is a PostgreSQL server; otherwise the embedded PostgreSQL server of `dir`
 * (DATA_DIR: its cluster in dir/postgres, its log in dir/postgres.log), started here and stopped
 * by close. Both are spoken to through node-postgres, DB_POOL_SIZE connections plus one of its own
 * for the health check, kept open, so that check never queues behind a busy pool.
 */
export async function openDatabase(opts: { url: string } | { url?: string; dir: string }): Promise<Database> {
  const embedded = opts.url || !("dir" in opts) ? null : await openEmbeddedFolder(opts.dir);
  const url = embedded?.url ?? opts.url ?? "";
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DB_POOL_SIZE ?? 10) });
  // The health check's connection is opened now and kept (no idle timeout): a load balancer's probe never waits for a
  // connection to open while the database is busy, and an answer later than HEALTH_TIMEOUT_MS counts as no answer.
  const healthPool = new pg.Pool({
    connectionString: url,
    max: 1,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: HEALTH_TIMEOUT_MS,
    query_timeout: HEALTH_TIMEOUT_MS,
  });
  // A connection the server ended (a restart, an administrator) leaves the pool, which opens
  // another for the next query; without a listener its error would end the process.
  for (const p of [pool, healthPool]) p.on("error", () => undefined);
  oneQueryAtATime(pool);
  healthPool.query("select 1").catch(() => undefined);
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: embedded ? "embedded" : "postgres",
    migrate: () => migrateAndSeed(db, pool),
    ping: async () => {
      await healthPool.query("select 1");
    },
    connect: () => pool.connect(),
    listen: async (channel, listener) => {
      const client = new pg.Client({ connectionString: url });
      client.on("error", () => undefined);
      client.on("notification", listener);
      await client.connect();
      await client.query(`listen "${channel}"`);
      return () => client.end();
    },
    close: async () => {
      await Promise.all([pool.end(), healthPool.end()]);
      await embedded?.stop();
    },
  };
}
