import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, RouteOptions } from "fastify";
import { SignJWT } from "jose";
import pg from "pg";
import { type SQL, sql } from "drizzle-orm";
import { expect } from "vitest";
import { HEADQUARTER_HEADER, type TokenResponse } from "@despacho/domain";
import { type AppOptions, buildApp } from "../app.js";
import { type Config, loadConfig } from "../config.js";
import { type Database, type Db, openDatabase } from "../db/client.js";
import { domainEventConsumers, domainEvents } from "../db/schema/index.js";
import type { RouteAccess } from "../plugins/access.js";
import type { AccessClaims } from "../plugins/auth.js";

export const TEST_JWT_SECRET = "despacho-test-secret-0123456789-abcdefghijklmnopqrstuvwxyz";

/** A route as registered, with what the security suite needs to attack it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  schema: RouteOptions["schema"];
  /** "POST /api/users/token/" — the name of its tests. */
  name: string;
  /** Declares `config.idempotent`: an Idempotency-Key replays the first answer. */
  idempotent: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  /** Every route the app registered (HEAD twins left out). */
  routes: RegisteredRoute[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  loginRateLimit?: number;
  config?: Partial<Config>;
  /** Off unless given (a test reading the log passes a pino options object with its stream). */
  logger?: AppOptions["logger"];
}

/** A fresh database on the PostgreSQL server of `adminUrl`, a copy of `template` or empty; dropped (FORCE) by `drop`. */
export async function freshPostgresDatabase(adminUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `despacho_test_${randomBytes(6).toString("hex")}`;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  await admin((c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin(async (c) => {
        // pool.end() resolves before the server has seen every Terminate: give the backends a
        // moment to go, or FORCE would kill them and their clients would throw FATAL 57P01.
        for (let i = 0; i < 50; i++) {
          const { rows } = await c.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

/**
 * A database of the test file's own on the run's server (test/global-setup.ts: the embedded
 * server, or TEST_DATABASE_URL's with TEST_DB=postgres): a copy of the migrated template, or
 * `empty` for a test that runs the migrations itself.
 */
export function freshTestDatabase({ empty = false } = {}) {
  const { TEST_SERVER_URL, TEST_TEMPLATE_DATABASE } = process.env;
  if (!TEST_SERVER_URL || !TEST_TEMPLATE_DATABASE) throw new Error("the API tests run through vitest's api project (test/global-setup.ts)");
  return freshPostgresDatabase(TEST_SERVER_URL, empty ? undefined : TEST_TEMPLATE_DATABASE);
}

/**
 * A fresh migrated database (a copy of the run's template, see freshTestDatabase) and an app on
 * it: no logger, fixed JWT secret, a temp data dir.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), "despacho-api-test-"));
  const fresh = await freshTestDatabase();
  const database = await openDatabase({ url: fresh.url });
  const config = loadConfig(
    {},
    {
      dataDir,
      databaseUrl: fresh.url,
      redisUrl: undefined,
      smtpUrl: undefined,
      webDist: undefined,
      courierDist: undefined,
      jwtSecret: TEST_JWT_SECRET,
      logLevel: "silent",
      publicUrl: "http://despacho.test",
      loginRateLimit: options.loginRateLimit ?? 1_000,
      jobsPollMs: 0,
      ...options.config,
    },
  );
  const routes: RegisteredRoute[] = [];
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        if (method === "HEAD") continue;
        routes.push({
          method,
          url: route.url,
          access: route.config?.access,
          schema: route.schema,
          name: `${method} ${route.url}`,
          idempotent: route.config?.idempotent === true,
        });
      }
    },
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    routes,
    async close() {
      await app.close();
      await database.close();
      await fresh.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type Tokens = TokenResponse;

/** Logs in through the API and answers {user, access, refresh}; throws on anything but 200. */
export async function login(app: FastifyInstance, username: string, password: string, ip?: string): Promise<Tokens> {
  const response = await app.inject({
    method: "POST",
    url: "/api/users/token/",
    payload: { username, password },
    headers: ip ? { "x-forwarded-for": ip } : {},
  });
  if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
  return response.json();
}

export function authHeaders(token: string, headquarterId?: string): Record<string, string> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (headquarterId) headers[HEADQUARTER_HEADER] = headquarterId;
  return headers;
}

/** An access token signed by hand: expired, without expiry (`expiresAt: null`), signed with another secret, or with chosen claims. */
export async function signToken(
  claims: AccessClaims,
  { secret = TEST_JWT_SECRET, expiresAt }: { secret?: string; expiresAt?: Date | null } = {},
): Promise<string> {
  const exp = Math.floor((expiresAt ?? new Date(Date.now() + 300_000)).getTime() / 1000);
  const token = new SignJWT({ cid: claims.cid, kind: claims.kind, perms: claims.perms, hqs: claims.hqs, sv: claims.sv })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.sub)
    .setIssuedAt(exp - 600);
  if (expiresAt !== null) token.setExpirationTime(exp);
  return token.sign(new TextEncoder().encode(secret));
}

/**
 * Row count and md5 of every public table's rows (ordered by their text): two equal snapshots
 * mean nothing was written in between.
 */
export async function snapshotTables(db: Db): Promise<Record<string, string>> {
  // node-postgres answers { rows }; the shared Db type does not say so.
  const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  if (tables.length === 0) return {};
  const parts = tables.map(
    ({ table_name: name }) =>
      `select '${name}' as t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as v from public."${name}" x`,
  );
  const result = await rows<{ t: string; v: string }>(sql.raw(parts.join(" union all ")));
  return Object.fromEntries(result.map((r) => [r.t, r.v]));
}

/** A multipart/form-data body for app.inject: text fields and at most one file. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; filename: string; contentType: string; data: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----despacho-test-${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/**
 * Dispatches the outbox until every consumer has handled every event. The route's own dispatch can end before its
 * event is handled: an event waits below the horizon while any transaction older than it runs anywhere on the
 * server (another test file's database included), and tests run no jobs poll to come back for it.
 */
export async function eventsHandled(app: FastifyInstance): Promise<void> {
  const pending = async () => {
    await app.events.dispatch();
    const [{ n }] = await app.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(domainEvents)
      .innerJoin(
        domainEventConsumers,
        sql`(${domainEvents.txid}, ${domainEvents.id}) > (${domainEventConsumers.lastTxid}, ${domainEventConsumers.lastId})
          and (${domainEventConsumers.names} is null or ${domainEvents.name} = any(${domainEventConsumers.names}))`,
      );
    return n;
  };
  await expect.poll(pending, { timeout: 10_000, interval: 20 }).toBe(0);
}
