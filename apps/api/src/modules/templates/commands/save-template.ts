import { and, eq } from "drizzle-orm";
import type { TemplatePatch } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { isUniqueViolation } from "../../../db/query-helpers.js";
import { roles, userRoles } from "../../../db/schema/index.js";
import { AppError, notFound } from "../../../errors.js";
import { bumpSessionVersion } from "../../../plugins/sessions.js";

const DUPLICATE = "Ya existe una plantilla con ese nombre";

async function refuseDuplicate<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("DUPLICATE_NAME", DUPLICATE, [{ field: "name", message: DUPLICATE }]);
    throw error;
  }
}

export async function createTemplate(db: Db, companyId: string, input: { name: string; permissions: string[] }) {
  const [row] = await refuseDuplicate(
    db
      .insert(roles)
      .values({ companyId, ...input })
      .returning({ id: roles.id }),
  );
  return row.id;
}

/**
 * Saves the change and answers the employees whose access it changed: their access tokens are
 * refused from the commit on (the caller retires their session versions), they are told to refresh.
 */
export async function updateTemplate(db: Db, companyId: string, id: string, patch: TemplatePatch): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await refuseDuplicate(
      tx
        .update(roles)
        .set(patch)
        .where(and(eq(roles.id, id), eq(roles.companyId, companyId)))
        .returning({ id: roles.id }),
    );
    if (!row) throw notFound();
    if (patch.permissions === undefined) return [];
    const holders = (await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, id))).map((h) => h.userId);
    await bumpSessionVersion(tx, holders);
    return holders;
  });
}
