import { and, eq, getTableColumns, is, SQL, sql } from "drizzle-orm";
import {
  DOMAIN_EVENTS,
  type FieldError,
  locationCity,
  MESSAGES,
  operableFrom,
  QUICK_PANEL_MESSAGES,
  SERVICE_MESSAGES,
  type ServiceCreate,
  type ServiceDetail,
  type ServiceStatus,
  type WorkingCity,
} from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { commitTogether } from "../../../db/group-commit.js";
import { param, prepared } from "../../../db/prepared.js";
import {
  anonymousCustomers,
  affiliations,
  customers,
  domainEvents,
  headquarters,
  messengers,
  paymentMethods,
  serviceCounters,
  serviceHistory,
  serviceLocations,
  services,
  servicesTags,
  serviceTypes,
  tags,
  users,
} from "../../../db/schema/index.js";
import { AppError } from "../../../errors.js";
import { noteRecorded } from "../../../plugins/domain-events.js";
import { workingCitiesFrom, workingCityColumns } from "../../headquarters/index.js";
import { businessCost, businessCreation, refuseStoreFromStaff } from "./business-creation.js";
import { joinedMessenger, presentService } from "../presenter.js";
import { hasOpenBlock } from "../../couriers/index.js";
import { courierNames, userOfCourier } from "../../couriers/index.js";
import { assignmentRefusal, MESSENGER_NOT_FOUND } from "../queries/messengers.js";
import type { Scope } from "../scope.js";

type ServiceRow = typeof services.$inferSelect;
type ServiceInsert = typeof services.$inferInsert;

/** Why a reference of a creation is refused: it names no row of the headquarter. */
export const NOT_IN_HEADQUARTER: Record<string, string> = {
  type: "El tipo de servicio no existe en la sucursal",
  payment_method: "El método de pago no existe en la sucursal",
  customer: "El cliente no existe en la sucursal",
  anonymous_customer: "El cliente no existe en la sucursal",
  messenger: MESSENGER_NOT_FOUND,
  headquarter: "La sucursal no coincide con la seleccionada",
  tags: MESSAGES.tagNotInHeadquarter,
};

/** True when the id is absent or names a row of the headquarter. */
const belongs = (table: typeof paymentMethods | typeof anonymousCustomers, id: SQL) =>
  sql<boolean>`(${id}::uuid is null or exists (select 1 from ${table} where ${table.id} = ${id}::uuid and ${table.headquarterId} = ${param("headquarter")}::uuid))`;

/** A customer of the headquarter; for a business user (customer_owner), one of its own (spec §5). */
const ownCustomer = (id: SQL, owner: SQL) =>
  sql<boolean>`(${id}::uuid is null or exists (select 1 from ${customers} where ${customers.id} = ${id}::uuid and ${customers.headquarterId} = ${param("headquarter")}::uuid and (${owner}::uuid is null or ${customers.businessUserId} = ${owner}::uuid)))`;

/**
 * The type and the directly assigned courier (both needed to present the service) and the headquarter's working
 * cities joined to a single row, the other references as EXISTS columns: one round trip, prepared once.
 */
function referencesStatement(db: Db) {
  const hq = param("headquarter");
  return (
    db
      .select({
        type: serviceTypes,
        messenger: { id: messengers.id, ...courierNames },
        standing: { status: affiliations.status, blocked: hasOpenBlock(db, sql`${hq}::uuid`, affiliations.messengerId).mapWith(Boolean) },
        payment_method: belongs(paymentMethods, param("payment_method")),
        customer: ownCustomer(param("customer"), param("customer_owner")),
        anonymous_customer: belongs(anonymousCustomers, param("anonymous_customer")),
        // The names of the given tags found in the headquarter: services.tags keeps them for the readers.
        headquarter: workingCityColumns,
        tag_names: sql<
          string[]
        >`array(select ${tags.name} from ${tags} where ${tags.id} = any(${param("tags")}::uuid[]) and ${tags.headquarterId} = ${hq}::uuid order by lower(${tags.name}))`,
      })
      .from(sql`(select 1) as one`)
      .leftJoin(
        serviceTypes,
        and(
          eq(serviceTypes.id, sql`${param("type")}::uuid`),
          eq(serviceTypes.headquarterId, sql`${hq}::uuid`),
          eq(serviceTypes.isActive, true),
        ),
      )
      // The courier's standing with the headquarter (assignmentRefusal judges it).
      .leftJoin(
        affiliations,
        and(eq(affiliations.messengerId, sql`${param("messenger")}::uuid`), eq(affiliations.headquarterId, sql`${hq}::uuid`)),
      )
      .leftJoin(messengers, eq(messengers.id, affiliations.messengerId))
      .leftJoin(users, userOfCourier)
      .leftJoin(headquarters, eq(headquarters.id, sql`${hq}::uuid`))
      .prepare("service_references")
  );
}

