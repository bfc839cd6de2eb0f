import { and, eq, inArray, sql } from "drizzle-orm";
import type { linkServiceInputSchema } from "@despacho/domain";
import type { z } from "zod";
import type { Db } from "../../../db/client.js";
import { linkServices, paymentMethods, serviceTypes } from "../../../db/schema/index.js";
import { badRequest, notFound } from "../../../errors.js";
import { NOT_IN_HEADQUARTER } from "../../services/index.js";
import { newPublicToken } from "../../tracking/index.js";

type LinkInput = z.output<typeof linkServiceInputSchema>;

/** How many of `ids` are active rows of `table` in the headquarter. */
async function activeIn(db: Db, table: typeof serviceTypes | typeof paymentMethods, headquarterId: string, ids: string[]) {
  if (ids.length === 0) return 0;
  return db.$count(table, and(eq(table.headquarterId, headquarterId), eq(table.isActive, true), inArray(table.id, ids)));
}

/** A link offers only types and payment methods of its own headquarter. */
export async function createLink(db: Db, headquarterId: string, userId: string, input: LinkInput) {
  const [types, methods] = await Promise.all([
    activeIn(db, serviceTypes, headquarterId, input.service_types),
    activeIn(db, paymentMethods, headquarterId, input.payment_methods),
  ]);
  if (types !== input.service_types.length) throw badRequest("service_types", NOT_IN_HEADQUARTER.type);
  if (methods !== input.payment_methods.length) throw badRequest("payment_methods", NOT_IN_HEADQUARTER.payment_method);
  const [row] = await db
    .insert(linkServices)
    .values({
      headquarterId,
      token: newPublicToken(),
      name: input.name,
      serviceTypeIds: input.service_types,
      paymentMethodIds: input.payment_methods,
      expiresAt: input.expires_at ? new Date(input.expires_at) : null,
      createdBy: userId,
    })
    .returning({ id: linkServices.id });
  return row.id;
}

/** Revoking is final; revoking again keeps the first moment. */
export async function revokeLink(db: Db, headquarterId: string, id: string) {
  const [row] = await db
    .update(linkServices)
    .set({ revokedAt: sql`coalesce(${linkServices.revokedAt}, now())` })
    .where(and(eq(linkServices.id, id), eq(linkServices.headquarterId, headquarterId)))
    .returning({ id: linkServices.id });
  if (!row) throw notFound();
}
