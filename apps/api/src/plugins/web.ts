import { sep } from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import fastifyStatic, { type SetHeadersResponse } from "@fastify/static";
import { ERROR_CODES } from "@despacho/domain";

/** Vite names every file under assets/ by its content hash: a new build is a new address. */
const HASHED = `${sep}assets${sep}`;
const FOREVER = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

function cacheHeaders(res: SetHeadersResponse, path: string) {
  res.setHeader("cache-control", path.includes(HASHED) ? FOREVER : REVALIDATE);
  res.setHeader("vary", "accept-encoding");
}

const COURIER_PREFIX = "/courier/";
const staticOptions = { wildcard: true, index: "index.html", preCompressed: true, cacheControl: false, setHeaders: cacheHeaders };

/**
 * Serves the built SPA when there is one, with the brotli or gzip twin the build wrote beside each
 * file when the browser accepts it; any GET outside /api and /assets that is not a file gets index.html (tracking.html
 * under /tracking/). The courier app's build (issue 24) is served the same way under /courier/, its own index.html
 * for its pages.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { root?: string; courierRoot?: string }) => {
    const { root, courierRoot } = opts;
    if (root) await app.register(fastifyStatic, { root, ...staticOptions });
    if (courierRoot) {
      await app.register(fastifyStatic, { root: courierRoot, prefix: COURIER_PREFIX, decorateReply: !root, ...staticOptions });
    }
    app.setNotFoundHandler((request, reply) => {
      const courierPage = courierRoot && request.method === "GET" && /^\/courier(\/|$|\?)/.test(request.url);
      if (courierPage && !request.url.startsWith(`${COURIER_PREFIX}assets/`)) {
        return reply.type("text/html").sendFile("index.html", courierRoot);
      }
      const isPage = root && request.method === "GET" && !/^\/(api|assets|uploads|socket\.io|courier)\//.test(request.url);
      if (!isPage) {
        return reply.status(404).send({ code: "NOT_FOUND", detail: ERROR_CODES.NOT_FOUND.message });
      }
      // The customer's tracking page is its own small entry (issue 23); every other page is the back office.
      return reply.type("text/html").sendFile(/^\/tracking\//.test(request.url) ? "tracking.html" : "index.html");
    });
  },
  { name: "web" },
);
