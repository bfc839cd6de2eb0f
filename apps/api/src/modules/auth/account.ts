import { eq } from "drizzle-orm";
import { BUSINESS_PROFILE, type User } from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { companies, memberships, roles, userRoles, users } from "../../db/schema/index.js";
import { notFound } from "../../errors.js";
import type { AccessClaims } from "./tokens.js";

export type UserRow = typeof users.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

export interface Account {
  user: UserRow;
  company: CompanyRow;
  permissions: string[];
  headquarterIds: string[];
}

/** The user with what the access token and the profile need: permissions and headquarters. */
export async function loadAccount(db: Db, userId: string): Promise<Account> {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
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

export const isBusiness = (user: UserRow) => user.businessName !== null;

export function claimsOf(account: Account): AccessClaims {
  return {
    sub: account.user.id,
    cid: account.user.companyId,
    kind: isBusiness(account.user) ? "business" : "staff",
    perms: account.permissions,
    hqs: account.headquarterIds,
  };
}

// spec §3 User: the shape the client reads, no column leaks.
export function presentUser(account: Account): User {
  const { user, company } = account;
  return {
    uuid: user.id,
    role: isBusiness(user) ? [...account.permissions, BUSINESS_PROFILE] : account.permissions,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    username: user.username,
    email: user.email,
    email_verified: user.emailVerified,
    image_url: user.imageUrl,
    business: isBusiness(user)
      ? { name: user.businessName ?? "", image_url: user.businessImageUrl, has_store: user.businessHasStore }
      : null,
    company: { name: company.name, image_url: company.imageUrl, country: company.country },
    data: { shortcuts: user.data.shortcuts ?? [] },
  };
}
