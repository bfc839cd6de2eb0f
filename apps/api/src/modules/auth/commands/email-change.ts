import { eq } from "drizzle-orm";
import { ACCOUNT_MESSAGES, ROUTES } from "@despacho/domain";
import { users } from "../../../db/schema/index.js";
import { badRequest } from "../../../errors.js";
import { consumeMailToken, createMailToken, retireMailTokens } from "./mail-tokens.js";
import type { MailDeps } from "./verify-email.js";

// Issue 19: a new email takes effect only once the new address opens the link; the old address is told
// (docs/decisions/022-managing-other-accounts.md). Password resets go to the confirmed email only.

interface Account {
  id: string;
  username: string;
  email: string;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The public page that confirms (spec-less, ours): PUBLIC_URL/confirm-email/<token>. */
const confirmationLink = (publicUrl: string, token: string) =>
  `${publicUrl}${ROUTES.confirmEmail.path.replace(":token", encodeURIComponent(token))}`;

/**
 * Asks for `email` as the account's new address: the email stays as it is, a single-use link (24 h) goes to the
 * new address and a notice to the current one; an earlier pending change is replaced. Asking for the current
 * address withdraws a pending change.
 */
export async function requestEmailChange(deps: MailDeps, account: Account, email: string): Promise<void> {
  await retireMailTokens(deps.db, "change_email", account.id);
  if (sameAddress(email, account.email)) return;
  const token = await createMailToken(deps.db, "change_email", account.id, email);
  await deps.sendMail({
    to: email,
    subject: "Confirma tu nuevo correo en Despacho",
    body:
      `Se pidió usar este correo en la cuenta ${account.username} de Despacho. ` +
      `Para confirmarlo abre ${confirmationLink(deps.publicUrl, token)} (vence en 24 horas). ` +
      "Si no lo pediste, ignora este mensaje: nada cambiará.",
  });
  await deps.sendMail({
    to: account.email,
    subject: "Se pidió cambiar el correo de tu cuenta de Despacho",
    body:
      `Se pidió cambiar el correo de la cuenta ${account.username} a ${email}. ` +
      "El cambio se aplicará solo cuando se confirme desde esa dirección; mientras tanto este sigue siendo tu correo. " +
      "Si no lo reconoces, avisa al administrador de tu empresa.",
  });
}

/** Applies the change of a valid link (the new address is then verified) and tells the old address. */
export async function confirmEmailChange(deps: MailDeps, token: string): Promise<void> {
  const changed = await deps.db.transaction(async (tx) => {
    const used = await consumeMailToken(tx, "change_email", token);
    if (!used) throw badRequest("token", ACCOUNT_MESSAGES.emailLinkInvalid);
    const [before] = await tx
      .select({ email: users.email, username: users.username })
      .from(users)
      .where(eq(users.id, used.userId))
      .for("update");
    await tx.update(users).set({ email: used.email, emailVerified: true }).where(eq(users.id, used.userId));
    return { oldEmail: before.email, username: before.username, email: used.email };
  });
  await deps.sendMail({
    to: changed.oldEmail,
    subject: "El correo de tu cuenta de Despacho cambió",
    body: `El correo de la cuenta ${changed.username} ahora es ${changed.email}. Si no lo reconoces, avisa al administrador de tu empresa.`,
  });
}
