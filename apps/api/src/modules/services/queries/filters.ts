import { and, eq, gt, gte, ilike, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  isActiveStatus,
  parseLookup,
  SERVICE_STATUSES,
  type ServiceFilter,
  type ServiceStatus,
  TRANSITIONS,
  zonedDay,
} from "@despacho/domain";
import { containsPattern, LIKE_PATTERNS } from "../../../db/query-helpers.js";
import { services, servicesTags } from "../../../db/schema/index.js";
import { inScope, type Scope } from "../scope.js";

/** No service has the nil uuid: an empty uuid__in matches nothing. */
const NO_SERVICE = "00000000-0000-0000-0000-000000000000";

/** Statuses a list may show after status__in, active_status and for_action (spec §4, §7). */
export function statusesFor(filter: ServiceFilter): ServiceStatus[] {
  return SERVICE_STATUSES.filter(
    (s) =>
      (!filter.status__in || filter.status__in.includes(s)) &&
      (!filter.active_status || isActiveStatus(s)) &&
      (!filter.for_action || TRANSITIONS[filter.for_action].from.includes(s)),
  );
}

const FILTER_COLUMNS: Record<string, AnyPgColumn> = {
  name: services.name,
  phone_number: services.phoneNumber,
  internal_identifier: services.internalIdentifier,
  route_code: services.routeCode,
  consecutive: services.consecutive,
  calculated_cost: services.calculatedCost,
  required_value: services.requiredValue,
  created_at: services.createdAt,
};

/** spec §2.4 table filters: `field__lookup` query parameters validated by the domain schema. */
function columnConditions(filter: ServiceFilter): SQL[] {
  const conditions: SQL[] = [];
  for (const [key, value] of Object.entries(filter)) {
    const parsed = parseLookup(key);
    const column = parsed && FILTER_COLUMNS[parsed.field];
    if (!parsed || !column || value === undefined) continue;
    if (parsed.lookup === "gt") conditions.push(gt(column, column === services.createdAt ? new Date(String(value)) : value));
    else if (parsed.lookup === "lt") conditions.push(lt(column, column === services.createdAt ? new Date(String(value)) : value));
    else conditions.push(ilike(column, LIKE_PATTERNS[parsed.lookup](String(value))));
  }
  return conditions;
}

/** Conditions that do not depend on the status, scope included; current_date is a day of the headquarter's zone. */
export function baseConditions(scope: Scope, filter: ServiceFilter, zone: string): SQL {
  const conditions: (SQL | undefined)[] = [inScope(scope), ...columnConditions(filter)];
  if (filter.messenger_pk) conditions.push(eq(services.messengerId, filter.messenger_pk));
  if (filter.tags?.length) {
    const tagged = and(eq(servicesTags.serviceId, services.id), inArray(servicesTags.tagId, filter.tags));
    conditions.push(sql`exists (select 1 from ${servicesTags} where ${tagged})`);
  }
  if (filter.uuid__in) conditions.push(inArray(services.id, filter.uuid__in.length ? filter.uuid__in : [NO_SERVICE]));
  if (filter.current_date) {
    const { start, end } = zonedDay(zone, filter.current_date);
    conditions.push(gte(services.createdAt, start), lt(services.createdAt, end));
  }
  if (filter.q) {
    const like = containsPattern(filter.q);
    const text = or(ilike(services.name, like), ilike(services.phoneNumber, like));
    conditions.push(/^\d{1,15}$/.test(filter.q) ? or(eq(services.consecutive, Number(filter.q)), text) : text);
  }
  return and(...conditions) as SQL;
}

/** A scheduled service is only actionable once operable (spec §4); cancel needs no wait. */
export function statusCondition(status: ServiceStatus, filter: ServiceFilter): SQL {
  const operable =
    status === "scheduled" && filter.for_action && filter.for_action !== "cancel" ? lte(services.operableAt, sql`now()`) : undefined;
  return and(eq(services.status, status), operable) as SQL;
}

export function anyStatusCondition(statuses: ServiceStatus[], filter: ServiceFilter): SQL {
  if (statuses.includes("scheduled") && filter.for_action && filter.for_action !== "cancel") {
    return or(...statuses.map((s) => statusCondition(s, filter))) as SQL;
  }
  return inArray(services.status, statuses);
}
