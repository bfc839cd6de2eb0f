import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database, Db } from "../db/client.js";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** The database is opened by the caller (main or a test) and shared by the app's plugins. */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    app.decorate("database", opts.database);
    app.decorate("db", opts.database.db);
  },
  { name: "db" },
);
