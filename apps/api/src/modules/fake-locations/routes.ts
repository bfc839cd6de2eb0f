import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fakeLocationDetailSchema, fakeLocationListSchema, idParamsSchema } from "@despacho/domain";
import { notFound } from "../../errors.js";
import { allow, headquarterOf } from "../../plugins/access.js";
import { presentFakeLocationDetail, presentFakeLocationMessenger } from "./presenter.js";
import { affiliatedCourier, evidenceOf, recentCaptures } from "./queries/captures.js";
import { groupBy } from "../../group-by.js";

const MAP_MENU = ["view_map_menu"] as const;
const tags = ["fake-locations"];

// Issue 12 / spec §2.4 fake-location alert: the couriers of the headquarter caught with a fake location lately
// (open captures first), and one courier's captures with the evidence behind its score.
export async function fakeLocationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/fake-locations/",
    {
      schema: {
        tags,
        summary: "List the couriers with fake-location captures",
        description: "The headquarter's couriers with open captures or captures of the last 24 h, open ones first.",
        response: { 200: fakeLocationListSchema },
      },
      config: { access: allow.inHeadquarter(MAP_MENU) },
    },
    async (req) => {
      const rows = await recentCaptures(app.db, headquarterOf(req), new Date());
      const couriers = [...groupBy(rows, (row) => row.courier.id).values()].map((group) =>
        presentFakeLocationMessenger(
          group[0].courier,
          group.map((row) => row.capture),
        ),
      );
      // Rows come newest detection first; a stable sort keeps that order within open and closed.
      return couriers.sort((a, b) => Number(b.open) - Number(a.open));
    },
  );

  r.get(
    "/api/fake-locations/:id/",
    {
      schema: {
        tags,
        summary: "Get the fake-location captures of a courier",
        description: "The courier's recent captures, their evidence and the reasons of their score.",
        params: idParamsSchema,
        response: { 200: fakeLocationDetailSchema },
      },
      config: { access: allow.inHeadquarter(MAP_MENU, "messenger") },
    },
    async (req) => {
      const headquarterId = headquarterOf(req);
      const courier = await affiliatedCourier(app.db, headquarterId, req.params.id);
      if (!courier) throw notFound();
      const captures = (await recentCaptures(app.db, headquarterId, new Date(), courier.id)).map((row) => row.capture);
      const evidence = await evidenceOf(
        app.db,
        captures.map((c) => c.id),
      );
      return presentFakeLocationDetail(courier, captures, evidence);
    },
  );
}
