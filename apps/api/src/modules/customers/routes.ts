import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  anonymousCustomerInputSchema,
  anonymousCustomerPatchSchema,
  anonymousCustomerSchema,
  BUSINESS_PROFILE,
  customerInputSchema,
  customerListQuerySchema,
  customerSchema,
  idParamsSchema,
  PAGE_SIZE,
  pageSchema,
} from "@despacho/domain";
import { pageOf, windowOf } from "../../pagination.js";
import { allow, headquarterOf } from "../../plugins/access.js";
import { createAnonymousCustomer, deleteAnonymousCustomer, updateAnonymousCustomer } from "./commands/anonymous-customers.js";
import { createCustomer } from "./commands/create-customer.js";
import { presentAnonymousCustomer, presentCustomer } from "./presenter.js";
import { allAnonymousCustomers, anonymousCustomerFor, listAnonymousCustomers } from "./queries/anonymous-customers.js";
import { customerOwnerOf } from "./owner.js";
import { customerFor, listCustomers } from "./queries/customers.js";

const CUSTOMER_READ = ["add_service", "view_customer_menu"] as const;
// spec §2.2 /customers/new: creating a customer takes add_anonymouscustomer; a business adds its own (spec §5).
const CUSTOMER_WRITE = ["add_anonymouscustomer", BUSINESS_PROFILE] as const;
const tags = ["customers"];

// spec §7 Others: /users/customers/ (creation-panel lookup, 5 a page) and /users/anonymous-customers/.
export async function customerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/users/customers/",
    {
      schema: { tags, querystring: customerListQuerySchema, response: { 200: pageSchema(customerSchema) } },
      config: { access: allow.inHeadquarter(CUSTOMER_READ) },
    },
    async (req) => {
      const win = windowOf(req.query, PAGE_SIZE.lookup);
      const { rows, total } = await listCustomers(app.db, headquarterOf(req), customerOwnerOf(req), win, req.query.q);
      return pageOf(req, win, total, rows.map(presentCustomer));
    },
  );

  r.post(
    "/api/users/customers/",
    {
      schema: { tags, body: customerInputSchema, response: { 201: customerSchema } },
      config: { access: allow.inHeadquarter(CUSTOMER_WRITE), idempotent: true },
    },
    async (req, reply) =>
      reply.status(201).send(presentCustomer(await createCustomer(app.db, headquarterOf(req), customerOwnerOf(req), req.body))),
  );

  r.get(
    "/api/users/customers/:id/",
    {
      schema: { tags, params: idParamsSchema, response: { 200: customerSchema } },
      config: { access: allow.inHeadquarter(CUSTOMER_READ, "customer") },
    },
    async (req) => presentCustomer(await customerFor(app.db, headquarterOf(req), customerOwnerOf(req), req.params.id)),
  );

  r.get(
    "/api/users/anonymous-customers/",
    {
      schema: { tags, querystring: customerListQuerySchema, response: { 200: pageSchema(anonymousCustomerSchema) } },
      config: { access: allow.inHeadquarter(["view_anonymouscustomer"]) },
    },
    async (req) => {
      const win = windowOf(req.query);
      const { rows, total } = await listAnonymousCustomers(app.db, headquarterOf(req), win, req.query.q);
      return pageOf(req, win, total, rows.map(presentAnonymousCustomer));
    },
  );

  r.get(
    "/api/users/anonymous-customers/all/",
    {
      schema: { tags, response: { 200: z.array(anonymousCustomerSchema) } },
      config: { access: allow.inHeadquarter(["view_anonymouscustomer"]) },
    },
    async (req) => (await allAnonymousCustomers(app.db, headquarterOf(req))).map(presentAnonymousCustomer),
  );

  r.post(
    "/api/users/anonymous-customers/",
    {
      schema: { tags, body: anonymousCustomerInputSchema, response: { 201: anonymousCustomerSchema } },
      config: { access: allow.inHeadquarter(["add_anonymouscustomer"]), idempotent: true },
    },
    async (req, reply) => {
      const row = await createAnonymousCustomer(app.db, headquarterOf(req), req.body);
      return reply.status(201).send(presentAnonymousCustomer(row));
    },
  );

  r.get(
    "/api/users/anonymous-customers/:id/",
    {
      schema: { tags, params: idParamsSchema, response: { 200: anonymousCustomerSchema } },
      config: { access: allow.inHeadquarter(["view_anonymouscustomer"], "anonymous-customer") },
    },
    async (req) => presentAnonymousCustomer(await anonymousCustomerFor(app.db, headquarterOf(req), req.params.id)),
  );

  r.patch(
    "/api/users/anonymous-customers/:id/",
    {
      schema: { tags, params: idParamsSchema, body: anonymousCustomerPatchSchema, response: { 200: anonymousCustomerSchema } },
      config: { conflicts: true, access: allow.inHeadquarter(["change_anonymouscustomer"], "anonymous-customer") },
    },
    async (req) => presentAnonymousCustomer(await updateAnonymousCustomer(app.db, headquarterOf(req), req.params.id, req.body)),
  );

  r.delete(
    "/api/users/anonymous-customers/:id/",
    {
      schema: { tags, params: idParamsSchema },
      config: { conflicts: true, access: allow.inHeadquarter(["change_anonymouscustomer"], "anonymous-customer") },
    },
    async (req, reply) => {
      await deleteAnonymousCustomer(app.db, headquarterOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
