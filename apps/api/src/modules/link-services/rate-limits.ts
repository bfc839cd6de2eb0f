import type { FastifyInstance, FastifyRequest } from "fastify";
import { address, limiter } from "../auth/index.js";

/** A link receives per hour this many times what one address may send in a minute (LOGIN_RATE_LIMIT). */
const LINK_HOURLY_FACTOR = 6;
/** The form's data asked per minute per address: a page opens it once a visit, a guesser of tokens many times. */
const FORM_READS_PER_MINUTE = 60;

const tokenOf = (req: FastifyRequest) => String((req.body as { token?: unknown } | undefined)?.token ?? "");

/**
 * The public link routes' limits, after validation: requests per address (each creates a service), then per link
 * (a shared link that leaks cannot flood its headquarter from many addresses), each answering 429 with Retry-After.
 */
export function linkRateLimits(app: FastifyInstance) {
  const limit = limiter(app);
  const perMinute = app.config.loginRateLimit;
  return {
    form: [limit("link-form:address", FORM_READS_PER_MINUTE, "1 minute", address)],
    request: [
      limit("link-request:address", perMinute, "1 minute", address),
      limit("link-request:link", perMinute * LINK_HOURLY_FACTOR, "1 hour", tokenOf),
    ],
  };
}
