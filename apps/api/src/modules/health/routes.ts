import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { CLIENT_VERSION } from "@despacho/domain";

export async function healthRoutes(app: FastifyInstance) {
  app.get("/api/health", { config: { access: { kind: "public" } }, schema: { tags: ["health"] } }, async (_req, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: "ok", database: app.database.kind, client_version: CLIENT_VERSION };
    } catch (err) {
      app.log.error({ err }, "health: database unreachable");
      return reply.status(503).send({ status: "error", database: "unreachable", client_version: CLIENT_VERSION });
    }
  });
}
