import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * The living demo's simulator (in the same process) marks its own requests with this header and value, a secret of
 * the process: they are logged at debug, so a newcomer's console is not flooded by them while every other request,
 * a real courier's beside the simulated ones included, stays at info. Nobody outside the process can quiet a request.
 */
export const SIMULATOR_REQUEST_HEADER = "x-despacho-simulator";
export const SIMULATOR_REQUEST_MARK = randomUUID();

/**
 * One info line per request once it is answered (Fastify's own pair, "incoming request" and
 * "request completed", is turned off in app.ts). It names the route's pattern, never the address
 * as typed, so no id, search text or reset token from a path or query string reaches the log;
 * headers and bodies are never logged. The request id is the logger's own `reqId`.
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onResponse", (request, reply, done) => {
      const level = request.headers[SIMULATOR_REQUEST_HEADER] === SIMULATOR_REQUEST_MARK ? "debug" : "info";
      request.log[level](
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
