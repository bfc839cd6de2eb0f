import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import { ERROR_CODES } from "@despacho/domain";

/** Serves the built SPA when there is one; any GET outside /api that is not a file gets index.html. */
export const webPlugin = fp(async (app: FastifyInstance, opts: { root?: string }) => {
  const root = opts.root;
  if (root) await app.register(fastifyStatic, { root, wildcard: true, index: "index.html" });
  app.setNotFoundHandler((request, reply) => {
    const isPage = root && request.method === "GET" && !/^\/(api|uploads|socket\.io)\//.test(request.url);
    if (!isPage) {
      return reply.status(404).send({ code: "NOT_FOUND", detail: ERROR_CODES.NOT_FOUND.message });
    }
    return reply.type("text/html").sendFile("index.html");
  });
});
