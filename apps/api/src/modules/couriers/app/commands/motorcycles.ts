import { and, eq, ne, sql } from "drizzle-orm";
import { MOTORCYCLE_MESSAGES, type MotorcycleCreate } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { isUniqueViolation } from "../../../../db/query-helpers.js";
import { motorcycles } from "../../../../db/schema/index.js";
import { AppError, notFound } from "../../../../errors.js";

const plateTaken = () =>
  new AppError("CONFLICT", MOTORCYCLE_MESSAGES.plateTaken, [{ field: "license_plate", message: MOTORCYCLE_MESSAGES.plateTaken }]);

/** The columns of a motorcycle as the courier writes them. */
const columnsOf = (input: MotorcycleCreate) => ({
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
});

/** A plate is unique whatever its case: refused when another motorcycle (not `except`) carries it. */
async function checkPlateFree(db: Db, plate: string, except?: string) {
  const [taken] = await db
    .select({ id: motorcycles.id })
    .from(motorcycles)
    .where(and(eq(sql`upper(${motorcycles.licensePlate})`, plate), except ? ne(motorcycles.id, except) : undefined));
  if (taken) throw plateTaken();
}

async function refusingTakenPlate<T>(write: PromiseLike<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw plateTaken();
    throw error;
  }
}

/** POST /api/courier/motorcycles/: one more motorcycle of the courier, unverified. */
export async function addMotorcycle(db: Db, messengerId: string, input: MotorcycleCreate) {
  await checkPlateFree(db, input.license_plate);
  const [row] = await refusingTakenPlate(
    db
      .insert(motorcycles)
      .values({ messengerId, ...columnsOf(input) })
      .returning(),
  );
  return row;
}

/**
 * PUT /api/courier/motorcycles/{id}/: the courier's own motorcycle with new data (another's answers 404); once a
 * headquarter verified it, it is no longer the courier's to change (409).
 */
export async function updateMotorcycle(db: Db, messengerId: string, id: string, input: MotorcycleCreate) {
  const [current] = await db
    .select({ verified: motorcycles.verified })
    .from(motorcycles)
    .where(and(eq(motorcycles.id, id), eq(motorcycles.messengerId, messengerId)));
  if (!current) throw notFound();
  if (current.verified) throw new AppError("CONFLICT", MOTORCYCLE_MESSAGES.verifiedLocked);
  await checkPlateFree(db, input.license_plate, id);
  const [row] = await refusingTakenPlate(
    db
      .update(motorcycles)
      .set(columnsOf(input))
      .where(and(eq(motorcycles.id, id), eq(motorcycles.messengerId, messengerId), eq(motorcycles.verified, false)))
      .returning(),
  );
  if (!row) throw new AppError("CONFLICT", MOTORCYCLE_MESSAGES.verifiedLocked);
  return row;
}
