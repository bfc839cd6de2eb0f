import { hash, verify } from "@node-rs/argon2";
import { and, eq, sql } from "drizzle-orm";
import type { ChangePasswordInput } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { users } from "../../../db/schema/index.js";
import { badRequest } from "../../../errors.js";
import { consumeMailToken, createMailToken } from "./mail-tokens.js";
import type { MailDeps } from "./verify-email.js";

// OWASP argon2id minimum: 19 MiB, 2 iterations, 1 lane.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
export const hashPassword = (password: string) => hash(password, ARGON2);

export async function changePassword(db: Db, userId: string, input: ChangePasswordInput): Promise<void> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verify(row.passwordHash, input.old_password))) {
    throw badRequest("old_password", "La contraseña actual no es correcta");
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.new_password) })
    .where(eq(users.id, userId));
}

/** Sends the reset mail when the email exists; the caller answers the same either way. */
export async function requestPasswordReset(deps: MailDeps, email: string): Promise<void> {
  const matches = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.isActive, true)));
  for (const user of matches) {
    const token = await createMailToken(deps.db, "password_reset", user.id, user.email);
    await deps.sendMail({
      to: user.email,
      subject: "Restablece tu contraseña de Despacho",
      body: `Para elegir una nueva contraseña usa este código: ${token}`,
    });
  }
}

/** Sets the new password; answers whose it was. */
export async function confirmPasswordReset(db: Db, token: string, password: string): Promise<string> {
  const used = await consumeMailToken(db, "password_reset", token);
  if (!used) throw badRequest("token", "El enlace no es válido o ha expirado");
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, used.userId));
  return used.userId;
}
