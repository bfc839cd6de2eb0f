import { join } from "node:path";
import Fastify, { type FastifyServerOptions, LogController, type RouteOptions } from "fastify";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { UPLOAD_MAX_BYTES } from "@despacho/domain";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { modulesPlugin } from "./modules/index.js";
import { currentPrincipal } from "./modules/auth/index.js";
import { currentCourier } from "./modules/couriers/index.js";
import { apiKeysPlugin } from "./plugins/api-keys.js";
import { accessPlugin } from "./plugins/access.js";
import { authPlugin } from "./plugins/auth.js";
import { dbPlugin } from "./plugins/db.js";
import { domainEventsPlugin } from "./plugins/domain-events.js";
import { errorsPlugin } from "./plugins/errors.js";
import { headquarterCachePlugin } from "./plugins/headquarter-cache.js";
import { heavyReadsPlugin } from "./plugins/heavy-reads.js";
import { idempotencyPlugin, refuseIdempotentRoutesWithoutHooks } from "./plugins/idempotency.js";
import { inputPlugin } from "./plugins/input.js";
import { jobsPlugin } from "./plugins/jobs.js";
import { mailerPlugin } from "./plugins/mailer.js";
import { openApiPlugin } from "./plugins/openapi.js";
import { redisPlugin } from "./plugins/redis.js";
import { realtimePlugin } from "./plugins/realtime.js";
import { requestLogPlugin } from "./plugins/request-log.js";
import { securityHeadersPlugin } from "./plugins/security-headers.js";
import { sessionsPlugin } from "./plugins/sessions.js";
import { storagePlugin } from "./plugins/storage.js";
import { webPlugin } from "./plugins/web.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions["logger"];
  /** Called for every route as it is registered (the security suite enumerates the API with it). */
  onRoute?: (route: RouteOptions) => void;
}

const trustHops = (count: number) => (_address: string, hop: number) => hop < count;

export async function buildApp({ config, database, logger, onRoute }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // One line per request, written by plugins/request-log.ts; Fastify's own pair is off.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: "x-request-id",
    // A hop count as Fastify runs it (its types omit the number form).
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    ajv: { customOptions: { coerceTypes: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  if (onRoute) app.addHook("onRoute", onRoute);
  refuseIdempotentRoutesWithoutHooks(app);

  await app.register(errorsPlugin);
  await app.register(requestLogPlugin);
  await app.register(inputPlugin);
  await app.register(securityHeadersPlugin, { mapStyleUrl: config.mapStyleUrl, storageUrl: config.s3?.publicUrl ?? config.s3?.endpoint });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { attachFieldsToBody: "keyValues", limits: { fileSize: UPLOAD_MAX_BYTES.photo, files: 1, fields: 20 } });
  await app.register(openApiPlugin);

  await app.register(dbPlugin, { database });
  await app.register(authPlugin, { secret: config.jwtSecret, ttlSeconds: config.accessTokenTtlSeconds });
  await app.register(mailerPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  await app.register(storagePlugin, { dir: join(config.dataDir, "uploads"), secret: config.jwtSecret, s3: config.s3 });
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(realtimePlugin, {
    // The sessions plugin needs the realtime's node messages: it is registered next, read at handshake time.
    isSessionCurrent: (claims) => app.sessions.isCurrent(claims),
    currentPrincipal: (userId) => currentPrincipal(app.db, userId),
    currentCourier: (userId, headquarterId) => currentCourier(app.db, userId, headquarterId),
  });
  await app.register(sessionsPlugin);
  await app.register(apiKeysPlugin);
  await app.register(accessPlugin);
  await app.register(idempotencyPlugin);
  await app.register(headquarterCachePlugin, { ttlMs: config.readCacheTtlMs });
  await app.register(heavyReadsPlugin);
  await app.register(jobsPlugin, { pollMs: config.jobsPollMs });
  // Other nodes' commits wake this one through NOTIFY wherever the jobs poll runs; tests dispatch themselves.
  await app.register(domainEventsPlugin, { listen: config.jobsPollMs > 0 });

  await app.register(modulesPlugin);
  await app.register(webPlugin, { root: config.webDist, courierRoot: config.courierDist });
  return app;
}
