import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { eq } from "drizzle-orm";
import {
  COURIER_PETITION_ACTIONS,
  courierPetitionCreateSchema,
  courierPetitionListQuerySchema,
  idParamsSchema,
  joinableHeadquarterQuerySchema,
  joinableHeadquarterSchema,
  PAGE_SIZE,
  pageSchema,
  petitionSchema,
} from "@despacho/domain";
import { petitions } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import { pageOf, windowOf } from "../../../pagination.js";
import { allow, courierOf } from "../../../plugins/access.js";
import { actOnPetition } from "../commands/act.js";
import { courierAsks } from "../commands/create.js";
import { presentPetition } from "../presenter.js";
import { courierFilter } from "../queries/filters.js";
import { joinableHeadquarters } from "../queries/joinable.js";
import { listPetitions, loadPetition } from "../queries/load.js";

const TAGS = ["courier"];
const BASE = "/api/courier/petitions/";

// The courier's side of the affiliation requests: only their own, to any headquarter.
export async function courierPetitionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const own = async (id: string, messengerId: string) => {
    const row = await loadPetition(app.db, id, eq(petitions.messengerId, messengerId));
    if (!row) throw notFound();
    return presentPetition(row);
  };

  r.get(
    BASE,
    {
      schema: { tags: TAGS, querystring: courierPetitionListQuerySchema, response: { 200: pageSchema(petitionSchema) } },
      config: { access: allow.courier() },
    },
    async (req) => {
      const win = windowOf(req.query, PAGE_SIZE.affiliationRequests);
      const { rows, total } = await listPetitions(app.db, courierFilter(courierOf(req).messengerId, req.query.status), win);
      return pageOf(req, win, total, rows.map(presentPetition));
    },
  );

  // Any courier, affiliated or not, finds the headquarters open to them by name (issue 24) instead of typing an id.
  r.get(
    "/api/courier/headquarters/",
    {
      schema: { tags: TAGS, querystring: joinableHeadquarterQuerySchema, response: { 200: pageSchema(joinableHeadquarterSchema) } },
      config: { access: allow.courier() },
    },
    async (req) => {
      const win = windowOf(req.query, PAGE_SIZE.joinableHeadquarters);
      const { total, results } = await joinableHeadquarters(app.db, win, req.query.q || undefined);
      return pageOf(req, win, total, results);
    },
  );

  r.post(
    BASE,
    {
      schema: { tags: TAGS, body: courierPetitionCreateSchema, response: { 201: petitionSchema } },
      config: { conflicts: true, access: allow.courier() },
    },
    async (req, reply) => {
      const courier = courierOf(req);
      const petition = await courierAsks(app.db, courier, req.body.headquarter, req.body.is_association);
      await app.events.dispatch();
      return reply.status(201).send(await own(petition.id, courier.messengerId));
    },
  );

  for (const action of COURIER_PETITION_ACTIONS) {
    r.patch(
      `${BASE}:id/${action}/`,
      {
        schema: { tags: TAGS, params: idParamsSchema, response: { 200: petitionSchema } },
        config: { conflicts: true, access: allow.courier() },
      },
      async (req) => {
        const courier = courierOf(req);
        const done = await actOnPetition(app.db, { kind: "courier", ...courier }, req.params.id, action);
        await app.events.dispatch();
        return own(done.petition.id, courier.messengerId);
      },
    );
  }
}
