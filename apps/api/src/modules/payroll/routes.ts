import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  idParamsSchema,
  PAGE_SIZE,
  paymentCancelInputSchema,
  payrollAdjustmentInputSchema,
  payrollCourierDetailSchema,
  payrollEntryWrittenSchema,
  payrollGeneralSchema,
  payrollOperatorsSchema,
  payrollQuerySchema,
} from "@despacho/domain";
import { AppError, notFound } from "../../errors.js";
import { pageOf, windowOf } from "../../pagination.js";
import { allow, headquarterOf, principalOf } from "../../plugins/access.js";
import { adjustBalance } from "./commands/adjust.js";
import { cancelPayment } from "./commands/cancel-payment.js";
import { presentCourierFigures, presentEntry, presentMessengerRef } from "./presenter.js";
import { payrollCourier, payrollEntriesOf } from "./queries/courier-detail.js";
import { figuresOf } from "./queries/figures.js";
import { payrollByCourier, payrollTotal } from "./queries/general.js";
import { payrollOperators } from "./queries/operators.js";

const tags = ["payroll"];
const written = (result: Awaited<ReturnType<typeof adjustBalance>>) => {
  if (!result.entry) throw notFound();
  return { entry: presentEntry(result.entry), balance: result.balance };
};

// spec §2.2 /report-Payroll-general and /report-Payroll-operators (view_stats_payment), §3 Payroll; issue 25 ledger.
export async function payrollRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Payroll is the headquarter's business with its couriers: a business user reaches none of it, whatever its template.
  app.addHook("preHandler", async (req) => {
    if (principalOf(req).kind === "business") throw new AppError("FORBIDDEN");
  });

  r.get(
    "/api/payroll/general/",
    {
      schema: { tags, querystring: payrollQuerySchema, response: { 200: payrollGeneralSchema } },
      config: { access: allow.inHeadquarter(["view_stats_payment"]) },
    },
    async (req) => {
      const headquarterId = headquarterOf(req);
      const win = windowOf(req.query, PAGE_SIZE.default);
      const [{ rows, total }, sums] = await Promise.all([
        payrollByCourier(app.db, headquarterId, req.query, win),
        payrollTotal(app.db, headquarterId, req.query),
      ]);
      return { ...pageOf(req, win, total, rows.map(presentCourierFigures)), total: figuresOf(sums) };
    },
  );

  r.get(
    "/api/payroll/general/:id/",
    {
      schema: { tags, params: idParamsSchema, querystring: payrollQuerySchema, response: { 200: payrollCourierDetailSchema } },
      config: { access: allow.inHeadquarter(["view_stats_payment"], "messenger") },
    },
    async (req) => {
      const headquarterId = headquarterOf(req);
      const courier = await payrollCourier(app.db, headquarterId, req.params.id);
      if (!courier) throw notFound();
      const win = windowOf(req.query, PAGE_SIZE.default);
      const [{ rows, total }, sums] = await Promise.all([
        payrollEntriesOf(app.db, headquarterId, req.params.id, req.query, win),
        payrollTotal(app.db, headquarterId, req.query, req.params.id),
      ]);
      const page = pageOf(
        req,
        win,
        total,
        rows.map((row) => presentEntry(row.entry, row)),
      );
      return {
        ...page,
        results: { messenger: presentMessengerRef(courier), detail: page.results },
        total: { balance: courier.balance, ...figuresOf(sums) },
      };
    },
  );

  r.get(
    "/api/payroll/operators/",
    {
      schema: { tags, querystring: payrollQuerySchema, response: { 200: payrollOperatorsSchema } },
      config: { access: allow.inHeadquarter(["view_stats_payment"]) },
    },
    async (req) => ({ results: await payrollOperators(app.db, headquarterOf(req), req.query) }),
  );

  r.post(
    "/api/payroll/payments/:id/cancel/",
    {
      schema: { tags, params: idParamsSchema, body: paymentCancelInputSchema, response: { 200: payrollEntryWrittenSchema } },
      config: { conflicts: true, access: allow.inHeadquarter(["view_stats_payment"], "payment") },
    },
    async (req) => written(await cancelPayment(app.db, headquarterOf(req), req.params.id, principalOf(req).userId, req.body)),
  );

  r.post(
    "/api/users/messengers/:id/adjustment/",
    {
      schema: { tags, params: idParamsSchema, body: payrollAdjustmentInputSchema, response: { 201: payrollEntryWrittenSchema } },
      config: { access: allow.inHeadquarter(["change_messenger"], "messenger"), idempotent: true },
    },
    async (req, reply) =>
      reply.status(201).send(written(await adjustBalance(app.db, headquarterOf(req), req.params.id, principalOf(req).userId, req.body))),
  );
}
