import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  idParamsSchema,
  MASSIVE_ACTION_PERMISSION as P,
  massiveActionSchema,
  massiveAssignmentSchema,
  massiveNoveltiesSchema,
  massiveServiceUpdateSchema,
  serviceLookupSchema,
  serviceSchema,
} from "@despacho/domain";
import { allow, headquarterOf, principalOf } from "../../plugins/access.js";
import type { Scope } from "../services/index.js";
import { lookUpServices } from "./lookup.js";
import { findMassiveAction, MASSIVE_ACTION_KIND, presentMassiveAction, queueMassiveAction, runMassiveAction } from "./run.js";

const tags = ["massive-actions"];
const ANY = [P.assign, P.update, P.novelty];
const scopeOf = (req: FastifyRequest): Scope => ({ headquarterId: headquarterOf(req), userId: principalOf(req).userId, business: false });
const accepted = { 202: massiveActionSchema };

// spec §2.2 /massive-assignment, /massive-service-update, /massive-novelties: pick, preview, apply as a job, report.
export async function massiveActionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.jobs.handle(MASSIVE_ACTION_KIND, runMassiveAction(app));

  r.post(
    "/api/services/lookup/",
    {
      schema: {
        tags,
        body: serviceLookupSchema,
        response: { 200: z.object({ found: z.array(serviceSchema), missing: z.array(z.string()) }) },
      },
      config: { access: allow.inHeadquarter(ANY) },
    },
    async (req) => lookUpServices(app.db, headquarterOf(req), req.body.identifiers),
  );

  r.post(
    "/api/massive-assignment/",
    { schema: { tags, body: massiveAssignmentSchema, response: accepted }, config: { access: allow.inHeadquarter([P.assign]) } },
    async (req, reply) =>
      reply.status(202).send(presentMassiveAction(await queueMassiveAction(app, scopeOf(req), { action: "assign", ...req.body }))),
  );

  r.post(
    "/api/massive-service-update/",
    { schema: { tags, body: massiveServiceUpdateSchema, response: accepted }, config: { access: allow.inHeadquarter([P.update]) } },
    async (req, reply) =>
      reply.status(202).send(presentMassiveAction(await queueMassiveAction(app, scopeOf(req), { action: "update", ...req.body }))),
  );

  r.post(
    "/api/massive-novelties/",
    { schema: { tags, body: massiveNoveltiesSchema, response: accepted }, config: { access: allow.inHeadquarter([P.novelty]) } },
    async (req, reply) =>
      reply.status(202).send(presentMassiveAction(await queueMassiveAction(app, scopeOf(req), { action: "novelty", ...req.body }))),
  );

  r.get(
    "/api/massive-actions/:id/",
    {
      schema: { tags, params: idParamsSchema, response: { 200: massiveActionSchema } },
      config: { access: allow.inHeadquarter(ANY, "massive-action") },
    },
    async (req) => presentMassiveAction(await findMassiveAction(app.db, headquarterOf(req), req.params.id)),
  );
}
