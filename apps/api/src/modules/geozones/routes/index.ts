import type { FastifyInstance } from "fastify";
import { geozoneRoutes } from "./geozones.js";
import { pickedGeozoneRoutes } from "./picked.js";

export async function geozoneModuleRoutes(app: FastifyInstance) {
  await app.register(geozoneRoutes);
  await app.register(pickedGeozoneRoutes);
}
