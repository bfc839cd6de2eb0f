import { and, eq, inArray } from "drizzle-orm";
import { accountChangeRefusal, type Grants, grantRefusal } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { memberships, roles, userRoles } from "../../../db/schema/index.js";
import { AppError } from "../../../errors.js";
import type { Principal } from "../../../plugins/auth.js";

// The domain's account rule (account-management.ts) applied to rows: every route that changes another
// user goes through these (docs/decisions/022-managing-other-accounts.md).

/** The caller as the rule reads them, from their token (the same claims the access hook checked). */
export const grantsOfPrincipal = (principal: Principal): Grants => ({
  permissions: principal.roles,
  headquarterIds: principal.headquarterIds,
});

/** The headquarters and permissions the given users hold now. */
async function grantsOfUsers(db: Db, userIds: readonly string[]): Promise<Grants[]> {
  if (userIds.length === 0) return [];
  const [hqs, perms] = await Promise.all([
    db
      .select()
      .from(memberships)
      .where(inArray(memberships.userId, [...userIds])),
    db
      .select({ userId: userRoles.userId, permissions: roles.permissions })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, [...userIds])),
  ]);
  return userIds.map((userId) => ({
    headquarterIds: hqs.filter((m) => m.userId === userId).map((m) => m.headquarterId),
    permissions: [...new Set(perms.filter((p) => p.userId === userId).flatMap((p) => p.permissions))],
  }));
}

/** 403 unless the manager may change every one of these users (call inside the write's transaction). */
export async function refuseUnmanagedAccounts(db: Db, manager: Grants, userIds: readonly string[]) {
  for (const account of await grantsOfUsers(db, userIds)) {
    const refusal = accountChangeRefusal(manager, account);
    if (refusal) throw new AppError("FORBIDDEN", refusal);
  }
}

/** 403 when the permissions go beyond what the manager holds. */
export function refuseGrantBeyond(manager: Grants, permissions: readonly string[]) {
  const refusal = grantRefusal(manager, permissions);
  if (refusal) throw new AppError("FORBIDDEN", refusal);
}

/** The permissions the company's templates give together (unknown ids give none: they are refused elsewhere). */
export async function permissionsOfTemplates(db: Db, companyId: string, templateIds: readonly string[]): Promise<string[]> {
  if (templateIds.length === 0) return [];
  const rows = await db
    .select({ permissions: roles.permissions })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), inArray(roles.id, [...templateIds])));
  return [...new Set(rows.flatMap((r) => r.permissions))];
}
