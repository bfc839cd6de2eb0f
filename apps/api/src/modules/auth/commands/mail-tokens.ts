import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { mailTokens } from "../../../db/schema/index.js";
import { hashToken } from "./refresh-tokens.js";

type Purpose = "password_reset" | "verify_email";
const TTL_MS = { password_reset: 3_600_000, verify_email: 86_400_000 } as const;

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
