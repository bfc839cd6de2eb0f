import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  idParamsSchema,
  PAGE_SIZE,
  pageSchema,
  SERVICE_PERMISSIONS,
  savedLocationInputSchema,
  savedLocationListQuerySchema,
  savedLocationPatchSchema,
  savedLocationSchema,
} from "@despacho/domain";
import { pageOf, windowOf } from "../../pagination.js";
import { allow, headquarterOf } from "../../plugins/access.js";
import { createSavedLocation, deleteSavedLocation, updateSavedLocation } from "./commands/save.js";
import { presentSavedLocation } from "./presenter.js";
import { latestSavedLocations } from "./queries/latest.js";

const tags = ["saved-locations"];
// Whoever creates services keeps the places they start from and go to (the creation panels offer them).
const access = [...SERVICE_PERMISSIONS.create];

// spec §7 Others /locations/ (latest, POST, PATCH, DELETE); GET /api/locations/ itself is the live map's read (decision 019).
export async function savedLocationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/locations/latest/",
    {
      schema: { tags, querystring: savedLocationListQuerySchema, response: { 200: pageSchema(savedLocationSchema) } },
      config: { access: allow.inHeadquarter(access) },
    },
    async (req) => {
      const win = windowOf(req.query, PAGE_SIZE.locations);
      const { rows, total } = await latestSavedLocations(app.db, headquarterOf(req), win, req.query.q);
      return pageOf(req, win, total, rows.map(presentSavedLocation));
    },
  );

  r.post(
    "/api/locations/",
    {
      schema: { tags, body: savedLocationInputSchema, response: { 201: savedLocationSchema } },
      config: { access: allow.inHeadquarter(access), idempotent: true },
    },
    async (req, reply) => reply.status(201).send(presentSavedLocation(await createSavedLocation(app.db, headquarterOf(req), req.body))),
  );

  r.patch(
    "/api/locations/:id/",
    {
      schema: { tags, params: idParamsSchema, body: savedLocationPatchSchema, response: { 200: savedLocationSchema } },
      config: { conflicts: true, access: allow.inHeadquarter(access, "savedLocation") },
    },
    async (req) => presentSavedLocation(await updateSavedLocation(app.db, headquarterOf(req), req.params.id, req.body)),
  );

  r.delete(
    "/api/locations/:id/",
    {
      schema: { tags, params: idParamsSchema },
      config: { access: allow.inHeadquarter(access, "savedLocation") },
    },
    async (req, reply) => {
      await deleteSavedLocation(app.db, headquarterOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
