import { z } from "zod";
import { MONEY_MAX, pesosSchema } from "../money.js";
import { LIST_LIMIT_MAX } from "../constants.js";
import { ERROR_CODE_NAMES } from "../errors.js";
import {
  addressSchema,
  customerNameSchema,
  descriptionError,
  descriptionSchema,
  messengersNumberSchema,
  QUICK_PANEL_MESSAGES,
} from "../services/quick-panel.js";
import { SCHEDULING_MESSAGES } from "../services/scheduling.js";
import { serviceStatusSchema } from "../services/status-schema.js";
import { phoneNumberSchema } from "../phone.js";
import { INPUT_MESSAGES } from "../text.js";
import { isWeekdayKey } from "../weekdays.js";
import { serviceColumnFilterShape } from "./column-filters.js";
import { serviceTagIdsSchema, TAGS_PER_SERVICE_MAX, tagSchema } from "./tag.js";
import { calendarDaySchema, commaSeparated, dateTimeSchema, int32Schema, pageQuerySchema, pageSchema, uuidSchema } from "./common.js";

const M = QUICK_PANEL_MESSAGES;

export const SERVICE_MESSAGES = {
  locations: "Debe indicar el origen y al menos un destino",
  originFirst: "La primera ubicación debe ser el origen y las demás destinos",
  messengerRequired: "Seleccione el colaborador para la asignación directa",
  scheduledAtRequired: SCHEDULING_MESSAGES.required,
  repeatRequiresSchedule: "La repetición requiere un servicio programado con días o fechas",
  repeatDay: "Use un día de la semana (monday … sunday) o una fecha AAAA-MM-DD",
  noChanges: INPUT_MESSAGES.noChanges,
  noveltyKeys: "Máximo 20 campos de novedad",
} as const;

export const SERVICES_PER_BULK = 100;
export const NOVELTY_FIELDS_MAX = 20;
export const NOVELTY_VALUE_MAX = 500;

