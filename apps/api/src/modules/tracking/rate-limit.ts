import type { FastifyInstance } from "fastify";
import { address, limiter } from "../auth/index.js";

/**
 * Tracking calls per minute per address: a page polls every TRACKING_POLL_MS (6 a minute), and many phones share
 * a carrier's address; this many stops a client walking through guessed tokens long before it finds one.
 */
const TRACKING_CALLS_PER_MINUTE = 120;

export const trackingRateLimit = (app: FastifyInstance) => [
  limiter(app)("tracking:address", TRACKING_CALLS_PER_MINUTE, "1 minute", address),
];
