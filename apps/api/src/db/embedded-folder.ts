// DATA_DIR's embedded database: the PostgreSQL cluster in DATA_DIR/postgres (its password in
// DATA_DIR/postgres.password, its log in DATA_DIR/postgres.log) and, in it, the database `despacho`.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { startEmbeddedServer } from "./embedded-server.js";
import { refuseOrImportPglite } from "./pglite-folder.js";

const DATABASE = "despacho";

/** The folder's server, started, with `url` on its `despacho` database (created on first use). */
export async function openEmbeddedFolder(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  const pgdata = join(dir, "postgres");
  await refuseOrImportPglite(dir, pgdata);
  const server = await startEmbeddedServer({ pgdata, passwordFile: join(dir, "postgres.password"), logFile: join(dir, "postgres.log") });
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [DATABASE]);
      if (!rowCount) await admin.query(`create database ${DATABASE}`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  const url = new URL(server.url);
  url.pathname = `/${DATABASE}`;
  return { url: url.toString(), stop: () => server.stop() };
}
