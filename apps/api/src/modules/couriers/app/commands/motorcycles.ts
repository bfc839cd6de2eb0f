import { eq, sql } from "drizzle-orm";
import { MOTORCYCLE_MESSAGES, type MotorcycleCreate } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { isUniqueViolation } from "../../../../db/query-helpers.js";
import { motorcycles } from "../../../../db/schema/index.js";
import { AppError } from "../../../../errors.js";

const plateTaken = () =>
  new AppError("CONFLICT", MOTORCYCLE_MESSAGES.plateTaken, [{ field: "license_plate", message: MOTORCYCLE_MESSAGES.plateTaken }]);

/** POST /api/courier/motorcycles/: one more motorcycle of the courier, unverified; a plate is unique whatever its case. */
export async function addMotorcycle(db: Db, messengerId: string, input: MotorcycleCreate) {
  const [taken] = await db
    .select({ id: motorcycles.id })
    .from(motorcycles)
    .where(eq(sql`upper(${motorcycles.licensePlate})`, input.license_plate));
  if (taken) throw plateTaken();
  try {
    const [row] = await db
      .insert(motorcycles)
      .values({
        messengerId,
        licensePlate: input.license_plate,
        brand: input.brand,
        model: input.model,
        line: input.line ?? null,
        color: input.color ?? null,
        cylindrical: input.cylindrical ?? null,
        insuranceStartDate: input.insurance_start_date ?? null,
        insuranceExpirationDate: input.insurance_expiration_date ?? null,
        technoMechanicalStartDate: input.techno_mechanical_start_date ?? null,
        technoMechanicalExpirationDate: input.techno_mechanical_expiration_date ?? null,
      })
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw plateTaken();
    throw error;
  }
}
