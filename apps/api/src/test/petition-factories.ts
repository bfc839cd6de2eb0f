import type { Db } from "../db/client.js";
import { motorcycles, petitions } from "../db/schema/index.js";
import { createCourier } from "./courier-factories.js";

let plates = 0;

/** A motorcycle of a courier (a unique plate each time). */
export async function createMotorcycle(db: Db, messengerId: string, overrides: Partial<typeof motorcycles.$inferInsert> = {}) {
  plates += 1;
  const [row] = await db
    .insert(motorcycles)
    .values({
      messengerId,
      licensePlate: `PET${String(plates).padStart(3, "0")}${Math.random().toString(36).slice(2, 6)}`,
      brand: "Yamaha",
      model: "2022",
      ...overrides,
    })
    .returning();
  return row;
}

/** An affiliation request of a courier (created when not given) to a headquarter. */
export async function createPetition(db: Db, headquarterId: string, overrides: Partial<typeof petitions.$inferInsert> = {}) {
  const messengerId = overrides.messengerId ?? (await createCourier(db)).id;
  const [row] = await db
    .insert(petitions)
    .values({ isAssociation: true, fromHeadquarter: false, ...overrides, messengerId, headquarterId })
    .returning();
  return row;
}

export const petitionResourceFactories: Record<string, (db: Db, headquarterId: string) => Promise<string>> = {
  petition: async (db, headquarterId) => (await createPetition(db, headquarterId)).id,
};
