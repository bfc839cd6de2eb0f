import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  GEOZONE_MESSAGES,
  idParamsSchema,
  PAGE_SIZE,
  pageQuerySchema,
  pageSchema,
  pickedGeozoneInputSchema,
  type Permission,
  pickedGeozoneSchema,
} from "@despacho/domain";
import { activationGeozones, queueGeozones } from "../../../db/schema/index.js";
import { pageOf, windowOf } from "../../../pagination.js";
import { allow, headquarterOf } from "../../../plugins/access.js";
import { queueChangeEvents, settleHeadquarterQueues } from "../../geozone-queue/index.js";
import { recordEvents } from "../../../plugins/domain-events.js";
import { changePickedGeozone, pickGeozone, unpickGeozone } from "../commands/pick.js";
import { presentPicked } from "../presenter.js";
import { listPicked, loadPicked, type PickedTable } from "../queries/picked.js";

interface Purpose {
  base: string;
  table: PickedTable;
  permission: Permission;
  resource: string;
  pageSize: number;
  taken: string;
  /** Its zones hold courier queues (issue 12): a zone added, changed or removed settles the headquarter's queues. */
  queues: boolean;
}

// spec §7 /queue-geo-zones/ (GET page and limit, POST {geo_zone}, PATCH and DELETE {id}/) and, alike, the zones
// where a courier must be to go online (/geozone-to-activation).
const PURPOSES: Purpose[] = [
  {
    base: "/api/queue-geo-zones/",
    table: queueGeozones,
    permission: "view_queuegeozone",
    resource: "queue-geozone",
    pageSize: PAGE_SIZE.queueGeozones,
    taken: GEOZONE_MESSAGES.alreadyQueued,
    queues: true,
  },
  {
    base: "/api/activation-geo-zones/",
    table: activationGeozones,
    permission: "view_geozonetomessengeractivation",
    resource: "activation-geozone",
    pageSize: PAGE_SIZE.geozones,
    taken: GEOZONE_MESSAGES.alreadyForActivation,
    queues: false,
  },
];

export async function pickedGeozoneRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const { base, table, permission, resource, pageSize, taken, queues } of PURPOSES) {
    const tags = ["geo-zones"];
    const settle = async (headquarterId: string) => {
      if (!queues) return;
      await app.db.transaction(async (tx) => recordEvents(tx, queueChangeEvents(await settleHeadquarterQueues(tx, headquarterId))));
      await app.events.dispatch();
    };
    const access = allow.inHeadquarter([permission]);
    const onOne = allow.inHeadquarter([permission], resource);

    r.get(
      base,
      { schema: { tags, querystring: pageQuerySchema, response: { 200: pageSchema(pickedGeozoneSchema) } }, config: { access } },
      async (req) => {
        const win = windowOf(req.query, pageSize);
        const { rows, total } = await listPicked(app.db, table, headquarterOf(req), win);
        return pageOf(req, win, total, rows.map(presentPicked));
      },
    );

    r.post(
      base,
      {
        schema: { tags, body: pickedGeozoneInputSchema, response: { 201: pickedGeozoneSchema } },
        config: { access, idempotent: true },
      },
      async (req, reply) => {
        const headquarterId = headquarterOf(req);
        const id = await pickGeozone(app.db, table, headquarterId, req.body.geo_zone, taken);
        await settle(headquarterId);
        return reply.status(201).send(presentPicked(await loadPicked(app.db, table, headquarterId, id)));
      },
    );

    r.patch(
      `${base}:id/`,
      {
        schema: { tags, params: idParamsSchema, body: pickedGeozoneInputSchema, response: { 200: pickedGeozoneSchema } },
        config: { conflicts: true, access: onOne },
      },
      async (req) => {
        const headquarterId = headquarterOf(req);
        await changePickedGeozone(app.db, table, headquarterId, req.params.id, req.body.geo_zone, taken);
        await settle(headquarterId);
        return presentPicked(await loadPicked(app.db, table, headquarterId, req.params.id));
      },
    );

    r.delete(`${base}:id/`, { schema: { tags, params: idParamsSchema }, config: { access: onOne } }, async (req, reply) => {
      const headquarterId = headquarterOf(req);
      await unpickGeozone(app.db, table, headquarterId, req.params.id);
      await settle(headquarterId);
      return reply.status(204).send();
    });
  }
}
