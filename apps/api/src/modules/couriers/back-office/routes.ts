import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { COURIER_READ, cappedPageSchema, messengerListQuerySchema, messengerSchema, PAGE_SIZE } from "@despacho/domain";
import { cappedPageOf, windowOf } from "../../../pagination.js";
import { allow, headquarterOf } from "../../../plugins/access.js";
import { cachedTimeZoneOf } from "../../headquarters/index.js";
import { presentMessenger } from "./presenter.js";
import { listMessengers } from "./queries/messengers.js";

const tags = ["messengers"];

// spec §3 Messenger, §7 Messengers (list and detail; the couriers area extends them).
export async function messengerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/users/messengers/",
    {
      schema: { tags, querystring: messengerListQuerySchema, response: { 200: cappedPageSchema(messengerSchema) } },
      config: { access: allow.inHeadquarter(COURIER_READ) },
    },
    // A search over every courier of the headquarter: a heavy read, answered in turn (decision 039).
    async (req, reply) =>
      app.heavyRead(async () => {
        const win = windowOf(req.query, PAGE_SIZE.messengers);
        const { q, is_online, is_available } = req.query;
        const headquarterId = headquarterOf(req);
        const zone = await cachedTimeZoneOf(app, headquarterId);
        const { rows, total } = await listMessengers(app.db, headquarterId, zone, win, {
          q,
          isOnline: is_online,
          isAvailable: is_available,
        });
        return reply.send(cappedPageOf(req, win, total, rows.map(presentMessenger)));
      }),
  );
}
