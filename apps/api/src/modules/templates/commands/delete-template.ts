import { and, eq, sql } from "drizzle-orm";
import { MESSAGES } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { roles, userRoles } from "../../../db/schema/index.js";
import { AppError, notFound } from "../../../errors.js";

/** A template still given to an employee is refused (409): deleting it would change their access unseen. */
export async function deleteTemplate(db: Db, companyId: string, id: string) {
  const inUse = sql`exists (select 1 from ${userRoles} where ${userRoles.roleId} = ${roles.id})`;
  const [deleted] = await db
    .delete(roles)
    .where(and(eq(roles.id, id), eq(roles.companyId, companyId), sql`not ${inUse}`))
    .returning({ id: roles.id });
  if (deleted) return;
  const [exists] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.companyId, companyId)));
  if (!exists) throw notFound();
  throw new AppError("CONFLICT", MESSAGES.templateInUse);
}
