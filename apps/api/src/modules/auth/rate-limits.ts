import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../errors.js";

/** Password-reset mails one account may be sent per window, whoever asks and from wherever. */
export const RESET_MAILS_PER_ACCOUNT = 3;
const RESET_MAIL_WINDOW = "15 minutes";
/** Logins one address may try per minute across accounts: LOGIN_RATE_LIMIT times this. */
const ADDRESS_FACTOR = 10;

const bodyField = (req: FastifyRequest, field: string) =>
  String((req.body as Record<string, unknown> | undefined)?.[field] ?? "")
    .trim()
    .toLowerCase();

type Key = (req: FastifyRequest) => string;

/**
 * The limits of the public auth routes. Each runs after validation (it reads the body) and
 * answers 429 with Retry-After. The account limits key on what was typed, never on a header, so
 * a client rotating X-Forwarded-For cannot reset them; the address is req.ip, which believes
 * forwarded headers only from the proxies of TRUST_PROXY.
 */
export function authRateLimits(app: FastifyInstance) {
  const perMinute = app.config.loginRateLimit;
  const limit = (name: string, max: number, timeWindow: string, key: Key) => {
    const count = app.createRateLimit({ max, timeWindow, keyGenerator: (req) => `${name}:${key(req)}` });
    return async (req: FastifyRequest, reply: FastifyReply) => {
      const state = await count(req);
      if (state.isAllowed || !state.isExceeded) return;
      reply.header("retry-after", String(state.ttlInSeconds));
      throw new AppError("RATE_LIMITED");
    };
  };
  const address: Key = (req) => req.ip;
  return {
    login: [
      limit("login:address", perMinute * ADDRESS_FACTOR, "1 minute", address),
      limit("login:account", perMinute, "1 minute", (req) => bodyField(req, "username")),
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
