import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { idempotencyKeys } from "../db/schema/index.js";
import { AppError } from "../errors.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A create route: an Idempotency-Key header replays the first answer instead of creating twice. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

const IN_PROGRESS = 0;
const toArray = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
const KEY_PATTERN = /^[\w-]{8,100}$/;
/** Marks the two hooks this plugin adds, so the start-up check can find them on a route. */
const IDEMPOTENCY_HOOK = Symbol("idempotency hook");
const marked = <T extends object>(hook: T): T => Object.assign(hook, { [IDEMPOTENCY_HOOK]: true });
const hasMarkedHook = (hooks: unknown) => toArray(hooks).some((hook) => typeof hook === "function" && IDEMPOTENCY_HOOK in hook);

/**
 * Registered first of all (before any plugin or route): the app refuses to start when a route
 * declares `idempotent` but lacks the hooks, e.g. because it was registered before the plugin.
 */
export function refuseIdempotentRoutesWithoutHooks(app: FastifyInstance) {
  const declared: RouteOptions[] = [];
  app.addHook("onRoute", (route) => {
    if (route.config?.idempotent) declared.push(route);
  });
  app.addHook("onReady", async () => {
    const missing = declared.filter((route) => !hasMarkedHook(route.preHandler) || !hasMarkedHook(route.onSend));
    if (missing.length > 0) {
      const names = missing.map((route) => `${route.method} ${route.url}`).join(", ");
      throw new Error(`Idempotent routes without the idempotency hooks (register them after the idempotency plugin): ${names}`);
    }
  });
}

/** One call under an Idempotency-Key: the caller, the key, the HTTP path it names and its checked body. */
export interface IdempotentCall {
  userId: string;
  key: string;
  path: string;
  body: unknown;
}

const rowFor = (userId: string, key: string) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * The Idempotency-Key rule, one for HTTP and for the courier's socket (decision 032): the first call with a key claims
 * it and runs (null); a later one with the same path and body gets the first one's stored answer; another body under
 * the key is a 409, and so is a call while the first still runs. `field` names the key where it came from.
 */
export async function claimIdempotencyKey(
  db: Db,
  call: IdempotentCall,
  field = "Idempotency-Key",
): Promise<{ statusCode: number; body: unknown } | null> {
  const { userId, key } = call;
  if (!KEY_PATTERN.test(key))
    throw new AppError("VALIDATION", "Idempotency-Key inválida", [{ field, message: "Idempotency-Key inválida" }]);
  const requestHash = createHash("sha256")
    .update(`${call.path}\n${JSON.stringify(call.body ?? null)}`)
    .digest("base64url");
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash, statusCode: IN_PROGRESS })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return null;
  const [stored] = await db.select().from(idempotencyKeys).where(rowFor(userId, key));
  if (!stored || stored.requestHash !== requestHash) throw new AppError("IDEMPOTENCY_MISMATCH");
  if (stored.statusCode === IN_PROGRESS) throw new AppError("IDEMPOTENCY_IN_PROGRESS");
  return { statusCode: stored.statusCode, body: stored.body };
}

/** The claimed key once its call answered: a success is kept to be replayed, a refusal frees the key for a new try. */
export async function settleIdempotencyKey(db: Db, userId: string, key: string, statusCode: number, body: unknown) {
  const where = rowFor(userId, key);
  if (statusCode >= 400) await db.delete(idempotencyKeys).where(where);
  else await db.update(idempotencyKeys).set({ statusCode, body }).where(where);
}

export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest("idempotencyKey", null);
    /** The caller's user: staff and business accounts, or a courier (the courier app's outbox, issue 24). */
    const userOf = (request: FastifyRequest) => request.principal?.userId ?? request.courier?.userId ?? null;

    const claim = marked(async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers["idempotency-key"];
      const userId = userOf(request);
      if (typeof key !== "string" || !userId) return;
      const stored = await claimIdempotencyKey(app.db, { userId, key, path: request.url, body: request.body });
      if (!stored) {
        request.idempotencyKey = key;
        return;
      }
      return reply.status(stored.statusCode).header("idempotent-replayed", "true").send(stored.body);
    });

    const remember = marked(async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const key = request.idempotencyKey;
      const userId = userOf(request);
      if (!key || !userId) return payload;
      const body = reply.statusCode < 400 && typeof payload === "string" && payload ? JSON.parse(payload) : null;
      await settleIdempotencyKey(app.db, userId, key, reply.statusCode, body);
      return payload;
    });

    // Only the routes that declare `idempotent` pay for the two hooks.
    app.addHook("onRoute", (route) => {
      if (!route.config?.idempotent) return;
      route.preHandler = [...toArray(route.preHandler), claim];
      route.onSend = [...toArray(route.onSend), remember];
    });
  },
  { name: "idempotency", dependencies: ["db", "access"] },
);
