import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  GEOZONE_READ,
  geozoneInputSchema,
  geozoneListQuerySchema,
  geozonePatchSchema,
  geozoneSchema,
  idParamsSchema,
  PAGE_SIZE,
  pageSchema,
} from "@despacho/domain";
import { pageOf, windowOf } from "../../../pagination.js";
import { allow, headquarterOf } from "../../../plugins/access.js";
import { createGeozone, deleteGeozone, updateGeozone } from "../commands/save.js";
import { presentGeozone } from "../presenter.js";
import { listGeozones, loadGeozone } from "../queries/geozones.js";

const tags = ["geo-zones"];
const WRITE = ["view_geozone"] as const;

// spec §2.2 /geozone-manage, §7 /geo-zones/ CRUD. The queue and activation screens read the list to pick from.
export async function geozoneRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/geo-zones/",
    {
      schema: { tags, querystring: geozoneListQuerySchema, response: { 200: pageSchema(geozoneSchema) } },
      config: { access: allow.inHeadquarter([...GEOZONE_READ]) },
    },
    async (req) => {
      const { q, used_to_queue, used_to_activation, ...page } = req.query;
      const win = windowOf(page, PAGE_SIZE.geozones);
      const { rows, total } = await listGeozones(app.db, headquarterOf(req), win, { q, used_to_queue, used_to_activation });
      return pageOf(req, win, total, rows.map(presentGeozone));
    },
  );

  r.post(
    "/api/geo-zones/",
    {
      schema: { tags, body: geozoneInputSchema, response: { 201: geozoneSchema } },
      config: { access: allow.inHeadquarter(WRITE), idempotent: true },
    },
    async (req, reply) => {
      const headquarterId = headquarterOf(req);
      const id = await createGeozone(app.db, headquarterId, req.body);
      return reply.status(201).send(presentGeozone(await loadGeozone(app.db, headquarterId, id)));
    },
  );

  r.get(
    "/api/geo-zones/:id/",
    {
      schema: { tags, params: idParamsSchema, response: { 200: geozoneSchema } },
      config: { access: allow.inHeadquarter([...GEOZONE_READ], "geozone") },
    },
    async (req) => presentGeozone(await loadGeozone(app.db, headquarterOf(req), req.params.id)),
  );

  r.patch(
    "/api/geo-zones/:id/",
    {
      schema: { tags, params: idParamsSchema, body: geozonePatchSchema, response: { 200: geozoneSchema } },
      config: { conflicts: true, access: allow.inHeadquarter(WRITE, "geozone") },
    },
    async (req) => {
      const headquarterId = headquarterOf(req);
      await updateGeozone(app.db, headquarterId, req.params.id, req.body);
      return presentGeozone(await loadGeozone(app.db, headquarterId, req.params.id));
    },
  );

  r.delete(
    "/api/geo-zones/:id/",
    { schema: { tags, params: idParamsSchema }, config: { conflicts: true, access: allow.inHeadquarter(WRITE, "geozone") } },
    async (req, reply) => {
      await deleteGeozone(app.db, headquarterOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
