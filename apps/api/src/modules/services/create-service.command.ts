import { and, eq, sql } from "drizzle-orm";
import { type FieldError, operableFrom, QUICK_PANEL_MESSAGES, type ServiceCreate, type ServiceStatus } from "@despacho/domain";
import type { Db, Tx } from "../../db/client.js";
import {
  anonymousCustomers,
  customers,
  messengers,
  paymentMethods,
  serviceCounters,
  serviceHistory,
  serviceLocations,
  services,
  serviceTypes,
} from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import { createdEvent, type ServiceEvent } from "./events.js";
import { MESSENGER_NOT_FOUND } from "./messengers.query.js";
import type { Scope } from "./scope.js";

type ServiceRow = typeof services.$inferSelect;
type ServiceInsert = typeof services.$inferInsert;

const NOT_IN_HEADQUARTER: Record<string, string> = {
  type: "El tipo de servicio no existe en la sucursal",
  payment_method: "El método de pago no existe en la sucursal",
  customer: "El cliente no existe en la sucursal",
  anonymous_customer: "El cliente no existe en la sucursal",
  messenger: MESSENGER_NOT_FOUND,
  headquarter: "La sucursal no coincide con la seleccionada",
};

async function exists(
  db: Db,
  table: typeof paymentMethods | typeof customers | typeof anonymousCustomers | typeof messengers,
  headquarterId: string,
  id: string,
) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.headquarterId, headquarterId)));
  return Boolean(row);
}

/** Every referenced id belongs to the headquarter; the type's limits hold (spec §5). */
async function checkReferences(db: Db, scope: Scope, input: ServiceCreate) {
  const hq = scope.headquarterId;
  const errors: FieldError[] = [];
  const refuse = (field: string, message = NOT_IN_HEADQUARTER[field]) => errors.push({ field, message });
  if (input.headquarter && input.headquarter !== hq) refuse("headquarter");
  const [type] = await db
    .select()
    .from(serviceTypes)
    .where(and(eq(serviceTypes.id, input.type), eq(serviceTypes.headquarterId, hq), eq(serviceTypes.isActive, true)));
  if (!type) refuse("type");
  else if (type.maxSpecifiedBase !== null && input.required_value > type.maxSpecifiedBase) {
    refuse("required_value", QUICK_PANEL_MESSAGES.requiredValueMax(type.maxSpecifiedBase));
  }
  const refs = [
    ["payment_method", paymentMethods, input.payment_method],
    ["customer", customers, input.customer],
    ["anonymous_customer", anonymousCustomers, input.anonymous_customer],
    ["messenger", messengers, input.direct_assignment ? input.messenger : null],
  ] as const;
  for (const [field, table, id] of refs) if (id && !(await exists(db, table, hq, id))) refuse(field);
  if (!type || errors.length > 0) throw new AppError("VALIDATION", errors[0].message, errors);
  return type;
}

/** The next consecutive of the headquarter; the counter row stays locked until commit. */
export async function nextConsecutive(tx: Tx, headquarterId: string): Promise<number> {
  const [row] = await tx
    .insert(serviceCounters)
    .values({ headquarterId, last: 1 })
    .onConflictDoUpdate({ target: serviceCounters.headquarterId, set: { last: sql`${serviceCounters.last} + 1` } })
    .returning({ last: serviceCounters.last });
  return row.last;
}

type LocationInsert = Omit<typeof serviceLocations.$inferInsert, "serviceId">;

/** Inserts a service with its locations and its "created" history row. */
export async function insertService(
  tx: Tx,
  values: Omit<ServiceInsert, "consecutive">,
  locations: LocationInsert[],
  userId: string | null,
  data: Record<string, unknown> = {},
) {
  const consecutive = await nextConsecutive(tx, values.headquarterId);
  const [row] = await tx
    .insert(services)
    .values({ ...values, consecutive })
    .returning();
  await tx.insert(serviceLocations).values(locations.map((l) => ({ ...l, serviceId: row.id })));
  await tx.insert(serviceHistory).values({ serviceId: row.id, userId, action: "created", fromStatus: null, toStatus: row.status, data });
  return row;
}

// spec §3 creation payload, §4 statuses: scheduled until operable, else by_assign (assigned when direct).
export async function createService(
  db: Db,
  scope: Scope,
  input: ServiceCreate,
  now = new Date(),
): Promise<{ row: ServiceRow; events: ServiceEvent[] }> {
  const type = await checkReferences(db, scope, input);
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
  const row = await db.transaction((tx) =>
    insertService(
      tx,
      {
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
        calculatedCost: input.calculated_cost,
        requiredValue: input.required_value,
        tags: input.tags,
        createdBy: scope.userId,
      },
      input.locations.map((l, position) => ({
        position,
        type: l.type,
        address: l.address,
        description: l.description,
        latitude: l.latitude,
        longitude: l.longitude,
        cityId: l.city_id,
        city: l.city,
        foundByGeocode: l.foundByGeocode,
      })),
      scope.userId,
    ),
  );
  return { row, events: [createdEvent(row)] };
}
