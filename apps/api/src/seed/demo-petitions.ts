import { and, eq, isNotNull } from "drizzle-orm";
import type { Tx } from "../db/client.js";
import { affiliations, messengers, motorcycles, petitions } from "../db/schema/index.js";

/**
 * Pending affiliation requests of each kind for Bogotá (spec §2.4 bell and /request/*): couriers not
 * linked to Bogotá asking to join (one already accepted, waiting for its verification), one the
 * company invited, and linked couriers asking to leave (in disaffiliation meanwhile).
 */
export async function seedDemoPetitions(tx: Tx, bogotaId: string, staffId: string) {
  const couriers = await tx
    .select({ id: messengers.id, userId: messengers.userId, status: affiliations.status })
    .from(messengers)
    .leftJoin(affiliations, and(eq(affiliations.messengerId, messengers.id), eq(affiliations.headquarterId, bogotaId)))
    .where(isNotNull(messengers.userId))
    .orderBy(messengers.createdAt, messengers.id);
  const outside = couriers.filter((c) => c.status === null || c.status === "disaffiliated");
  const linked = couriers.filter((c) => c.status === "affiliated");
  const ask = (c: (typeof couriers)[number], values: Partial<typeof petitions.$inferInsert>) => ({
    messengerId: c.id,
    headquarterId: bogotaId,
    isAssociation: true,
    fromHeadquarter: false,
    createdBy: c.userId,
    action: c.status === null ? ("new" as const) : ("change" as const),
    ...values,
  });
  const [joinA, joinB, accepted, invited] = outside;
  const rows = [
    ...[joinA, joinB].filter(Boolean).map((c) => ask(c, {})),
    ...(accepted ? [ask(accepted, { status: "in_progress", updatedBy: staffId, seenAt: new Date() })] : []),
    ...(invited ? [ask(invited, { fromHeadquarter: true, createdBy: staffId })] : []),
    ...linked.slice(0, 2).map((c) => ask(c, { isAssociation: false, action: "change" })),
  ];
  if (rows.length > 0) await tx.insert(petitions).values(rows);
  for (const c of linked.slice(0, 2)) {
    await tx
      .update(affiliations)
      .set({ status: "in_disaffiliation" })
      .where(and(eq(affiliations.messengerId, c.id), eq(affiliations.headquarterId, bogotaId)));
  }
  // The accepted one needs a motorcycle to be verified with.
  if (accepted) {
    const [bike] = await tx.select({ id: motorcycles.id }).from(motorcycles).where(eq(motorcycles.messengerId, accepted.id));
    if (!bike)
      await tx
        .insert(motorcycles)
        .values({ messengerId: accepted.id, licensePlate: "DEM42F", brand: "AKT", model: "NKD 125", color: "Negro" });
  }
}
