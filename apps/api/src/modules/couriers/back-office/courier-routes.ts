import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  type AffiliationStatus,
  COURIER_READ,
  cappedPageSchema,
  courierListQuerySchema,
  DEFAULT_LOCATION_SORT,
  idParamsSchema,
  LINKED_AFFILIATION_STATUSES,
  MESSENGER_LIST_PERMISSIONS,
  MESSENGER_READ,
  messengerLocationsPageSchema,
  messengerLocationsQuerySchema,
  messengerPatchSchema,
  messengerPaymentInputSchema,
  messengerPaymentSchema,
  messengerRowSchema,
  messengerSettingsPatchSchema,
  messengerTrackQuerySchema,
  type MessengerTrack,
  messengerTrackSchema,
  motorcycleSchema,
  PAGE_SIZE,
  pageSchema,
  type Requirement,
  zonedDate,
  zonedDay,
} from "@despacho/domain";
import { z } from "zod";
import { JSON_UTF8 } from "../../../cached-read.js";
import { cappedPageOf, pageOf, windowOf } from "../../../pagination.js";
import { allow, headquarterOf, principalOf } from "../../../plugins/access.js";
import { cachedTimeZoneOf } from "../../headquarters/index.js";
import { recordPayment } from "./commands/record-payment.js";
import { updateCourier } from "./commands/update-courier.js";
import { updateCourierSettings } from "./commands/update-settings.js";
import { presentCourier, presentLocationPoint, presentMotorcycle, presentPayment } from "./presenter.js";
import { courierFor, ensureCourierIn, listCouriers } from "./queries/couriers.js";
import { motorcyclesOf, paymentsOf, userNamed } from "./queries/courier-records.js";
import { locationsOf, trackOf } from "./queries/locations.js";
import { TrackCache } from "./queries/track-cache.js";

const tags = ["messengers"];
const CLOSING_BRACE = Buffer.from("}");

// spec §7 Messengers: each list filter is its own path, with the permission of its screen (spec §2.2).
const LISTS: { path: string; statuses: readonly AffiliationStatus[]; onlineOnly?: boolean; permission: Requirement }[] = [
  { path: "affiliated", statuses: ["affiliated"], permission: MESSENGER_LIST_PERMISSIONS.affiliated },
  { path: "in-disaffiliation", statuses: ["in_disaffiliation"], permission: MESSENGER_LIST_PERMISSIONS.in_disaffiliation },
  { path: "disaffiliated", statuses: ["disaffiliated"], permission: MESSENGER_LIST_PERMISSIONS.disaffiliated },
  { path: "connected", statuses: LINKED_AFFILIATION_STATUSES, onlineOnly: true, permission: COURIER_READ },
];