/** What a creation's references name in the headquarter: one round trip, prepared once per connection. */
export async function referencesOf(db: Db | Tx, scope: Scope, input: ServiceCreate) {
  const statement = prepared(db, "service_references", () => referencesStatement(db as Db));
  const [found] = await statement.execute({
    headquarter: scope.headquarterId,
    type: input.type,
    messenger: input.direct_assignment ? (input.messenger ?? null) : null,
    payment_method: input.payment_method ?? null,
    customer: input.customer ?? null,
    customer_owner: scope.business ? scope.userId : null,
    anonymous_customer: input.anonymous_customer ?? null,
    tags: input.tags,
  });
  return found;
}

export type References = Awaited<ReturnType<typeof referencesOf>>;

/** Every referenced id belongs to the headquarter; the type's limits hold (spec §5). Throws the refusal. */
export function judgeReferences(scope: Scope, input: ServiceCreate, found: References) {
  const messengerId = input.direct_assignment ? input.messenger : null;
  const errors: FieldError[] = [];
  const refuse = (field: string, message = NOT_IN_HEADQUARTER[field]) => errors.push({ field, message });
  if (input.headquarter && input.headquarter !== scope.headquarterId) refuse("headquarter");
  const { type } = found;
  const messenger = joinedMessenger(found.messenger);
  if (!type) refuse("type");
  else if (type.maxSpecifiedBase !== null && input.required_value > type.maxSpecifiedBase) {
    refuse("required_value", QUICK_PANEL_MESSAGES.requiredValueMax(type.maxSpecifiedBase));
  }
  for (const field of ["payment_method", "customer", "anonymous_customer"] as const) if (!found[field]) refuse(field);
  if (found.tag_names.length !== input.tags.length) refuse("tags");
  // Staff choose the courier of a direct assignment; a business user's is chosen by the server.
  if (input.direct_assignment && !input.messenger) refuse("messenger", SERVICE_MESSAGES.messengerRequired);
  const refusal = messengerId ? assignmentRefusal(found.standing) : null;
  if (refusal?.code === "VALIDATION") refuse("messenger");
  if (!type || errors.length > 0) throw new AppError("VALIDATION", errors[0].message, errors);
  if (refusal) throw refusal;
  return { type, messenger, tagNames: found.tag_names };
}

type LocationInsert = Omit<typeof serviceLocations.$inferInsert, "serviceId">;

const serviceColumns = getTableColumns(services);
/** Columns the database fills itself: the rest are parameters of the insert. */
const GENERATED = new Set(["id", "consecutive", "createdAt", "updatedAt", "customerPin"]);
const SERVICE_FIELDS = Object.keys(serviceColumns).filter((k) => !GENERATED.has(k)) as Exclude<keyof ServiceInsert, "consecutive">[];
const LOCATION_FIELDS = [
  "position",
  "type",
  "address",
  "description",
  "latitude",
  "longitude",
  "cityId",
  "city",
  "foundByGeocode",
] as const;
const locationColumns = getTableColumns(serviceLocations);

/**
 * The driver value of a field: an omitted one takes its column's literal default, else null,
 * which is passed as is. (The one SQL default, tags' empty array, is given by the caller.)
 */
function driverValue(column: { default?: unknown; mapToDriverValue(value: unknown): unknown }, value: unknown) {
  const given = value ?? (column.default === undefined || is(column.default, SQL) ? null : column.default);
  return given === null ? null : column.mapToDriverValue(given);
}

