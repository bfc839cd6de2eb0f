import { and, eq } from "drizzle-orm";
import { type Grants, type Permission, permissionsChangedEvent, type TemplatePatch } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { roles, userRoles } from "../../../db/schema/index.js";
import { duplicateName, notFound, refusingDuplicates } from "../../../errors.js";
import { bumpSessionVersion } from "../../../plugins/sessions.js";
import { refuseGrantBeyond, refuseUnmanagedAccounts } from "../../employees/index.js";
import { recordEvents } from "../../../plugins/domain-events.js";

const refuseDuplicate = <T>(write: PromiseLike<T>) => refusingDuplicates(write, () => duplicateName("template"));

/** The caller's company and what they hold: a template gives no permission its author lacks. */
export interface TemplateAuthor {
  companyId: string;
  grants: Grants;
}

export async function createTemplate(db: Db, { companyId, grants }: TemplateAuthor, input: { name: string; permissions: Permission[] }) {
  refuseGrantBeyond(grants, input.permissions);
  const [row] = await refuseDuplicate(
    db
      .insert(roles)
      .values({ companyId, ...input })
      .returning({ id: roles.id }),
  );
  return row.id;
}

/**
 * Saves the change and answers the employees whose access it changed: their access tokens are refused from the
 * commit on (the caller retires their session versions), they are told to refresh. New permissions change every
 * holder's account: the caller must hold them and manage every holder.
 */
export async function updateTemplate(db: Db, { companyId, grants }: TemplateAuthor, id: string, patch: TemplatePatch): Promise<string[]> {
  if (patch.permissions !== undefined) refuseGrantBeyond(grants, patch.permissions);
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
    await refuseUnmanagedAccounts(tx, grants, holders);
    await bumpSessionVersion(tx, holders);
    await recordEvents(tx, [permissionsChangedEvent(holders)]);
    return holders;
  });
}
