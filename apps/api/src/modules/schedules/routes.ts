import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  excludedHourInputSchema,
  excludedHourSchema,
  idParamsSchema,
  messengerHourListQuerySchema,
  messengerWorkingHourInputSchema,
  messengerWorkingHourSchema,
  PAGE_SIZE,
  pageSchema,
  workingHourInputSchema,
  workingHourListQuerySchema,
  workingHourSchema,
} from "@despacho/domain";
import { notFound } from "../../errors.js";
import { pageOf, windowOf } from "../../pagination.js";
import { allow, headquarterOf } from "../../plugins/access.js";
import {
  createExcludedHour,
  deleteExcludedHour,
  deleteMessengerWorkingHour,
  saveMessengerWorkingHour,
} from "./commands/messenger-hours.js";
import { deleteWorkingHour, saveWorkingHour } from "./commands/working-hours.js";
import { presentExcludedHour, presentMessengerWorkingHour, presentWorkingHour } from "./presenter.js";
import {
  excludedHourFor,
  listExcludedHours,
  listMessengerWorkingHours,
  listWorkingHours,
  messengerWorkingHourFor,
} from "./queries/hours.js";

const HEADQUARTER_HOURS = ["view_workinghour"] as const;
const COURIER_HOURS = ["view_messengerworkinghour"] as const;
const tags = ["working-hours"];

// spec §2.2 /schedule-manage (view_workinghour) and /schedule-collaborators (view_messengerworkinghour);
// spec §9: 10 a page. Weekday 0 = Sunday … 6 = Saturday, "HH:MM" Bogotá time; spans of a day may not overlap.
export async function scheduleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/working-hours/",
    {
      schema: {
        tags,
        summary: "List the working hours of the headquarter",
        querystring: workingHourListQuerySchema,
        response: { 200: pageSchema(workingHourSchema) },
      },
      config: { access: allow.inHeadquarter(HEADQUARTER_HOURS) },
    },
    async (req) => {
      const win = windowOf(req.query, PAGE_SIZE.workingHours);
      const { rows, total } = await listWorkingHours(app.db, headquarterOf(req), win, req.query.weekday);
      return pageOf(req, win, total, rows.map(presentWorkingHour));
    },
  );

  r.post(
    "/api/working-hours/",
    {
      schema: {
        tags,
        summary: "Add working hours to the headquarter",
        description: "409 HOURS_OVERLAP when they overlap others of the same day.",
        body: workingHourInputSchema,
        response: { 201: workingHourSchema },
      },
      config: { access: allow.inHeadquarter(HEADQUARTER_HOURS), idempotent: true },
    },
    async (req, reply) => reply.status(201).send(presentWorkingHour(await saveWorkingHour(app.db, headquarterOf(req), req.body))),
  );

  r.patch(
    "/api/working-hours/:id/",
    {
      schema: { tags, params: idParamsSchema, body: workingHourInputSchema, response: { 200: workingHourSchema } },
      config: { conflicts: true, access: allow.inHeadquarter(HEADQUARTER_HOURS, "workingHour") },
    },
    async (req) => presentWorkingHour(await saveWorkingHour(app.db, headquarterOf(req), req.body, req.params.id)),
  );

  r.delete(
    "/api/working-hours/:id/",
    { schema: { tags, params: idParamsSchema }, config: { access: allow.inHeadquarter(HEADQUARTER_HOURS, "workingHour") } },
    async (req, reply) => {
      await deleteWorkingHour(app.db, headquarterOf(req), req.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    "/api/messenger-working-hours/",
    {
      schema: {
        tags,
        summary: "List the working hours of the couriers",
        description: "Of one courier with `?messenger=`.",
        querystring: messengerHourListQuerySchema,
        response: { 200: pageSchema(messengerWorkingHourSchema) },
      },
      config: { access: allow.inHeadquarter(COURIER_HOURS) },
    },
    async (req) => {
      const win = windowOf(req.query, PAGE_SIZE.workingHours);
      const { rows, total } = await listMessengerWorkingHours(app.db, headquarterOf(req), win, req.query.messenger);
      return pageOf(req, win, total, rows.map(presentMessengerWorkingHour));
    },
  );

  const courierHourAnswer = async (headquarterId: string, id: string) => {
    const row = await messengerWorkingHourFor(app.db, headquarterId, id);
    if (!row) throw notFound();
    return presentMessengerWorkingHour(row);
  };

  r.post(
    "/api/messenger-working-hours/",
    {
      schema: {
        tags,
        summary: "Add working hours to an affiliated courier",
        description: "409 HOURS_OVERLAP when they overlap others of the courier's.",
        body: messengerWorkingHourInputSchema,
        response: { 201: messengerWorkingHourSchema },
      },
      config: { access: allow.inHeadquarter(COURIER_HOURS), idempotent: true },
    },
    async (req, reply) => {
      const headquarterId = headquarterOf(req);
      const id = await saveMessengerWorkingHour(app.db, headquarterId, req.body);
      return reply.status(201).send(await courierHourAnswer(headquarterId, id));
    },
  );

  r.patch(
    "/api/messenger-working-hours/:id/",
    {
      schema: { tags, params: idParamsSchema, body: messengerWorkingHourInputSchema, response: { 200: messengerWorkingHourSchema } },
      config: { conflicts: true, access: allow.inHeadquarter(COURIER_HOURS, "messengerWorkingHour") },
    },
    async (req) => {
      const headquarterId = headquarterOf(req);
      await saveMessengerWorkingHour(app.db, headquarterId, req.body, req.params.id);
      return courierHourAnswer(headquarterId, req.params.id);
    },
  );

  r.delete(
    "/api/messenger-working-hours/:id/",
    { schema: { tags, params: idParamsSchema }, config: { access: allow.inHeadquarter(COURIER_HOURS, "messengerWorkingHour") } },
    async (req, reply) => {
      await deleteMessengerWorkingHour(app.db, headquarterOf(req), req.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    "/api/messenger-excluded-hours/",
    {
      schema: {
        tags,
        summary: "List the excluded hours of the couriers",
        description: "Of one courier with `?messenger=`.",
        querystring: messengerHourListQuerySchema,
        response: { 200: pageSchema(excludedHourSchema) },
      },
      config: { access: allow.inHeadquarter(COURIER_HOURS) },
    },
    async (req) => {
      const win = windowOf(req.query, PAGE_SIZE.workingHours);
      const { rows, total } = await listExcludedHours(app.db, headquarterOf(req), win, req.query.messenger);
      return pageOf(req, win, total, rows.map(presentExcludedHour));
    },
  );

  r.post(
    "/api/messenger-excluded-hours/",
    {
      schema: {
        tags,
        summary: "Add hours a courier does not work",
        description: "409 HOURS_OVERLAP when they overlap others of the courier's.",
        body: excludedHourInputSchema,
        response: { 201: excludedHourSchema },
      },
      config: { access: allow.inHeadquarter(COURIER_HOURS), idempotent: true },
    },
    async (req, reply) => {
      const headquarterId = headquarterOf(req);
      const id = await createExcludedHour(app.db, headquarterId, req.body);
      const row = await excludedHourFor(app.db, headquarterId, id);
      if (!row) throw notFound();
      return reply.status(201).send(presentExcludedHour(row));
    },
  );

  r.delete(
    "/api/messenger-excluded-hours/:id/",
    { schema: { tags, params: idParamsSchema }, config: { access: allow.inHeadquarter(COURIER_HOURS, "excludedHour") } },
    async (req, reply) => {
      await deleteExcludedHour(app.db, headquarterOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
