import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { API_KEY_RATE_PER_MINUTE, PRESENCE_GRACE_MS } from "@despacho/domain";
import { apiFolder } from "./api-folder.js";
import type { GeocoderKind } from "./modules/geocoder/index.js";
import type { S3Settings } from "./storage/s3.js";

export type TrustProxy = false | number | string[];

/** TRUST_PROXY: unset or empty trusts no proxy; "1" trusts one hop; "10.0.0.1,10.1.0.0/16" trusts those addresses. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? "";
  if (text === "") return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… for PostgreSQL; absent means the embedded PostgreSQL server in dataDir/postgres. */
  databaseUrl?: string;
  redisUrl?: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  loginRateLimit: number;
  /** Proxies whose X-Forwarded-For is believed: false (default), a hop count, or their addresses/CIDRs. */
  trustProxy: TrustProxy;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  webDist?: string;
  /** The courier app's build (apps/courier/dist), served at /courier/ (issue 24). */
  courierDist?: string;
  logLevel: string;
  /** The MapLibre style every map reads; undefined draws the built-in offline style. main.ts sets it from MAP_STYLE_URL (map-style.ts). */
  mapStyleUrl: string | undefined;
  /** A Nominatim- or Photon-compatible server; undefined, the bundled Bogotá and Medellín places answer. main.ts sets it from GEOCODER_URL (public-geocoder.ts). */
  geocoderUrl: string | undefined;
  /** GEOCODER_KIND: how GEOCODER_URL is asked and read, "nominatim" (default) or "photon". */
  geocoderKind: GeocoderKind;
  /** Background jobs poll interval; 0 turns the loop off (tests call app.jobs.runDue()). */
  jobsPollMs: number;
  /**
   * GATEWAY_PRIVATE_HOSTS=1: a headquarter's SMS/WhatsApp gateway or webhooks (issue 26) may be a private or loopback address (a gateway
   * on the same network). Off by default, so a configured URL cannot reach the server's own network.
   */
  gatewayPrivateHosts: boolean;
  /** WEBHOOK_DELIVERY_RETENTION_DAYS: how long a sent or failed webhook delivery stays in the log (issue 26). */
  webhookDeliveryRetentionDays: number;
  /** API_KEY_RATE_LIMIT: calls per minute one API key may make (issue 26). */
  apiKeyRateLimit: number;
  /** How long a desk read may be answered again from the headquarter cache (changes that announce nothing: a type renamed, the clock); 0 turns it off. */
  readCacheTtlMs: number;
  /** How long a courier's last socket may be gone before the courier goes offline (issue 9 presence grace). */
  presenceGraceMs: number;
  /** S3-compatible object storage for uploads when S3_ENDPOINT, S3_BUCKET and both keys are set; else local disk. */
  s3?: S3Settings;
  /** The living demo's simulator (issue 24), started by main.ts only; undefined when off. */
  demoSimulator?: DemoSimulatorSettings;
}

const MIN_SIMULATOR_TICK_MS = 500;

export interface DemoSimulatorSettings {
  couriersPerHeadquarter: number;
  servicesPerMinute: number;
  tickMs: number;
}

/**
 * DEMO_SIMULATOR: "on" or "off"; unset, on for the embedded database and off on PostgreSQL (DATABASE_URL).
 * DEMO_SIMULATOR_COURIERS (per headquarter, 6), DEMO_SIMULATOR_SERVICES_PER_MINUTE (2), DEMO_SIMULATOR_TICK_MS (5000).
 */
export function demoSimulatorFrom(env: NodeJS.ProcessEnv): DemoSimulatorSettings | undefined {
  const wanted = env.DEMO_SIMULATOR?.trim().toLowerCase();
  if (wanted === "off" || (wanted !== "on" && env.DATABASE_URL)) return undefined;
  // A value that is not a number, or negative, takes the default (a NaN tick would make setInterval spin).
  const numberOr = (value: string | undefined, fallback: number) => {
    const n = Number(value ?? fallback);
    return Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  return {
    couriersPerHeadquarter: numberOr(env.DEMO_SIMULATOR_COURIERS, 6),
    servicesPerMinute: numberOr(env.DEMO_SIMULATOR_SERVICES_PER_MINUTE, 2),
    tickMs: Math.max(MIN_SIMULATOR_TICK_MS, numberOr(env.DEMO_SIMULATOR_TICK_MS, 5000)),
  };
}

/** A setting that must be a positive number: anything else takes the default. */
const positiveOr = (value: string | undefined, fallback: number) => {
  const n = Number(value ?? fallback);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** GEOCODER_URL's value that turns the public geocoder off: only the bundled places (and the saved places) answer. */
export const BUNDLED_GEOCODER = "bundled";

/** GEOCODER_KIND: unset is Nominatim; a value that names neither stops the start rather than ask a server the wrong way. */
export function geocoderKindFrom(value: string | undefined): GeocoderKind {
  const kind = value?.trim().toLowerCase() || "nominatim";
  if (kind !== "nominatim" && kind !== "photon") throw new Error(`GEOCODER_KIND must be "nominatim" or "photon", not "${value}"`);
  return kind;
}

/** S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (all four), S3_REGION, S3_PUBLIC_URL. */
export function s3SettingsFrom(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return undefined;
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    region: env.S3_REGION || "us-east-1",
    publicUrl: env.S3_PUBLIC_URL || undefined,
  };
}

const repoRoot = resolve(apiFolder, "../..");

function jwtSecretFor(dataDir: string): string {
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, "data"));
  const port = Number(env.PORT ?? 3000);
  const webDist = join(repoRoot, "apps/web/dist");
  const courierDist = join(repoRoot, "apps/courier/dist");
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    jwtSecret: env.JWT_SECRET ?? overrides.jwtSecret ?? jwtSecretFor(dataDir),
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 300),
    refreshTokenTtlDays: Number(env.REFRESH_TOKEN_TTL_DAYS ?? 14),
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Despacho <no-reply@despacho.local>",
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    webDist: existsSync(webDist) ? webDist : undefined,
    courierDist: existsSync(courierDist) ? courierDist : undefined,
    logLevel: env.LOG_LEVEL ?? "info",
    mapStyleUrl: undefined,
    geocoderUrl: env.GEOCODER_URL && env.GEOCODER_URL !== BUNDLED_GEOCODER ? env.GEOCODER_URL : undefined,
    geocoderKind: geocoderKindFrom(env.GEOCODER_KIND),
    jobsPollMs: Number(env.JOBS_POLL_MS ?? 1000),
    gatewayPrivateHosts: env.GATEWAY_PRIVATE_HOSTS === "1",
    webhookDeliveryRetentionDays: positiveOr(env.WEBHOOK_DELIVERY_RETENTION_DAYS, 30),
    apiKeyRateLimit: Number(env.API_KEY_RATE_LIMIT ?? API_KEY_RATE_PER_MINUTE),
    readCacheTtlMs: Number(env.READ_CACHE_TTL_MS ?? 1000),
    presenceGraceMs: Number(env.PRESENCE_GRACE_MS ?? PRESENCE_GRACE_MS),
    s3: s3SettingsFrom(env),
    demoSimulator: demoSimulatorFrom(env),
    ...overrides,
  };
}
