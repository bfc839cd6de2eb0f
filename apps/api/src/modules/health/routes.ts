import type { FastifyInstance } from "fastify";
import { CLIENT_VERSION } from "@despacho/domain";
import { allow } from "../../plugins/access.js";

export async function healthRoutes(app: FastifyInstance) {
  app.get("/api/health", { config: { access: allow.anyone() }, schema: { tags: ["health"] } }, async (_req, reply) => {
    try {
      await app.database.ping();
      return { status: "ok", database: app.database.kind, client_version: CLIENT_VERSION };
    } catch (err) {
      app.log.error({ err }, "health: database unreachable");
      return reply.status(503).send({ status: "error", database: "unreachable", client_version: CLIENT_VERSION });
    }
  });
}
