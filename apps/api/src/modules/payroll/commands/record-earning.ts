import { and, eq, gt } from "drizzle-orm";
import { DEFAULT_TIME_ZONE, earningOf, zonedDate } from "@despacho/domain";
import type { Tx } from "../../../db/client.js";
import { headquarters, payrollDaily, services } from "../../../db/schema/index.js";
import { appendEntry } from "../ledger.js";

/**
 * The earning of a finished service: one entry per service (a second call writes nothing), computed from the
 * headquarter's remuneration mode at the time it is recorded. A service with no courier earns nothing.
 */
export async function recordEarning(tx: Tx, serviceId: string, now = new Date()) {
  const [row] = await tx
    .select({
      headquarterId: services.headquarterId,
      messengerId: services.messengerId,
      status: services.status,
      cost: services.calculatedCost,
      settings: headquarters.settings,
    })
    .from(services)
    .innerJoin(headquarters, eq(headquarters.id, services.headquarterId))
    .where(eq(services.id, serviceId));
  if (row?.status !== "finished" || !row.messengerId) return;
  const { remuneration_mode: mode, remuneration_value: value } = row.settings;
  const day = zonedDate(row.settings.time_zone ?? DEFAULT_TIME_ZONE, now);
  const [earnedToday] = await tx
    .select({ amount: payrollDaily.amount })
    .from(payrollDaily)
    .where(
      and(
        eq(payrollDaily.headquarterId, row.headquarterId),
        eq(payrollDaily.day, day),
        eq(payrollDaily.messengerId, row.messengerId),
        eq(payrollDaily.kind, "earning"),
        gt(payrollDaily.amount, 0),
      ),
    );
  await appendEntry(tx, {
    headquarterId: row.headquarterId,
    messengerId: row.messengerId,
    kind: "earning",
    amount: earningOf({ mode, value }, { cost: row.cost, earnedToday: Boolean(earnedToday) }),
    serviceId,
    createdAt: now,
  });
}
