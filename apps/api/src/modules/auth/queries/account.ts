import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { companies, memberships, messengers, roles, userRoles, users } from "../../../db/schema/index.js";
import { AppError, notFound } from "../../../errors.js";
import { type AccessClaims, type Principal, principalFromClaims } from "../../../plugins/auth.js";

export type UserRow = typeof users.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

export interface Account {
  user: UserRow;
  /** Null for a courier. */
  company: CompanyRow | null;
  /** A courier's profile id; null for staff and business. */
  messengerId: string | null;
  permissions: string[];
  headquarterIds: string[];
}

/** The user with what the access token and the profile need: permissions and headquarters. */
export async function loadAccount(db: Db, userId: string): Promise<Account> {
  const [row] = await db
    .select({ user: users, company: companies, messengerId: messengers.id })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(messengers, eq(messengers.userId, users.id))
    .where(eq(users.id, userId));
  if (!row?.user.isActive) throw notFound();
  const [perms, hqs] = await Promise.all([
    db
      .select({ permissions: roles.permissions })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId)),
    db.select({ id: memberships.headquarterId }).from(memberships).where(eq(memberships.userId, userId)),
  ]);
  const permissions = [...new Set(perms.flatMap((p) => p.permissions))].sort();
  return { ...row, permissions, headquarterIds: hqs.map((h) => h.id) };
}

/** The principal as the database has it now (not as a token says); null for a user disabled or gone. */
export async function currentPrincipal(db: Db, userId: string): Promise<Principal | null> {
  try {
    return principalFromClaims(claimsOf(await loadAccount(db, userId)));
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

export const isBusiness = (user: UserRow) => user.kind === "business";
export const isCourier = (user: UserRow) => user.kind === "messenger";
/** isBusiness as SQL. */
export const businessUserSql = eq(users.kind, "business");

export function claimsOf(account: Account): AccessClaims {
  const { user, messengerId } = account;
  const sv = user.sessionVersion;
  if (isCourier(user) && messengerId) return { sub: user.id, cid: null, kind: "messenger", perms: [], hqs: [], mid: messengerId, sv };
  return {
    sub: user.id,
    cid: user.companyId,
    kind: isBusiness(user) ? "business" : "staff",
    perms: account.permissions,
    hqs: account.headquarterIds,
    sv,
  };
}
