import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { LINKED_AFFILIATION_STATUSES } from "@despacho/domain";
import type { Tx } from "../db/client.js";
import {
  affiliations,
  excludedWorkingHours,
  type headquarters,
  messengerActivations,
  messengerBlocks,
  messengers,
  messengerWorkingHours,
  users,
  workingHours,
} from "../db/schema/index.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Monday to Friday 07:00–19:00 and Saturday 08:00–14:00, Bogotá time.
const HEADQUARTER_HOURS = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, startsAt: "07:00", endsAt: "19:00" })),
  { weekday: 6, startsAt: "08:00", endsAt: "14:00" },
];
const MORNING = { startsAt: "06:00", endsAt: "14:00" };
const AFTERNOON = { startsAt: "13:00", endsAt: "21:00" };

/**
 * Blocks (two open, one lifted, one ended by its date), hours of each headquarter and of its first couriers,
 * an excluded afternoon, and a week of going online and offline for the demo couriers (/blocked-messengers,
 * /historical-blocked-messengers, /schedule-manage, /schedule-collaborators, /courier-activation-history).
 */
export async function seedDemoBlocksAndHours(tx: Tx, hqs: (typeof headquarters.$inferSelect)[], adminId: string, now = new Date()) {
  for (const hq of hqs) {
    await tx.insert(workingHours).values(HEADQUARTER_HOURS.map((h) => ({ headquarterId: hq.id, ...h })));
    const couriers = await tx
      .select({ id: affiliations.messengerId })
      .from(affiliations)
      .innerJoin(messengers, eq(messengers.id, affiliations.messengerId))
      .innerJoin(users, eq(users.id, messengers.userId))
      .where(and(eq(affiliations.headquarterId, hq.id), inArray(affiliations.status, [...LINKED_AFFILIATION_STATUSES])))
      // mensajero1, mensajero2 … mensajero15: the same couriers get hours and blocks on every seed.
      .orderBy(asc(sql`length(${users.username})`), asc(users.username));
    if (couriers.length === 0) continue;
    const ids = couriers.map((c) => c.id);

    await tx
      .insert(messengerWorkingHours)
      .values(
        ids
          .slice(0, 6)
          .flatMap((messengerId, i) =>
            [1, 2, 3, 4, 5].map((weekday) => ({ headquarterId: hq.id, messengerId, weekday, ...(i % 2 === 0 ? MORNING : AFTERNOON) })),
          ),
      );
    const tomorrowAfternoon = new Date(Math.ceil(now.getTime() / DAY) * DAY + 18 * HOUR);
    await tx.insert(excludedWorkingHours).values({
      headquarterId: hq.id,
      messengerId: ids[0],
      startsAt: tomorrowAfternoon,
      endsAt: new Date(tomorrowAfternoon.getTime() + 4 * HOUR),
      reason: "Cita médica",
    });

    const [blockedA, blockedB, lifted, ended] = ids.slice(-4);
    const blocks = [
      {
        messengerId: blockedA,
        reason: "No entregó el paquete al cliente y no respondió las llamadas",
        startsAt: new Date(now.getTime() - 2 * DAY),
        endsAt: null,
      },
      {
        messengerId: blockedB,
        reason: "Documentos de la moto vencidos",
        startsAt: new Date(now.getTime() - 5 * HOUR),
        endsAt: new Date(now.getTime() + 3 * DAY),
      },
      {
        messengerId: lifted,
        reason: "Reclamo de un cliente por mal trato",
        startsAt: new Date(now.getTime() - 9 * DAY),
        endsAt: null,
        unblockedAt: new Date(now.getTime() - 7 * DAY),
        unblockedBy: adminId,
      },
      {
        messengerId: ended,
        reason: "Llegadas tarde repetidas",
        startsAt: new Date(now.getTime() - 20 * DAY),
        endsAt: new Date(now.getTime() - 13 * DAY),
      },
    ].filter((b) => b.messengerId !== undefined);
    if (ids.length >= 8) {
      await tx.insert(messengerBlocks).values(blocks.map((b) => ({ headquarterId: hq.id, blockedBy: adminId, ...b })));
      // An open block keeps the courier offline there.
      await tx
        .update(affiliations)
        .set({ isOnline: false })
        .where(and(eq(affiliations.headquarterId, hq.id), inArray(affiliations.messengerId, [blockedA, blockedB])));
    }

    // A week of shifts: online at the start of the courier's day, offline at its end.
    const activations = ids.slice(0, 10).flatMap((messengerId, i) =>
      Array.from({ length: 7 }, (_, d) => {
        const dayStart = Math.floor((now.getTime() - (d + 1) * DAY) / DAY) * DAY + 5 * HOUR; // Bogotá midnight
        const on = dayStart + (6 + (i % 3)) * HOUR + i * 7 * 60_000;
        return [
          { headquarterId: hq.id, messengerId, online: true, createdAt: new Date(on) },
          { headquarterId: hq.id, messengerId, online: false, createdAt: new Date(on + (8 + (i % 2)) * HOUR) },
        ];
      }).flat(),
    );
    if (activations.length > 0) await tx.insert(messengerActivations).values(activations);
  }
}
