import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { refreshTokens, users } from "../../../db/schema/index.js";
import { AppError } from "../../../errors.js";
import type { Grants } from "@despacho/domain";
import { bumpSessionVersion } from "../../../plugins/sessions.js";
import { getEmployee } from "../queries/employees.js";
import { refuseUnmanagedAccounts } from "./account-rule.js";

/**
 * Enables or disables an employee. Disabling ends their sessions: every refresh family is revoked
 * and every access token refused here (the caller retires their session version after the commit);
 * sign-in and refresh refuse them after.
 */
export async function setEmployeeEnabled(
  db: Db,
  scope: { companyId: string; headquarterId: string; userId: string; grants: Grants },
  id: string,
  enabled: boolean,
) {
  if (!enabled && id === scope.userId) throw new AppError("CONFLICT", "No puede deshabilitar su propio usuario");
  await db.transaction(async (tx) => {
    await getEmployee(tx, scope, id);
    await refuseUnmanagedAccounts(tx, scope.grants, [id]);
    await tx.update(users).set({ isActive: enabled }).where(eq(users.id, id));
    if (!enabled) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
      await bumpSessionVersion(tx, id);
    }
  });
}
