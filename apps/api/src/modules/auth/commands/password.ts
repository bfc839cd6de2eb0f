import { hash, verify } from "@node-rs/argon2";
import { and, eq, sql } from "drizzle-orm";
import type { ChangePasswordRequest } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { users } from "../../../db/schema/index.js";
import { badRequest } from "../../../errors.js";
import { bumpSessionVersion } from "../../../plugins/sessions.js";
import { consumeMailToken, createMailToken } from "./mail-tokens.js";
import { revokeAllRefresh } from "./refresh-tokens.js";
import type { MailDeps } from "./verify-email.js";

// OWASP argon2id minimum: 19 MiB, 2 iterations, 1 lane.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
export const hashPassword = (password: string) => hash(password, ARGON2);

/**
 * A new password ends the user's sessions: every refresh family is revoked (but the one of
 * `kept`, the session that changed it) and every access token refused. The caller retires the
 * session version once committed.
 */
async function setPassword(db: Db, userId: string, password: string, kept?: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeAllRefresh(tx, userId, kept);
    await bumpSessionVersion(tx, userId);
  });
}

/** The session that changes its password stays (it renews its access token with `input.refresh`); the others end. */
export async function changePassword(db: Db, userId: string, input: ChangePasswordRequest): Promise<void> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verify(row.passwordHash, input.old_password))) {
    throw badRequest("old_password", "La contraseña actual no es correcta");
  }
  await setPassword(db, userId, input.new_password, input.refresh);
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

/** Sets the new password and ends every session of the user; answers whose it was. */
export async function confirmPasswordReset(db: Db, token: string, password: string): Promise<string> {
  const used = await consumeMailToken(db, "password_reset", token);
  if (!used) throw badRequest("token", "El enlace no es válido o ha expirado");
  await setPassword(db, used.userId, password);
  return used.userId;
}