/**
 * One statement: the headquarter's next consecutive, the service, its locations, its "created"
 * history row and, `announced`, its service.created domain event (issue 20: in the outbox, with the
 * change). The counter row is locked only for that statement and its commit, not across round
 * trips. Built once per number of locations and kept prepared per connection.
 */
function insertStatement(db: Db | Tx, locationCount: number, announced: boolean) {
  const p = param;
  const counter = db.$with("counter").as(
    db
      .insert(serviceCounters)
      .values({ headquarterId: p("headquarterId"), last: 1 })
      .onConflictDoUpdate({ target: serviceCounters.headquarterId, set: { last: sql`${serviceCounters.last} + 1` } })
      .returning({ last: serviceCounters.last }),
  );
  const created = db.$with("created").as(
    db
      .insert(services)
      .values({
        ...Object.fromEntries(SERVICE_FIELDS.map((k) => [k, p(k)])),
        consecutive: sql`(select last from ${counter})`,
      } as unknown as ServiceInsert)
      .returning(),
  );
  const serviceId = sql`(select id from ${created})`;
  const placed = db.$with("placed").as(
    db
      .insert(serviceLocations)
      .values(
        Array.from({ length: locationCount }, (_, i) => ({
          ...Object.fromEntries(LOCATION_FIELDS.map((k) => [k, p(`location${i}.${k}`)])),
          serviceId,
        })) as unknown as (typeof serviceLocations.$inferInsert)[],
      )
      .returning({ position: serviceLocations.position }),
  );
  // The join rows of the tags the service carries, found by name in its headquarter.
  const linked = db.$with("linked").as(
    db
      .insert(servicesTags)
      .select(
        sql`select (select id from ${created}), ${tags.id} from ${tags} where ${tags.headquarterId} = ${p("headquarterId")}::uuid and lower(${tags.name}) in (select lower(n) from unnest(${p("tags")}::text[]) n)`,
      )
      .returning({ tagId: servicesTags.tagId }),
  );
  const told = db.$with("told").as(
    db
      .insert(serviceHistory)
      .values({
        serviceId,
        userId: p("historyUser"),
        apiKeyId: p("historyApiKey"),
        action: "created",
        fromStatus: null,
        toStatus: p("status"),
        data: p("historyData"),
      })
      .returning({ id: serviceHistory.id }),
  );
  const recorded = db.$with("recorded").as(
    db
      .insert(domainEvents)
      .values({
        name: DOMAIN_EVENTS.serviceCreated,
        headquarterId: p("headquarterId"),
        payload: sql`(select jsonb_build_object('service', id, 'status', status, 'consecutive', consecutive, 'owner', created_by) from ${created})`,
      } as unknown as typeof domainEvents.$inferInsert)
      .returning({ id: domainEvents.id }),
  );
  const parts = announced ? [counter, created, placed, linked, told, recorded] : [counter, created, placed, linked, told];
  return db
    .with(...parts)
    .select()
    .from(created)
    .prepare(statementName(locationCount, announced));
}

const statementName = (locationCount: number, announced: boolean) => `insert_${announced ? "announced_" : ""}service_${locationCount}`;

/**
 * Inserts a service with its next consecutive, its locations and its "created" history row; `announced` (a creation,
 * not demo data or a test's fixture) records its service.created event too.
 */
export async function insertService(
  db: Db | Tx,
  values: Omit<ServiceInsert, "consecutive">,
  locations: LocationInsert[],
  userId: string | null,
  { data = {}, announced = false, apiKeyId = null }: { data?: Record<string, unknown>; announced?: boolean; apiKeyId?: string | null } = {},
): Promise<ServiceRow> {
  const name = statementName(locations.length, announced);
  const statement = prepared(db, name, () => insertStatement(db, locations.length, announced));
  const params: Record<string, unknown> = {
    historyUser: userId,
    historyApiKey: apiKeyId,
    historyData: serviceHistory.data.mapToDriverValue(data),
  };
  for (const k of SERVICE_FIELDS) params[k] = driverValue(serviceColumns[k], k === "tags" ? (values.tags ?? []) : values[k]);
  locations.forEach((l, i) => {
    for (const k of LOCATION_FIELDS) params[`location${i}.${k}`] = driverValue(locationColumns[k], l[k]);
  });
  const [row] = await statement.execute(params);
  if (announced) noteRecorded(db, [DOMAIN_EVENTS.serviceCreated]);
  return row;
}