// The couriers back office (spec §2.2 /messengers, /pending-to-disenroll, /deleted-messengers; §3 Messenger).
// A headquarter sees only couriers affiliated with it, in any status; any other id answers 404.
export async function messengerBackOfficeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tracks = new TrackCache();

  for (const list of LISTS) {
    r.get(
      `/api/users/messengers/${list.path}/`,
      {
        schema: { tags, querystring: courierListQuerySchema, response: { 200: cappedPageSchema(messengerRowSchema) } },
        config: { access: allow.inHeadquarter(list.permission) },
      },
      // A search over every courier of the headquarter: a heavy read, answered in turn (decision 039).
      async (req, reply) =>
        app.heavyRead(async () => {
          const win = windowOf(req.query, PAGE_SIZE.messengers);
          const { rows, total } = await listCouriers(app.db, headquarterOf(req), win, {
            q: req.query.q,
            statuses: list.statuses,
            onlineOnly: list.onlineOnly,
          });
          return reply.send(cappedPageOf(req, win, total, rows.map(presentCourier)));
        }),
    );
  }

  r.get(
    "/api/users/messengers/:id/",
    {
      schema: { tags, params: idParamsSchema, response: { 200: messengerRowSchema } },
      config: { access: allow.inHeadquarter(MESSENGER_READ, "messenger") },
    },
    async (req) => presentCourier(await courierFor(app.db, headquarterOf(req), req.params.id)),
  );

  r.patch(
    "/api/users/messengers/:id/",
    {
      schema: { tags, params: idParamsSchema, body: messengerPatchSchema, response: { 200: messengerRowSchema } },
      config: { conflicts: true, access: allow.inHeadquarter(["change_messenger"], "messenger") },
    },
    async (req) => presentCourier(await updateCourier(app.db, headquarterOf(req), req.params.id, req.body)),
  );

  r.patch(
    "/api/users/messengers/:id/settings/",
    {
      schema: { tags, params: idParamsSchema, body: messengerSettingsPatchSchema, response: { 200: messengerRowSchema } },
      config: { access: allow.inHeadquarter(["change_messenger"], "messenger") },
    },
    async (req) => presentCourier(await updateCourierSettings(app.db, headquarterOf(req), req.params.id, req.body)),
  );

  r.post(
    "/api/users/messengers/:id/payment/",
    {
      schema: { tags, params: idParamsSchema, body: messengerPaymentInputSchema, response: { 201: messengerPaymentSchema } },
      config: { access: allow.inHeadquarter(["change_messenger"], "messenger"), idempotent: true },
    },
    async (req, reply) => {
      const { userId } = principalOf(req);
      const { payment, balance } = await recordPayment(app.db, headquarterOf(req), req.params.id, userId, req.body);
      return reply.status(201).send(presentPayment(payment, await userNamed(app.db, userId), balance));
    },
  );

  r.get(
    "/api/users/messengers/:id/payments/",
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: courierListQuerySchema.omit({ q: true }),
        response: { 200: pageSchema(messengerPaymentSchema) },
      },
      config: { access: allow.inHeadquarter(MESSENGER_READ, "messenger") },
    },
    async (req) => {
      const headquarterId = headquarterOf(req);
      await ensureCourierIn(app.db, headquarterId, req.params.id);
      const win = windowOf(req.query, PAGE_SIZE.messengers);
      const { rows, total } = await paymentsOf(app.db, headquarterId, req.params.id, win);
      return pageOf(
        req,
        win,
        total,
        rows.map(({ payment, by }) => presentPayment(payment, by)),
      );
    },
  );

  r.get(
    "/api/users/messengers/:id/motorcycles/",
    {
      schema: { tags, params: idParamsSchema, response: { 200: z.array(motorcycleSchema) } },
      config: { access: allow.inHeadquarter(MESSENGER_READ, "messenger") },
    },
    async (req) => {
      await ensureCourierIn(app.db, headquarterOf(req), req.params.id);
      return (await motorcyclesOf(app.db, req.params.id)).map(presentMotorcycle);
    },
  );

  r.get(
    "/api/users/messengers/:id/locations/",
    {
      schema: { tags, params: idParamsSchema, querystring: messengerLocationsQuerySchema, response: { 200: messengerLocationsPageSchema } },
      config: { access: allow.inHeadquarter(MESSENGER_READ, "messenger") },
    },
    async (req) => {
      await ensureCourierIn(app.db, headquarterOf(req), req.params.id);
      const { from, to } = rangeOf(req.query, await cachedTimeZoneOf(app, headquarterOf(req)));
      const win = windowOf(req.query, PAGE_SIZE.messengers);
      const { rows, total, km } = await locationsOf(
        app.db,
        req.params.id,
        { from, to, sort: req.query.sort ?? DEFAULT_LOCATION_SORT },
        win,
      );
      return {
        ...pageOf(req, win, total, rows.map(presentLocationPoint)),
        from: from.toISOString(),
        to: to.toISOString(),
        totalDistanceTraveled: Math.round(km * 1000) / 1000,
      };
    },
  );

  r.get(
    "/api/users/messengers/:id/track/",
    {
      schema: { tags, params: idParamsSchema, querystring: messengerTrackQuerySchema, response: { 200: messengerTrackSchema } },
      config: { access: allow.inHeadquarter(MESSENGER_READ, "messenger") },
    },
    async (req, reply) => {
      await ensureCourierIn(app.db, headquarterOf(req), req.params.id);
      const range = rangeOf(req.query, await cachedTimeZoneOf(app, headquarterOf(req)));
      const { pointsJson, total, sliceMs, km } = await trackOf(app.db, req.params.id, range, tracks);
      const head: Omit<MessengerTrack, "points"> = {
        from: range.from.toISOString(),
        to: range.to.toISOString(),
        total,
        sliceMs,
        totalDistanceTraveled: Math.round(km * 1000) / 1000,
      };
      // The points as the database wrote them (Fastify sends bytes as they are): thousands of them, not parsed and
      // checked against the schema again.
      const body = Buffer.concat([Buffer.from(`${JSON.stringify(head).slice(0, -1)},"points":`), pointsJson, CLOSING_BRACE]);
      return reply.type(JSON_UTF8).send(body as unknown as MessengerTrack);
    },
  );
}

/** spec §2.4 tracking dialog: from midnight today (in the headquarter's zone) to now unless asked otherwise. */
function rangeOf(query: { from?: string; to?: string }, zone: string) {
  const now = new Date();
  return {
    from: query.from ? new Date(query.from) : zonedDay(zone, zonedDate(zone, now)).start,
    to: query.to ? new Date(query.to) : now,
  };
}
