import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  idParamsSchema,
  linkServiceFormInfoSchema,
  linkServiceInputSchema,
  linkServiceListQuerySchema,
  linkServiceRequestedSchema,
  linkServiceRequestSchema,
  linkServiceSchema,
  linkTokenQuerySchema,
  PAGE_SIZE,
  pageSchema,
} from "@despacho/domain";
import { notFound } from "../../errors.js";
import { pageOf, windowOf } from "../../pagination.js";
import { allow, headquarterOf, principalOf } from "../../plugins/access.js";
import { requestService } from "./commands/request.js";
import { createLink, revokeLink } from "./commands/save.js";
import { presentLink } from "./presenter.js";
import { activeLink, findLink, listLinks } from "./queries/links.js";
import { linkRateLimits } from "./rate-limits.js";

const tags = ["link-services"];
const manage = allow.inHeadquarter(["view_linktocreateservice"], "link-service");

// spec §2.2 /link-manage/ (view_linktocreateservice), §2.4 link-service page, §7 create-anonymous (no session).
export async function linkServiceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = linkRateLimits(app);

  r.get(
    "/api/link-services/",
    {
      schema: { tags, querystring: linkServiceListQuerySchema, response: { 200: pageSchema(linkServiceSchema) } },
      config: { access: allow.inHeadquarter(["view_linktocreateservice"]) },
    },
    async (req) => {
      const win = windowOf(req.query, PAGE_SIZE.history);
      const { rows, total } = await listLinks(app.db, headquarterOf(req), win);
      const now = new Date();
      return pageOf(
        req,
        win,
        total,
        rows.map((row) => presentLink(row, now)),
      );
    },
  );

  r.post(
    "/api/link-services/",
    {
      schema: { tags, body: linkServiceInputSchema, response: { 201: linkServiceSchema } },
      config: { access: allow.inHeadquarter(["view_linktocreateservice"]), idempotent: true },
    },
    async (req, reply) => {
      const hq = headquarterOf(req);
      const id = await createLink(app.db, hq, principalOf(req).userId, req.body);
      const row = await findLink(app.db, hq, id);
      if (!row) throw notFound();
      return reply.status(201).send(presentLink(row));
    },
  );

  r.patch(
    "/api/link-services/:id/revoke/",
    {
      schema: { tags, params: idParamsSchema, response: { 200: linkServiceSchema } },
      config: { access: manage },
    },
    async (req) => {
      const hq = headquarterOf(req);
      await revokeLink(app.db, hq, req.params.id);
      const row = await findLink(app.db, hq, req.params.id);
      if (!row) throw notFound();
      return presentLink(row);
    },
  );

  r.get(
    "/api/services/create-anonymous/",
    {
      schema: { tags, querystring: linkTokenQuerySchema, response: { 200: linkServiceFormInfoSchema } },
      config: { access: allow.anyone() },
      preHandler: limits.form,
    },
    async (req) => {
      const found = await activeLink(app.db, req.query.token);
      return {
        name: found.link.name,
        headquarter: found.headquarter,
        service_types: found.service_types,
        payment_methods: found.payment_methods,
        bounds: found.bounds,
      };
    },
  );

  r.post(
    "/api/services/create-anonymous/",
    {
      schema: { tags, body: linkServiceRequestSchema, response: { 201: linkServiceRequestedSchema } },
      config: { access: allow.anyone() },
      preHandler: limits.request,
    },
    async (req, reply) => {
      const answer = await requestService(app.db, req.body);
      await app.events.dispatch();
      return reply.status(201).send(answer);
    },
  );
}
