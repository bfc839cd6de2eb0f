import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../errors.js";
import { rateLimitHook } from "../../plugins/openapi-operations.js";

/** Password-reset mails one account may be sent per window, whoever asks and from wherever. */
export const RESET_MAILS_PER_ACCOUNT = 3;
const RESET_MAIL_WINDOW = "15 minutes";
/**
 * Logins per minute one address may try across accounts, and one account may be tried from every
 * address together: LOGIN_RATE_LIMIT times this. One address on one account gets LOGIN_RATE_LIMIT.
 */
const CEILING_FACTOR = 10;

const bodyField = (req: FastifyRequest, field: string) =>
  String((req.body as Record<string, unknown> | undefined)?.[field] ?? "")
    .trim()
    .toLowerCase();

/**
 * Who a limit counts as one client: an IPv4 address, or the /64 network of an IPv6 one (a single
 * machine is routinely given a whole /64, millions of addresses). IPv4-mapped IPv6 is its IPv4.
 */
export function clientOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!ip.includes(":")) return ip;
  const [head, tail] = ip.split("%")[0].split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

export type Key = (req: FastifyRequest) => string;

/** The client a public call comes from (see clientOf). */
export const address: Key = (req) => clientOf(req.ip);
const account: Key = (req) => bodyField(req, "username");

/** A limit of `max` calls per `timeWindow` per key: a preHandler answering 429 with Retry-After. */
export function limiter(app: FastifyInstance) {
  return (name: string, max: number, timeWindow: string, key: Key) => {
    const count = app.createRateLimit({ max, timeWindow, keyGenerator: (req) => `${name}:${key(req)}` });
    return rateLimitHook(async (req: FastifyRequest, reply: FastifyReply) => {
      const state = await count(req);
      if (state.isAllowed || !state.isExceeded) return;
      reply.header("retry-after", String(state.ttlInSeconds));
      throw new AppError("RATE_LIMITED");
    });
  };
}

/**
 * The limits of the public auth routes. Each runs after validation (it reads the body) and
 * answers 429 with Retry-After. The account limits key on what was typed, never on a header, so
 * a client rotating X-Forwarded-For cannot reset them; the address is req.ip, which believes
 * forwarded headers only from the proxies of TRUST_PROXY.
 *
 * A login counts, in this order, against its address, its account from that address, and its
 * account from everywhere; a refused call counts no further. So wrong passwords from one address
 * stop that address at LOGIN_RATE_LIMIT without spending the account's ceiling, and lock its owner
 * out elsewhere only when CEILING_FACTOR addresses or more each spend their share (README).
 */
export function authRateLimits(app: FastifyInstance) {
  const perMinute = app.config.loginRateLimit;
  const limit = limiter(app);
  return {
    login: [
      limit("login:address", perMinute * CEILING_FACTOR, "1 minute", address),
      limit("login:account-address", perMinute, "1 minute", (req) => `${account(req)}|${address(req)}`),
      limit("login:account", perMinute * CEILING_FACTOR, "1 minute", account),
    ],
    resetMail: [
      limit("reset:address", perMinute, "1 minute", address),
      limit("reset:account", RESET_MAILS_PER_ACCOUNT, RESET_MAIL_WINDOW, (req) => bodyField(req, "email")),
    ],
    resetConfirm: [limit("reset-confirm:address", perMinute, "1 minute", address)],
    // An email-change link is as guessable as a reset token: the same limit per address.
    emailConfirm: [limit("email-confirm:address", perMinute, "1 minute", address)],
  };
}

/** Courier sign-ups per minute per address (each hashes a password and creates an account): LOGIN_RATE_LIMIT. */
export function signUpRateLimit(app: FastifyInstance) {
  return [limiter(app)("sign-up:address", app.config.loginRateLimit, "1 minute", address)];
}