const shortText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo ${max} caracteres` });

// spec §3 Location: origin first, then destinations; city_id -1 means unresolved.
export const serviceLocationSchema = z
  .object({
    type: z.enum(["origin", "destination"]),
    address: addressSchema,
    description: descriptionSchema.default(""),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
    city_id: int32Schema.min(-1).default(-1),
    city: shortText(100).nullable().default(null),
    foundByGeocode: z.boolean().default(false),
  })
  .strict();
export type ServiceLocation = z.output<typeof serviceLocationSchema>;

/**
 * When a repeating scheduled service comes back: English weekday names (`monday` … `sunday`,
 * every week) and/or ISO dates (`2026-12-24`, once). On activation the next occurrence is
 * created at the same Bogotá time of day on the first matching day after the current one.
 */
export const repeatDaySchema = z.string().refine((v) => isWeekdayKey(v) || calendarDaySchema.safeParse(v).success, {
  error: SERVICE_MESSAGES.repeatDay,
});
export const repeatScheduledAtSchema = z.array(repeatDaySchema).max(60);

// spec §3 creation payload; the form's quick-panel rules (§5) hold here too.
export const serviceCreateSchema = z
  .object({
    name: customerNameSchema,
    phone_number: phoneNumberSchema,
    type: z.uuid({ error: M.type }),
    calculated_cost: z.number({ error: M.cost }).int({ error: M.cost }).min(0, { error: M.cost }).max(MONEY_MAX),
    required_value: pesosSchema.default(0),
    is_round_trip: z.boolean().default(false),
    locations: z.array(serviceLocationSchema).min(2, { error: SERVICE_MESSAGES.locations }).max(21),
    messengers_number: messengersNumberSchema,
    direct_assignment: z.boolean().default(false),
    messenger: uuidSchema.nullable().default(null),
    internal_identifier: shortText(100).nullable().default(null),
    is_hourly_service: z.boolean().default(false),
    headquarter: uuidSchema.optional(),
    surcharge_identifier: shortText(100).nullable().default(null),
    route_code: shortText(50).nullable().default(null),
    payment_method: uuidSchema.nullable().default(null),
    is_payment_verified: z.boolean().default(false),
    is_scheduled: z.boolean().default(false),
    scheduled_at: dateTimeSchema.nullable().default(null),
    max_time_to_operate_scheduled_services: z.number().int().min(0).max(10_080).nullable().default(null),
    repeat_scheduled: z.boolean().default(false),
    repeat_scheduled_at: repeatScheduledAtSchema.nullable().default(null),
    customer: uuidSchema.nullable().default(null),
    anonymous_customer: uuidSchema.nullable().default(null),
    tags: serviceTagIdsSchema.default([]),
    // A business user's own store in this provider (docs/decisions/010-business-providers.md).
    business_store_id: uuidSchema.nullable().default(null),
  })
  .strict()
  .superRefine((s, issue) => {
    const add = (path: (string | number)[], message: string) => issue.addIssue({ code: "custom", path, message });
    s.locations.forEach((loc, i) => {
      if ((i === 0) !== (loc.type === "origin")) add(["locations", i, "type"], SERVICE_MESSAGES.originFirst);
      const message = descriptionError(loc.description, i < s.locations.length - 1);
      if (message) add(["locations", i, "description"], message);
    });
    if (s.is_round_trip && s.locations.length > 2) add(["locations"], M.roundTripOneDestination);
    if (s.is_scheduled && !s.scheduled_at) add(["scheduled_at"], SERVICE_MESSAGES.scheduledAtRequired);
    if (s.repeat_scheduled && (!s.is_scheduled || !s.repeat_scheduled_at?.length))
      add(["repeat_scheduled_at"], SERVICE_MESSAGES.repeatRequiresSchedule);
  });
export type ServiceCreateInput = z.input<typeof serviceCreateSchema>;
export type ServiceCreate = z.output<typeof serviceCreateSchema>;

const flag = z.enum(["true", "false"]).transform((v) => v === "true");

export const FOR_ACTIONS = ["assign", "unassign", "reassign", "spread", "cancel", "finish"] as const;

export const serviceFilterSchema = z
  .object({
    status__in: commaSeparated(200).pipe(z.array(serviceStatusSchema)).optional(),
    messenger_pk: uuidSchema.optional(),
    // Services carrying any of these tags (ids, comma-separated).
    tags: commaSeparated(TAGS_PER_SERVICE_MAX * 37)
      .pipe(z.array(uuidSchema).max(TAGS_PER_SERVICE_MAX, { error: `Máximo ${TAGS_PER_SERVICE_MAX} etiquetas` }))
      .optional(),
    // Up to a page of services by id: how a desk fetches the ones a batch of events named.
    uuid__in: commaSeparated(LIST_LIMIT_MAX * 37)
      .pipe(z.array(uuidSchema).max(LIST_LIMIT_MAX, { error: `Máximo ${LIST_LIMIT_MAX} servicios` }))
      .optional(),
    q: z.string().trim().max(100).optional(),
    current_date: calendarDaySchema.optional(),
    active_status: flag.optional(),
    for_action: z.enum(FOR_ACTIONS).optional(),
    ...serviceColumnFilterShape,
  })
  .strict();
export type ServiceFilter = z.output<typeof serviceFilterSchema>;

export const serviceListQuerySchema = pageQuerySchema
  .extend({ ...serviceFilterSchema.shape, only_main_identifiers: flag.optional() })
  .strict();

export const serviceDetailQuerySchema = z.object({ include_messenger_location: flag.optional() }).strict();
export const currentDateQuerySchema = z.object({ current_date: calendarDaySchema.optional() }).strict();
export const noveltyCountQuerySchema = z.object({ has_novelties_for_count: flag.optional() }).strict();
export const assignableQuerySchema = pageQuerySchema.extend({ messenger: uuidSchema }).strict();
export const optimalMessengersQuerySchema = z
  .object({
    latitude: z.coerce.number().min(-90).max(90),
    longitude: z.coerce.number().min(-180).max(180),
    limit: z.coerce.number().int().min(1).max(50).optional(),
  })
  .strict();

// Action bodies (spec §4, §7).
// Every action may say which version of the service it was decided on (the `version` the client
// read): when another user changed it since, the action is refused with 409 SERVICE_CHANGED.
const expectedVersion = { expected_version: int32Schema.min(1).optional() };
export const actionBodySchema = z.object(expectedVersion).strict();
export const messengerBodySchema = z.object({ messenger: uuidSchema, ...expectedVersion }).strict();
export const cancelBodySchema = z.object({ reason: shortText(500).optional(), ...expectedVersion }).strict();
export const finishBodySchema = z
  .object({ completion_data: z.record(z.string().max(50), z.unknown()).optional(), ...expectedVersion })
  .strict();
const bulkServices = z.array(uuidSchema).min(1).max(SERVICES_PER_BULK);
export const assignMultipleSchema = z.object({ services: bulkServices, messenger: uuidSchema }).strict();
export const unassignMultipleSchema = z.object({ services: bulkServices }).strict();
// spec §4: a cost update replaces calculated_cost and required_value.
export const serviceChangesSchema = z
  .object({
    calculated_cost: pesosSchema.optional(),
    required_value: pesosSchema.optional(),
    tags: serviceTagIdsSchema.optional(),
    is_payment_verified: z.boolean().optional(),
  })
  .strict()
  .refine((c) => Object.keys(c).length > 0, { error: SERVICE_MESSAGES.noChanges });
export const updateMultipleSchema = z.object({ services: bulkServices, changes: serviceChangesSchema }).strict();
export type ServiceChanges = z.output<typeof serviceChangesSchema>;
export const noveltyFieldsSchema = z
  .object({
    fields: z
      .record(z.string().trim().min(1).max(100), z.string().max(NOVELTY_VALUE_MAX, { error: `Máximo ${NOVELTY_VALUE_MAX} caracteres` }))
      .refine((f) => Object.keys(f).length <= NOVELTY_FIELDS_MAX, { error: SERVICE_MESSAGES.noveltyKeys }),
  })
  .strict();

// Presenter output.
export const serviceMessengerSchema = z.object({ uuid: z.string(), full_name: z.string(), image_url: z.string().nullable() });
export const serviceSchema = z.object({
  uuid: z.string(),
  consecutive: z.number().int(),
  status: serviceStatusSchema,
  type: z.string(),
  type_id: z.string(),
  type_name: z.string(),
  headquarter: z.string(),
  name: z.string(),
  phone_number: z.string(),
  messengers_number: z.number().int(),
  is_round_trip: z.boolean(),
  is_hourly_service: z.boolean(),
  direct_assignment: z.boolean(),
  internal_identifier: z.string().nullable(),
  route_code: z.string().nullable(),
  surcharge_identifier: z.string().nullable(),
  is_scheduled: z.boolean(),
  scheduled_at: z.string().nullable(),
  operable_at: z.string().nullable(),
  max_time_to_operate_scheduled_services: z.number().int().nullable(),
  repeat_scheduled: z.boolean(),
  repeat_scheduled_at: z.array(z.string()).nullable(),
  payment_method: z.string().nullable(),
  is_payment_verified: z.boolean(),
  messenger: serviceMessengerSchema.nullable(),
  customer: z.string().nullable(),
  anonymous_customer: z.string().nullable(),
  locations: z.array(serviceLocationSchema),
  calculated_cost: z.number().int(),
  required_value: z.number().int(),
  tags: z.array(z.string()),
  has_novelties: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceDetailSchema = serviceSchema.extend({
  /** GET /services/{id}/: the tags with their ids, for the tag editor. */
  tag_items: z.array(tagSchema).optional(),
  messenger_location: z.object({ latitude: z.number(), longitude: z.number(), located_at: z.string().nullable() }).nullable().optional(),
  /** GET /services/{id}/ and the creation's answer: the business's store it was asked from, null when none. */
  business_store: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
});

export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

export const serviceMainIdentifiersSchema = z.object({ uuid: z.string(), consecutive: z.number().int(), status: serviceStatusSchema });

// spec §3 Service list response.
const listTotals = { total_calculated_cost: z.number(), total_cost: z.number() };
export const serviceListSchema = pageSchema(serviceSchema).extend(listTotals);
export const serviceListResponseSchema = z.union([serviceListSchema, pageSchema(serviceMainIdentifiersSchema).extend(listTotals)]);
export type ServiceList = z.infer<typeof serviceListSchema>;

export const serviceCountsSchema = z.object(
  Object.fromEntries(serviceStatusSchema.options.map((s) => [s, z.number().int()])) as Record<
    z.infer<typeof serviceStatusSchema>,
    z.ZodNumber
  >,
);
export type ServiceCounts = z.infer<typeof serviceCountsSchema>;

export const serviceHistoryEntrySchema = z.object({
  uuid: z.string(),
  user: z.object({ uuid: z.string(), full_name: z.string() }).nullable(),
  /** Issue 26: the API key the change was made with (the user is its creator); null for a user's own change. */
  api_key: z.object({ uuid: z.string(), name: z.string() }).nullable().optional(),
  action: z.string(),
  from: serviceStatusSchema.nullable(),
  to: serviceStatusSchema,
  /** The courier the service left and the one it went to, when the entry moved it between couriers. */
  from_messenger: z.object({ uuid: z.string(), full_name: z.string() }).nullable(),
  to_messenger: z.object({ uuid: z.string(), full_name: z.string() }).nullable(),
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});

/** A file attached to a service. It is private: its address comes from GET /attached-file/{id}/get-url/ (decision 021). */
export const serviceFileSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  created_at: z.string(),
});

/** spec §7 GET /attached-file/{id}/get-url/: an address of the file that works until expires_at. */
export const attachedFileUrlSchema = z.object({ url: z.string(), expires_at: z.string() });
export type AttachedFileUrl = z.infer<typeof attachedFileUrlSchema>;

export const canFinishSchema = z.object({ can_finish: z.boolean(), reasons: z.array(z.string()) });
export const bulkResultSchema = z.object({
  updated: z.array(z.string()),
  /** Each refused service with the catalogue's code (ALREADY_CANCELLED, NOT_OPERABLE_YET…) and the Spanish detail. */
  refused: z.array(z.object({ uuid: z.string(), code: z.enum(ERROR_CODE_NAMES), detail: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const collaboratorGroupSchema = z.object({
  messenger: serviceMessengerSchema,
  count: z.number().int(),
  statuses: z.record(z.string(), z.number().int()),
});

export const REPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
export const serviceReportSchema = z.object({
  uuid: z.string(),
  status: z.enum(REPORT_STATUSES),
  progress: z.number().int(),
  created_at: z.string(),
  rows: z.number().int().nullable(),
});
export type ServiceReport = z.infer<typeof serviceReportSchema>;