type ServiceType = References["type"] & {};

/**
 * The rows of a creation (spec §3 payload, §4 statuses: scheduled until operable, else by_assign, assigned when
 * direct), its references already judged: the service's values and its locations placed in the headquarter's cities.
 */
export function creationRows(
  scope: Scope,
  input: ServiceCreate,
  found: { type: ServiceType; tagNames: string[]; calculatedCost: number; storeId: string | null },
  cities: WorkingCity[],
  now: Date,
) {
  const { type } = found;
  const scheduledAt = input.is_scheduled && input.scheduled_at ? new Date(input.scheduled_at) : null;
  const operableAt = operableFrom(
    {
      is_scheduled: input.is_scheduled,
      scheduled_at: scheduledAt,
      max_time_to_operate_scheduled_services: input.max_time_to_operate_scheduled_services,
    },
    type.maxTimeToOperateScheduledServices,
  );
  const messengerId = input.direct_assignment ? input.messenger : null;
  const status: ServiceStatus = operableAt && operableAt > now ? "scheduled" : messengerId ? "assigned" : "by_assign";
  const locations = input.locations.map((l, position) => {
    const resolved = locationCity(cities, l);
    return {
      position,
      type: l.type,
      address: l.address,
      description: l.description,
      latitude: l.latitude,
      longitude: l.longitude,
      cityId: resolved.city_id,
      city: resolved.city,
      foundByGeocode: l.foundByGeocode,
    };
  });
  const values = {
    headquarterId: scope.headquarterId,
    status,
    typeId: type.id,
    name: input.name,
    phoneNumber: input.phone_number,
    messengersNumber: input.messengers_number,
    isRoundTrip: input.is_round_trip,
    isHourlyService: input.is_hourly_service,
    directAssignment: input.direct_assignment,
    internalIdentifier: input.internal_identifier,
    routeCode: input.route_code,
    surchargeIdentifier: input.surcharge_identifier,
    isScheduled: input.is_scheduled,
    scheduledAt,
    maxTimeToOperateScheduledServices: input.max_time_to_operate_scheduled_services,
    operableAt,
    repeatScheduled: input.repeat_scheduled,
    repeatScheduledAt: input.repeat_scheduled ? input.repeat_scheduled_at : null,
    paymentMethodId: input.payment_method,
    isPaymentVerified: input.is_payment_verified,
    messengerId,
    customerId: input.customer,
    anonymousCustomerId: input.anonymous_customer,
    calculatedCost: found.calculatedCost,
    requiredValue: input.required_value,
    tags: found.tagNames,
    createdBy: scope.userId,
    businessStoreId: found.storeId,
  } satisfies Omit<ServiceInsert, "consecutive">;
  return { values, locations };
}

// spec §3 creation payload: one service through its checks, with its history and its service.created event.
export async function createService(db: Db, scope: Scope, given: ServiceCreate, now = new Date()): Promise<ServiceDetail> {
  if (!scope.business) refuseStoreFromStaff(given);
  const { input, store } = scope.business ? await businessCreation(db, scope, given) : { input: given, store: null };
  const found = await referencesOf(db, scope, input);
  const { type, messenger, tagNames } = judgeReferences(scope, input, found);
  const calculatedCost = scope.business ? await businessCost(db, scope, type, input) : input.calculated_cost;
  const { cities } = workingCitiesFrom(found.headquarter);
  const { values, locations } = creationRows(scope, input, { type, tagNames, calculatedCost, storeId: store?.id ?? null }, cities, now);
  // Creations of a headquarter take turns on its consecutive counter: those asked for meanwhile commit together.
  const row = await commitTogether(db, `consecutive ${scope.headquarterId}`, (into) =>
    insertService(into, values, locations, scope.userId, { announced: true, apiKeyId: scope.apiKeyId }),
  );
  // Presented from what was written: no second read.
  const placed = locations.map((l) => ({ ...l, serviceId: row.id }));
  return { ...presentService(row, type.name, messenger, placed), business_store: store };
}
