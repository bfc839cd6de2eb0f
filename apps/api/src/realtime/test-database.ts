import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../db/client.js";
import { seedDemo } from "../seed/demo.js";

export interface TestDatabase {
  database: Database;
  /** postgres://… of the fresh database; undefined on PGlite. */
  url?: string;
  dispose(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database with the demo data: a new PostgreSQL database on `serverUrl` (dropped by
 * dispose), or PGlite in memory without one. PGlite runs one transaction at a time, so only
 * PostgreSQL can show an event that left before its commit.
 */
export async function seededDatabase(serverUrl: string | undefined): Promise<TestDatabase> {
  let url: string | undefined;
  let drop = async () => {};
  if (serverUrl) {
    const name = `despacho_rt_${randomBytes(6).toString("hex")}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    drop = () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const database = await openDatabase({ url, dir: null });
  try {
    await database.migrate();
    await seedDemo(database.db);
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
  return {
    database,
    url,
    async dispose() {
      await database.close();
      await drop();
    },
  };
}
