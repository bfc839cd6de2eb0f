import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/client.js";
import { affiliations, messengers, motorcycles, petitions, users } from "../db/schema/index.js";

/**
 * Pending affiliation requests of each kind for Bogotá (spec §2.4 bell and /request/*): couriers not
 * linked to Bogotá asking to join (one already accepted, waiting for its verification), one the
 * company invited, and linked couriers asking to leave (in disaffiliation meanwhile, so offline). Couriers are
 * taken in username order, so the last ones of Medellín (mensajero30) are left free to ask.
 */
export async function seedDemoPetitions(tx: Tx, bogotaId: string, staffId: string) {
  const couriers = await tx
    .select({ id: messengers.id, userId: messengers.userId, status: affiliations.status })
    .from(messengers)
    .innerJoin(users, eq(users.id, messengers.userId))
    .leftJoin(affiliations, and(eq(affiliations.messengerId, messengers.id), eq(affiliations.headquarterId, bogotaId)))
    .orderBy(users.username);
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
  // In disaffiliation nobody is online there (the domain's onlineRefusal): asking to leave takes them offline.
  for (const c of linked.slice(0, 2)) {
    await tx
      .update(affiliations)
      .set({ status: "in_disaffiliation", isOnline: false, onlineChangedAt: new Date() })
      .where(and(eq(affiliations.messengerId, c.id), eq(affiliations.headquarterId, bogotaId)));
  }
  // Every courier who may ask to join Bogotá has a motorcycle to be verified with.
  const bikes = await tx.select({ messengerId: motorcycles.messengerId }).from(motorcycles);
  const withBike = new Set(bikes.map((b) => b.messengerId));
  const missing = outside.filter((c) => !withBike.has(c.id));
  if (missing.length > 0) {
    await tx.insert(motorcycles).values(
      missing.map((c, i) => ({
        messengerId: c.id,
        licensePlate: `DEM${String(10 + i).padStart(2, "0")}F`,
        brand: "AKT",
        model: "NKD 125",
        color: "Negro",
      })),
    );
  }
}
