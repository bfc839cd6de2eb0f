import { inArray } from "drizzle-orm";
import {
  daysOfMonth,
  monthsOfYear,
  type ServicesBreakdown,
  type ServicesByDay,
  type ServicesByMonth,
  type ServicesCompare,
} from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { paymentMethods, serviceTypes } from "../../../db/schema/index.js";
import { allRows, bucketOf, byDay, byMonth, byPaymentMethod, byType, groupedStats } from "./service-buckets.js";

const lastDayOf = (month: string) => daysOfMonth(month).at(-1) as string;

/** Each day of the month (YYYY-MM) with its counts per status. */
export async function servicesByDay(db: Db, headquarterId: string, month: string): Promise<ServicesByDay> {
  const grouped = await groupedStats(db, headquarterId, `${month}-01`, lastDayOf(month), byDay);
  return { month, days: daysOfMonth(month).map((day) => ({ day, ...bucketOf(grouped.get(day)) })), total: bucketOf(allRows(grouped)) };
}

/** Each month of the year with its counts per status: the annual view. */
export async function servicesByMonth(db: Db, headquarterId: string, year: number): Promise<ServicesByMonth> {
  const grouped = await groupedStats(db, headquarterId, `${year}-01-01`, `${year}-12-31`, byMonth);
  return {
    year,
    months: monthsOfYear(year).map((month) => ({ month, ...bucketOf(grouped.get(month)) })),
    total: bucketOf(allRows(grouped)),
  };
}

/** Two months side by side (the monthly comparison). */
export async function compareMonths(db: Db, headquarterId: string, first: string, second: string): Promise<ServicesCompare> {
  const periods = await Promise.all(
    [first, second].map(async (month) => ({
      month,
      ...bucketOf(allRows(await groupedStats(db, headquarterId, `${month}-01`, lastDayOf(month), byMonth))),
    })),
  );
  return { periods };
}

/** The period's services by service type and by payment method, most first, with their names. */
export async function servicesBreakdown(db: Db, headquarterId: string, from: string, to: string): Promise<ServicesBreakdown> {
  const [types, methods] = await Promise.all([
    groupedStats(db, headquarterId, from, to, byType),
    groupedStats(db, headquarterId, from, to, byPaymentMethod),
  ]);
  const ids = (grouped: Map<string, unknown>) => [...grouped.keys()].filter((id) => id !== "");
  const [typeNames, methodNames] = await Promise.all([
    ids(types).length
      ? db
          .select({ id: serviceTypes.id, name: serviceTypes.name })
          .from(serviceTypes)
          .where(inArray(serviceTypes.id, ids(types)))
      : [],
    ids(methods).length
      ? db
          .select({ id: paymentMethods.id, name: paymentMethods.name })
          .from(paymentMethods)
          .where(inArray(paymentMethods.id, ids(methods)))
      : [],
  ]);
  const named = (grouped: typeof types, names: { id: string; name: string }[], none: string) =>
    [...grouped.entries()]
      .map(([id, rows]) => ({ id, name: names.find((n) => n.id === id)?.name ?? none, ...bucketOf(rows) }))
      .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  return { by_type: named(types, typeNames, "Sin tipo"), by_payment_method: named(methods, methodNames, "Sin medio de pago") };
}
