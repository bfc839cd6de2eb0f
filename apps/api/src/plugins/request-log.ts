import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * One info line per request once it is answered (Fastify's own pair, "incoming request" and
 * "request completed", is turned off in app.ts). It names the route's pattern, never the address
 * as typed, so no id, search text or reset token from a path or query string reaches the log;
 * headers and bodies are never logged. The request id is the logger's own `reqId`.
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onResponse", (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          route: request.routeOptions.url ?? null,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          userId: request.principal?.userId ?? null,
          headquarterId: request.headquarterId ?? null,
        },
        "request",
      );
      done();
    });
  },
  { name: "request-log" },
);
