import { verify } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { users } from "../../../db/schema/index.js";
import { AppError } from "../../../errors.js";
import { type Account, loadAccount } from "../queries/account.js";
import { hashPassword } from "./password.js";

const DUMMY_HASH = hashPassword("despacho-timing-equaliser");

export async function login(db: Db, username: string, password: string): Promise<Account> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  // A courier migrated from the catalog has a hash nothing verifies ("!"): a wrong password, not a 500.
  const ok = await verify(row?.passwordHash ?? (await DUMMY_HASH), password).catch(() => false);
  if (!row || !ok || !row.isActive) throw new AppError("INVALID_CREDENTIALS");
  return loadAccount(db, row.id);
}
