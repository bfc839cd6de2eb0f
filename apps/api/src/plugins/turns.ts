import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Answered as it arrives, ahead of the requests taking turns (the health check). */
    ahead?: boolean;
  }
}

/**
 * Requests take turns on the event loop (issue 21): each goes on, past this first hook, in a loop iteration of its
 * own, in arrival order, so a burst of requests arriving together (200 searches) is not worked through in one
 * iteration while everything else, the database's answers included, waits behind it. A route marked `ahead` goes on
 * at once: the health check then waits for at most one request's turn, not for the whole burst.
 */
export const turnsPlugin = fp(
  async (app: FastifyInstance) => {
    const waiting: (() => void)[] = [];
    const next = () => {
      waiting.shift()?.();
      if (waiting.length > 0) setImmediate(next);
    };
    app.addHook("onRequest", (request, _reply, done) => {
      if (request.routeOptions.config?.ahead) return done();
      if (waiting.push(done) === 1) setImmediate(next);
    });
  },
  { name: "turns" },
);
