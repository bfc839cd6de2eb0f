import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { and, eq } from "drizzle-orm";
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

export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest("idempotencyKey", null);
    const rowFor = (userId: string, key: string) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
    /** The caller's user: staff and business accounts, or a courier (the courier app's outbox, issue 24). */
    const userOf = (request: FastifyRequest) => request.principal?.userId ?? request.courier?.userId ?? null;

    const claim = marked(async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers["idempotency-key"];
      const userId = userOf(request);
      if (typeof key !== "string" || !userId) return;
      if (!KEY_PATTERN.test(key))
        throw new AppError("VALIDATION", "Idempotency-Key inválida", [{ field: "Idempotency-Key", message: "Idempotency-Key inválida" }]);
      const requestHash = createHash("sha256")
        .update(`${request.url}\n${JSON.stringify(request.body ?? null)}`)
        .digest("base64url");
      const claimed = await app.db
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash, statusCode: IN_PROGRESS })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) {
        request.idempotencyKey = key;
        return;
      }
      const [stored] = await app.db.select().from(idempotencyKeys).where(rowFor(userId, key));
      if (!stored || stored.requestHash !== requestHash) throw new AppError("IDEMPOTENCY_MISMATCH");
      if (stored.statusCode === IN_PROGRESS) throw new AppError("CONFLICT", "La solicitud con esta clave aún está en proceso");
      return reply.status(stored.statusCode).header("idempotent-replayed", "true").send(stored.body);
    });

    const remember = marked(async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const key = request.idempotencyKey;
      const userId = userOf(request);
      if (!key || !userId) return payload;
      const where = rowFor(userId, key);
      if (reply.statusCode >= 400) {
        await app.db.delete(idempotencyKeys).where(where);
      } else {
        const body = typeof payload === "string" && payload ? JSON.parse(payload) : null;
        await app.db.update(idempotencyKeys).set({ statusCode: reply.statusCode, body }).where(where);
      }
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
