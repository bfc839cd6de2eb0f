import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { sql } from "drizzle-orm";
import { API_KEY_PREFIX, BUSINESS_PROFILE } from "@despacho/domain";
import { AppError } from "../errors.js";
import type { Principal } from "./auth.js";

/** A new key: the prefix and 32 random bytes (base64url); only its sha256 is kept. */
export const newApiKey = () => `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");
export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The principal of an API key (issue 26): its creator's user and company, the key's permissions and its one
     * headquarter, as a user's token gives them; 401 for a revoked or unknown key or one whose creator left the
     * headquarter or was disabled; 429 past the key's calls per minute. Stamps its last use.
     */
    apiKeyPrincipal(key: string, request: FastifyRequest, reply: FastifyReply): Promise<Principal>;
  }
}

/** The window of API_KEY_RATE_LIMIT. */
const WINDOW_MS = 60_000;

/**
 * One more call of a key in its window, in Redis where every node counts (the window starts at its first call and
 * expires with the key): the calls so far and the milliseconds the window has left.
 */
const COUNT_CALL = `local calls = redis.call('INCR', KEYS[1])
if calls == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {calls, redis.call('PTTL', KEYS[1])}`;

/** Whether a key may make one more call: null if so, else the seconds until it may (Retry-After). */
type CallCounter = (request: FastifyRequest, apiKeyId: string) => Promise<number | null>;

/** Counts each key's calls across nodes with Redis (REDIS_URL), and in this process for a node alone. */
function callCounter(app: FastifyInstance): CallCounter {
  const max = app.config.apiKeyRateLimit;
  const { redis } = app;
  if (redis)
    return async (_request, apiKeyId) => {
      const [calls, ttlMs] = (await redis.eval(COUNT_CALL, {
        keys: [`despacho:api-key-calls:${apiKeyId}`],
        arguments: [String(WINDOW_MS)],
      })) as [number, number];
      return calls > max ? Math.max(1, Math.ceil(ttlMs / 1000)) : null;
    };
  const count = app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: (req) => `api-key:${req.principal?.apiKeyId}` });
  return async (request) => {
    const state = await count(request);
    return !state.isAllowed && state.isExceeded ? state.ttlInSeconds : null;
  };
}

interface KeyRow {
  id: string;
  headquarter_id: string;
  permissions: string[];
  created_by: string;
  company_id: string | null;
  kind: string;
}

export const apiKeysPlugin = fp(
  async (app: FastifyInstance) => {
    const retryAfter = callCounter(app);
    app.decorate("apiKeyPrincipal", async (key: string, request: FastifyRequest, reply: FastifyReply) => {
      const result = await app.db.execute(sql`
        update api_keys k set last_used_at = now() from users u
        where k.key_hash = ${hashApiKey(key)} and k.revoked_at is null and u.id = k.created_by and u.is_active
          and exists (select 1 from memberships m where m.user_id = u.id and m.headquarter_id = k.headquarter_id)
        returning k.id, k.headquarter_id, k.permissions, k.created_by, u.company_id, u.kind`);
      const [row] = (result as unknown as { rows: KeyRow[] }).rows;
      if (!row?.company_id || (row.kind !== "staff" && row.kind !== "business")) throw new AppError("TOKEN_NOT_VALID");
      const principal: Principal = {
        userId: row.created_by,
        companyId: row.company_id,
        kind: row.kind,
        roles: row.kind === "business" ? [...row.permissions, BUSINESS_PROFILE] : row.permissions,
        headquarterIds: [row.headquarter_id],
        apiKeyId: row.id,
      };
      request.principal = principal;
      const wait = await retryAfter(request, row.id);
      if (wait !== null) {
        reply.header("retry-after", String(wait));
        throw new AppError("RATE_LIMITED");
      }
      return principal;
    });
  },
  { name: "api-keys", dependencies: ["db", "redis"] },
);
