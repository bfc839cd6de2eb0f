import { randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { mailTokens } from "../../../db/schema/index.js";
import { hashToken } from "./refresh-tokens.js";

type Purpose = (typeof mailTokens.$inferSelect)["purpose"];
const TTL_MS: Record<Purpose, number> = { password_reset: 3_600_000, verify_email: 86_400_000, change_email: 86_400_000 };

export async function createMailToken(db: Db, purpose: Purpose, userId: string, email: string): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db.insert(mailTokens).values({
    tokenHash: hashToken(token),
    purpose,
    userId,
    email,
    expiresAt: new Date(Date.now() + TTL_MS[purpose]),
  });
  return token;
}

/** Marks the token used and answers its user, or null when it is unknown, used or expired. */
export async function consumeMailToken(db: Db, purpose: Purpose, token: string) {
  const [row] = await db
    .update(mailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(mailTokens.tokenHash, hashToken(token)),
        eq(mailTokens.purpose, purpose),
        isNull(mailTokens.usedAt),
        gt(mailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: mailTokens.userId, email: mailTokens.email });
  return row ?? null;
}

/** Retires the user's unused tokens of that purpose (a newer one replaces them, or the change is withdrawn). */
export async function retireMailTokens(db: Db, purpose: Purpose, userId: string) {
  await db
    .update(mailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(mailTokens.userId, userId), eq(mailTokens.purpose, purpose), isNull(mailTokens.usedAt)));
}

/** The address each user asked to change to and has not confirmed yet (unused, unexpired change_email tokens). */
export async function pendingEmails(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: mailTokens.userId, email: mailTokens.email })
    .from(mailTokens)
    .where(
      and(
        inArray(mailTokens.userId, [...userIds]),
        eq(mailTokens.purpose, "change_email"),
        isNull(mailTokens.usedAt),
        gt(mailTokens.expiresAt, sql`now()`),
      ),
    );
  return new Map(rows.map((r) => [r.userId, r.email]));
}
