import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { refreshTokens } from "../../../db/schema/index.js";
import { AppError } from "../../../errors.js";

// spec §7: a rotated refresh token may be presented again for 10 s (concurrent tabs).
export const REFRESH_GRACE_MS = 10_000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

async function insertRefresh(db: Db, userId: string, familyId: string, ttlDays: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(refreshTokens).values({
    familyId,
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
  });
  return token;
}

export const issueRefresh = (db: Db, userId: string, ttlDays: number) => insertRefresh(db, userId, randomUUID(), ttlDays);

/**
 * Rotation (spec §7, OWASP): each use retires the token and issues its successor. A retired
 * token used again after the grace period revokes its whole family.
 */
export async function rotateRefresh(
  db: Db,
  token: string,
  ttlDays: number,
  onFamilyRevoked: (userId: string) => void = () => undefined,
): Promise<{ userId: string; refresh: string }> {
  const hash = hashToken(token);
  const [fresh] = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, hash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (fresh) return { userId: fresh.userId, refresh: await insertRefresh(db, fresh.userId, fresh.familyId, ttlDays) };

  const [known] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
  if (!known || known.revokedAt || known.expiresAt < new Date()) throw new AppError("TOKEN_NOT_VALID");
  if (known.rotatedAt && Date.now() - known.rotatedAt.getTime() <= REFRESH_GRACE_MS) {
    return { userId: known.userId, refresh: await insertRefresh(db, known.userId, known.familyId, ttlDays) };
  }
  await revokeFamily(db, known.familyId);
  onFamilyRevoked(known.userId);
  throw new AppError("TOKEN_NOT_VALID");
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeByToken(db: Db, token: string, userId: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), eq(refreshTokens.userId, userId)));
  if (row) await revokeFamily(db, row.familyId);
}
