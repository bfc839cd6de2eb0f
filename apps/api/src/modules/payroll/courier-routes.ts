import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { courierEarningsQuerySchema, courierEarningsSchema, PAGE_SIZE } from "@despacho/domain";
import { notFound } from "../../errors.js";
import { pageOf, windowOf } from "../../pagination.js";
import { allow, courierOf } from "../../plugins/access.js";
import { presentEntry } from "./presenter.js";
import { courierEarningDays } from "./queries/courier-days.js";
import { payrollCourier, payrollEntriesOf } from "./queries/courier-detail.js";
import { figuresOf } from "./queries/figures.js";
import { payrollTotal } from "./queries/general.js";

/**
 * GET /api/courier/earnings/ (issue 24): the courier's own ledger in one headquarter they have a standing in (another
 * headquarter answers 404): the period's figures, its days, today's balance and the entries.
 */
export async function courierEarningsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/courier/earnings/",
    {
      schema: { tags: ["courier"], querystring: courierEarningsQuerySchema, response: { 200: courierEarningsSchema } },
      config: { access: allow.courier() },
    },
    async (req) => {
      const { messengerId } = courierOf(req);
      const { headquarter, ...query } = req.query;
      const courier = await payrollCourier(app.db, headquarter, messengerId);
      if (!courier) throw notFound();
      const win = windowOf(req.query, PAGE_SIZE.default);
      const [{ rows, total }, sums, days] = await Promise.all([
        payrollEntriesOf(app.db, headquarter, messengerId, query, win),
        payrollTotal(app.db, headquarter, query, messengerId),
        courierEarningDays(app.db, headquarter, messengerId, query),
      ]);
      const page = pageOf(
        req,
        win,
        total,
        rows.map((row) => presentEntry(row.entry, row)),
      );
      return { ...page, balance: courier.balance, period: figuresOf(sums), days };
    },
  );
}
