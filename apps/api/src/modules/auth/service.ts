import { hash, verify } from "@node-rs/argon2";
import { and, eq, sql } from "drizzle-orm";
import type { ChangePasswordInput, ProfilePatch } from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema/index.js";
import { AppError, badRequest } from "../../errors.js";
import { type Account, claimsOf, loadAccount } from "./account.js";
import { consumeMailToken, createMailToken } from "./mail-tokens.js";
import type { Mail } from "../../plugins/mailer.js";

// OWASP argon2id minimum: 19 MiB, 2 iterations, 1 lane.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
export const hashPassword = (password: string) => hash(password, ARGON2);
const DUMMY_HASH = hashPassword("despacho-timing-equaliser");

export interface AuthDeps {
  db: Db;
  signAccess: (account: Account) => Promise<string>;
  sendMail: (mail: Mail) => Promise<void>;
  publicUrl: string;
}

export async function login(db: Db, username: string, password: string): Promise<Account> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  const ok = await verify(row?.passwordHash ?? (await DUMMY_HASH), password);
  if (!row || !ok || !row.isActive) throw new AppError("INVALID_CREDENTIALS");
  return loadAccount(db, row.id);
}

export async function updateProfile(db: Db, userId: string, patch: ProfilePatch & { imageUrl?: string }) {
  const emailChanged = patch.email !== undefined;
  await db
    .update(users)
    .set({
      ...(patch.first_name !== undefined && { firstName: patch.first_name }),
      ...(patch.last_name !== undefined && { lastName: patch.last_name }),
      ...(emailChanged && { email: patch.email, emailVerified: false }),
      ...(patch.data && { data: patch.data }),
      ...(patch.imageUrl && { imageUrl: patch.imageUrl }),
    })
    .where(eq(users.id, userId));
  return loadAccount(db, userId);
}

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

export async function sendVerificationEmail(deps: AuthDeps, userId: string, email: string): Promise<void> {
  const token = await createMailToken(deps.db, "verify_email", userId, email);
  await deps.sendMail({
    to: email,
    subject: "Verifica tu correo en Despacho",
    body: `Para verificar tu correo abre ${deps.publicUrl}/api/users/verify-email/?token=${token}`,
  });
}

export async function verifyEmail(db: Db, token: string): Promise<boolean> {
  const used = await consumeMailToken(db, "verify_email", token);
  if (!used) return false;
  await db
    .update(users)
    .set({ emailVerified: true })
    .where(and(eq(users.id, used.userId), eq(users.email, used.email)));
  return true;
}

/** Sends the reset mail when the email exists; the caller answers the same either way. */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
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

export async function confirmPasswordReset(db: Db, token: string, password: string): Promise<void> {
  const used = await consumeMailToken(db, "password_reset", token);
  if (!used) throw badRequest("token", "El enlace no es válido o ha expirado");
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, used.userId));
}

export { claimsOf };
