// The API project's one database server per run: the embedded PostgreSQL server in a temporary
// folder (TEST_DB=postgres: TEST_DATABASE_URL's server), with a template database migrated once;
// each test file takes a copy of it (harness freshTestDatabase), which CREATE DATABASE … TEMPLATE
// makes in a fraction of a second.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase } from "../db/client.js";
import { startEmbeddedServer } from "../db/embedded-server.js";

export default async function setup() {
  const onPostgres = process.env.TEST_DB === "postgres";
  if (onPostgres && !process.env.TEST_DATABASE_URL)
    throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test)");
  const folder = onPostgres ? null : await mkdtemp(join(tmpdir(), "despacho-api-tests-"));
  const server = folder
    ? await startEmbeddedServer({
        pgdata: join(folder, "postgres"),
        passwordFile: join(folder, "postgres.password"),
        logFile: join(folder, "postgres.log"),
        durable: false,
      })
    : null;
  const serverUrl = server?.url ?? (process.env.TEST_DATABASE_URL as string);
  const template = `despacho_template_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  await database.close();
  // No one may stay connected to a template while it is copied.
  await admin.query(`ALTER DATABASE ${template} WITH ALLOW_CONNECTIONS false`);
  await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [template]);
  process.env.TEST_SERVER_URL = serverUrl;
  process.env.TEST_TEMPLATE_DATABASE = template;

  return async () => {
    if (onPostgres) await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
    await server?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  };
}
