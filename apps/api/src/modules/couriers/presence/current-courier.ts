import { and, eq, sql } from "drizzle-orm";
import { isLinkedAffiliation, uuidSchema } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { affiliations, messengers, users } from "../../../db/schema/index.js";
import type { Courier } from "../../../plugins/auth.js";

/**
 * The courier as the database has it now, and whether it is linked to the headquarter: what a
 * courier's socket handshake checks. Null for an account disabled, gone or not a courier.
 */
export async function currentCourier(db: Db, userId: string, headquarterId: string): Promise<{ courier: Courier; linked: boolean } | null> {
  const headquarter = uuidSchema.safeParse(headquarterId);
  const [row] = await db
    .select({ messengerId: messengers.id, status: affiliations.status })
    .from(users)
    .innerJoin(messengers, eq(messengers.userId, users.id))
    .leftJoin(
      affiliations,
      and(eq(affiliations.messengerId, messengers.id), headquarter.success ? eq(affiliations.headquarterId, headquarter.data) : sql`false`),
    )
    .where(and(eq(users.id, userId), eq(users.kind, "messenger"), eq(users.isActive, true)));
  if (!row) return null;
  return { courier: { userId, messengerId: row.messengerId }, linked: row.status !== null && isLinkedAffiliation(row.status) };
}
