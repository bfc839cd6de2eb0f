import { and, eq, inArray, sql } from "drizzle-orm";
import { type EmployeeCreateInput, type EmployeePatch, type Grants, managedHeadquarters, permissionsChangedEvent } from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { employments, memberships, roles, userRoles, users } from "../../../db/schema/index.js";
import { badRequest, refusingDuplicates, usernameTaken } from "../../../errors.js";
import { bumpSessionVersion } from "../../../plugins/sessions.js";
import { hashPassword } from "../../auth/index.js";
import { getEmployee } from "../queries/employees.js";
import { permissionsOfTemplates, refuseGrantBeyond, refuseUnmanagedAccounts } from "./account-rule.js";
import { recordEvents } from "../../../plugins/domain-events.js";

/** The caller: their company, the headquarter they work from, and what they hold (the account rule reads it). */
export interface Manager {
  companyId: string;
  headquarterId: string;
  grants: Grants;
}

/** What a save changed that the employee's open sessions must hear, and the email asked for (confirmed by mail). */
export interface EmployeeChange {
  id: string;
  templatesChanged: boolean;
  headquartersRemoved: boolean;
  emailChange: { account: { id: string; username: string; email: string }; email: string } | null;
}

async function refuseTakenUsername(tx: Tx, username: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  if (taken && taken.id !== exceptId) throw usernameTaken();
}

/** Only headquarters the caller manages are theirs to give. */
function checkHeadquarters(manager: Manager, ids: string[]) {
  const managed = managedHeadquarters(manager.grants);
  if (ids.some((id) => !managed.includes(id))) throw badRequest("headquarters", "Sucursal inválida");
}

/** The position must be a Cargo of one of the employee's headquarters. */
async function checkEmployment(tx: Tx, employmentId: string | null, headquarterIds: string[]) {
  if (employmentId === null) return;
  const [row] = await tx
    .select({ id: employments.id })
    .from(employments)
    .where(and(eq(employments.id, employmentId), inArray(employments.headquarterId, headquarterIds)));
  if (!row) throw badRequest("employment", "El cargo no pertenece a las sucursales del empleado");
}

/** The company's templates, giving no permission the caller lacks. */
async function checkTemplates(tx: Tx, manager: Manager, ids: string[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, manager.companyId), inArray(roles.id, ids)));
  if (found.length !== ids.length) throw badRequest("templates", "Plantilla inválida");
  refuseGrantBeyond(manager.grants, await permissionsOfTemplates(tx, manager.companyId, ids));
}

const refuseDuplicateOnWrite = <T>(write: PromiseLike<T>) => refusingDuplicates(write, () => usernameTaken());

export async function createEmployee(db: Db, manager: Manager, input: EmployeeCreateInput & { password: string }): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    checkHeadquarters(manager, input.headquarters);
    await Promise.all([
      refuseTakenUsername(tx, input.username),
      checkEmployment(tx, input.employment, input.headquarters),
      checkTemplates(tx, manager, input.templates),
    ]);
    const [user] = await refuseDuplicateOnWrite(
      tx
        .insert(users)
        .values({
          companyId: manager.companyId,
          username: input.username,
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          employmentId: input.employment,
        })
        .returning({ id: users.id }),
    );
    await tx.insert(memberships).values(input.headquarters.map((headquarterId) => ({ userId: user.id, headquarterId })));
    if (input.templates.length > 0) await tx.insert(userRoles).values(input.templates.map((roleId) => ({ userId: user.id, roleId })));
    return user.id;
  });
}

export async function updateEmployee(db: Db, manager: Manager, id: string, patch: EmployeePatch): Promise<EmployeeChange> {
  return db.transaction(async (tx) => {
    const current = await getEmployee(tx, manager, id);
    await refuseUnmanagedAccounts(tx, manager.grants, [id]);
    const currentHqs = current.headquarters.map((h) => h.id);
    if (patch.headquarters) checkHeadquarters(manager, patch.headquarters);
    const headquarterIds = patch.headquarters ?? currentHqs;
    const removed = currentHqs.filter((hq) => !headquarterIds.includes(hq));
    const employment = patch.employment !== undefined ? patch.employment : current.user.employmentId;
    const templatesChanged =
      patch.templates !== undefined &&
      [...patch.templates].sort().join() !==
        current.templates
          .map((t) => t.id)
          .sort()
          .join();
    await Promise.all([
      patch.username !== undefined ? refuseTakenUsername(tx, patch.username, id) : undefined,
      patch.employment !== undefined || patch.headquarters ? checkEmployment(tx, employment, headquarterIds) : undefined,
      patch.templates ? checkTemplates(tx, manager, patch.templates) : undefined,
    ]);
    const columns = {
      ...(patch.username !== undefined && { username: patch.username }),
      ...(patch.first_name !== undefined && { firstName: patch.first_name }),
      ...(patch.last_name !== undefined && { lastName: patch.last_name }),
      ...(patch.employment !== undefined && { employmentId: patch.employment }),
    };
    if (Object.keys(columns).length > 0) await refuseDuplicateOnWrite(tx.update(users).set(columns).where(eq(users.id, id)));
    if (removed.length > 0) {
      await tx.delete(memberships).where(and(eq(memberships.userId, id), inArray(memberships.headquarterId, removed)));
    }
    const added = headquarterIds.filter((hq) => !currentHqs.includes(hq));
    if (added.length > 0) await tx.insert(memberships).values(added.map((headquarterId) => ({ userId: id, headquarterId })));
    if (templatesChanged && patch.templates) {
      await tx.delete(userRoles).where(eq(userRoles.userId, id));
      if (patch.templates.length > 0) await tx.insert(userRoles).values(patch.templates.map((roleId) => ({ userId: id, roleId })));
    }
    if (templatesChanged || removed.length > 0) await bumpSessionVersion(tx, id);
    if (templatesChanged) await recordEvents(tx, [permissionsChangedEvent([id])]);
    const account = { id, username: patch.username ?? current.user.username, email: current.user.email };
    return {
      id,
      templatesChanged,
      headquartersRemoved: removed.length > 0,
      emailChange: patch.email === undefined ? null : { account, email: patch.email },
    };
  });
}
