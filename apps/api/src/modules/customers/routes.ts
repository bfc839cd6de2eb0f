import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  anonymousCustomerInputSchema,
  anonymousCustomerPatchSchema,
  anonymousCustomerSchema,
  customerInputSchema,
  customerListQuerySchema,
  customerSchema,
  idParamsSchema,
  PAGE_SIZE,
  pageSchema,
} from "@despacho/domain";
import { headquarterOf } from "../../plugins/access.js";
import { pageOf, windowOf } from "../../pagination.js";
import * as customers from "./service.js";

const list = (permission: string[]) => ({ kind: "user", headquarter: true, permission }) as const;
const customer = (permission: string[]) => ({ ...list(permission), resource: "customer" }) as const;
const anonymous = (permission: string[]) => ({ ...list(permission), resource: "anonymous-customer" }) as const;
const CUSTOMER_READ = ["add_service", "view_customer_menu"];
// spec §2.2 /customers/new: creating a customer takes add_anonymouscustomer.
const CUSTOMER_WRITE = ["add_anonymouscustomer"];
const tags = ["customers"];

// spec §7 Others: /users/customers/ (creation-panel lookup, 5 a page) and /users/anonymous-customers/.
export async function customerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/users/customers/",
    {
      schema: { tags, querystring: customerListQuerySchema, response: { 200: pageSchema(customerSchema) } },
      config: { access: list(CUSTOMER_READ) },
    },
    async (req) => {
      const win = windowOf(req.query, PAGE_SIZE.lookup);
      const { rows, total } = await customers.listCustomers(app.db, headquarterOf(req), win, req.query.q);
      return pageOf(req, win, total, rows.map(customers.presentCustomer));
    },
  );

  r.post(
    "/api/users/customers/",
    {
      schema: { tags, body: customerInputSchema, response: { 201: customerSchema } },
      config: { access: list(CUSTOMER_WRITE), idempotent: true },
    },
    async (req, reply) =>
      reply.status(201).send(customers.presentCustomer(await customers.createCustomer(app.db, headquarterOf(req), req.body))),
  );

  r.get(
    "/api/users/customers/:id/",
    { schema: { tags, params: idParamsSchema, response: { 200: customerSchema } }, config: { access: customer(CUSTOMER_READ) } },
    async (req) => customers.presentCustomer(await customers.customerFor(app.db, headquarterOf(req), req.params.id)),
  );

  r.get(
    "/api/users/anonymous-customers/",
    {
      schema: { tags, querystring: customerListQuerySchema, response: { 200: pageSchema(anonymousCustomerSchema) } },
      config: { access: list(["view_anonymouscustomer"]) },
    },
    async (req) => {
      const win = windowOf(req.query);
      const { rows, total } = await customers.listAnonymousCustomers(app.db, headquarterOf(req), win, req.query.q);
      return pageOf(req, win, total, rows.map(customers.presentAnonymousCustomer));
    },
  );

  r.get(
    "/api/users/anonymous-customers/all/",
    { schema: { tags, response: { 200: z.array(anonymousCustomerSchema) } }, config: { access: list(["view_anonymouscustomer"]) } },
    async (req) => (await customers.allAnonymousCustomers(app.db, headquarterOf(req))).map(customers.presentAnonymousCustomer),
  );

  r.post(
    "/api/users/anonymous-customers/",
    {
      schema: { tags, body: anonymousCustomerInputSchema, response: { 201: anonymousCustomerSchema } },
      config: { access: list(["add_anonymouscustomer"]), idempotent: true },
    },
    async (req, reply) => {
      const row = await customers.createAnonymousCustomer(app.db, headquarterOf(req), req.body);
      return reply.status(201).send(customers.presentAnonymousCustomer(row));
    },
  );

  r.get(
    "/api/users/anonymous-customers/:id/",
    {
      schema: { tags, params: idParamsSchema, response: { 200: anonymousCustomerSchema } },
      config: { access: anonymous(["view_anonymouscustomer"]) },
    },
    async (req) => customers.presentAnonymousCustomer(await customers.anonymousCustomerFor(app.db, headquarterOf(req), req.params.id)),
  );

  r.patch(
    "/api/users/anonymous-customers/:id/",
    {
      schema: { tags, params: idParamsSchema, body: anonymousCustomerPatchSchema, response: { 200: anonymousCustomerSchema } },
      config: { access: anonymous(["change_anonymouscustomer"]) },
    },
    async (req) =>
      customers.presentAnonymousCustomer(await customers.updateAnonymousCustomer(app.db, headquarterOf(req), req.params.id, req.body)),
  );

  r.delete(
    "/api/users/anonymous-customers/:id/",
    { schema: { tags, params: idParamsSchema }, config: { access: anonymous(["change_anonymouscustomer"]) } },
    async (req, reply) => {
      await customers.deleteAnonymousCustomer(app.db, headquarterOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
