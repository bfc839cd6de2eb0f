import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { users } from "../../../db/schema/index.js";
import type { Mail } from "../../../plugins/mailer.js";
import { consumeMailToken, createMailToken } from "./mail-tokens.js";

/** What the commands that send mail need. */
export interface MailDeps {
  db: Db;
  sendMail: (mail: Mail) => Promise<void>;
  publicUrl: string;
}

/** The app's mailer, database and public address, as the mail commands take them. */
export const mailDepsOf = (app: FastifyInstance): MailDeps => ({
  db: app.db,
  sendMail: (mail) => app.mailer.send(mail),
  publicUrl: app.config.publicUrl,
});

export async function sendVerificationEmail(deps: MailDeps, userId: string, email: string): Promise<void> {
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
