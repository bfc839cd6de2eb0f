import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { and, eq, isNull, sql } from "drizzle-orm";
import {
  idParamsSchema,
  PAGE_SIZE,
  PETITION_ACTIONS,
  PETITION_INVITE,
  PETITION_READ,
  type PetitionAction,
  pageSchema,
  petitionActionRequirement,
  petitionDetailSchema,
  petitionInviteSchema,
  petitionListQuerySchema,
  petitionSchema,
  petitionVerifySchema,
} from "@despacho/domain";
import { petitions } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import { pageOf, windowOf } from "../../../pagination.js";
import { allow, headquarterOf, principalOf } from "../../../plugins/access.js";
import { actOnPetition } from "../commands/act.js";
import { companyInvites } from "../commands/create.js";
import { presentPetition, presentPetitionDetail } from "../presenter.js";
import { headquarterFilter } from "../queries/filters.js";
import { listPetitions, loadPetition, motorcyclesOf } from "../queries/load.js";

const TAGS = ["membership"];
const BASE = "/api/membership/petition/";

// spec §7 Membership: the headquarter's affiliation requests and the company's answers to them (§4).
export async function membershipRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    BASE,
    {
      schema: { tags: TAGS, querystring: petitionListQuerySchema, response: { 200: pageSchema(petitionSchema) } },
      config: { access: allow.inHeadquarter(PETITION_READ) },
    },
    async (req) => {
      const win = windowOf(req.query, PAGE_SIZE.affiliationRequests);
      const { rows, total } = await listPetitions(app.db, headquarterFilter(headquarterOf(req), req.query), win);
      return pageOf(req, win, total, rows.map(presentPetition));
    },
  );

  r.post(
    BASE,
    {
      schema: { tags: TAGS, body: petitionInviteSchema, response: { 201: petitionSchema } },
      config: { access: allow.inHeadquarter(PETITION_INVITE), idempotent: true },
    },
    async (req, reply) => {
      const headquarterId = headquarterOf(req);
      const { petition } = await companyInvites(app.db, { userId: principalOf(req).userId, headquarterId }, req.body.username);
      await app.events.dispatch();
      const row = await loadPetition(app.db, petition.id, eq(petitions.headquarterId, headquarterId));
      if (!row) throw notFound();
      return reply.status(201).send(presentPetition(row));
    },
  );

  // Opening a request marks it seen: the toolbar bell counts the unseen ones.
  r.get(
    `${BASE}:id/`,
    {
      schema: { tags: TAGS, params: idParamsSchema, response: { 200: petitionDetailSchema } },
      config: { access: allow.inHeadquarter(PETITION_READ, "petition") },
    },
    async (req) => {
      const inHeadquarter = eq(petitions.headquarterId, headquarterOf(req));
      await app.db
        .update(petitions)
        .set({ seenAt: sql`now()` })
        .where(and(eq(petitions.id, req.params.id), inHeadquarter, isNull(petitions.seenAt)));
      const row = await loadPetition(app.db, req.params.id, inHeadquarter);
      if (!row) throw notFound();
      return presentPetitionDetail(row, await motorcyclesOf(app.db, row.petition.messengerId));
    },
  );

  const answer = async (id: string, headquarterId: string) => {
    const row = await loadPetition(app.db, id, eq(petitions.headquarterId, headquarterId));
    if (!row) throw notFound();
    return presentPetition(row);
  };

  for (const action of PETITION_ACTIONS.filter((a): a is Exclude<PetitionAction, "verify"> => a !== "verify")) {
    r.patch(
      `${BASE}:id/${action}/`,
      {
        schema: { tags: TAGS, params: idParamsSchema, response: { 200: petitionSchema } },
        config: { conflicts: true, access: allow.inHeadquarter(petitionActionRequirement(action), "petition") },
      },
      async (req) => {
        const headquarterId = headquarterOf(req);
        const { userId, roles } = principalOf(req);
        const done = await actOnPetition(app.db, { kind: "company", userId, headquarterId, roles }, req.params.id, action);
        await app.events.dispatch();
        return answer(done.petition.id, headquarterId);
      },
    );
  }

  // spec §4 verify: the chosen motorcycle (required, the courier's) and, with change_messenger, the corrected data.
  r.patch(
    `${BASE}:id/verify/`,
    {
      schema: { tags: TAGS, params: idParamsSchema, body: petitionVerifySchema, response: { 200: petitionSchema } },
      config: { conflicts: true, access: allow.inHeadquarter(petitionActionRequirement("verify"), "petition") },
    },
    async (req) => {
      const headquarterId = headquarterOf(req);
      const { userId, roles } = principalOf(req);
      const done = await actOnPetition(app.db, { kind: "company", userId, headquarterId, roles }, req.params.id, "verify", req.body);
      await app.events.dispatch();
      return answer(done.petition.id, headquarterId);
    },
  );
}
