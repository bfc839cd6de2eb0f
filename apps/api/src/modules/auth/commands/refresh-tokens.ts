import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { refreshTokens } from "../../../db/schema/index.js";
import { AppError } from "../../../errors.js";
import { bumpSessionVersion } from "../../../plugins/sessions.js";

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
 * token used again after the grace period revokes its whole family and ends the user's access
 * tokens (`onFamilyRevoked` retires them once committed).
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
  await db.transaction(async (tx) => {
    await revokeFamily(tx, known.familyId);
    await bumpSessionVersion(tx, known.userId);
  });
  onFamilyRevoked(known.userId);
  throw new AppError("TOKEN_NOT_VALID");
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** The family of the user's refresh `token`; undefined for a token that is not theirs. */
async function familyOf(db: Db, token: string, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), eq(refreshTokens.userId, userId)));
  return row?.familyId;
}

export async function revokeByToken(db: Db, token: string, userId: string): Promise<void> {
  const familyId = await familyOf(db, token, userId);
  if (familyId) await revokeFamily(db, familyId);
}

/** Revokes every refresh family of the user but the one of `kept` (the session that asked, when it says so). */
export async function revokeAllRefresh(db: Db, userId: string, kept?: string): Promise<void> {
  const keptFamily = kept ? await familyOf(db, kept, userId) : undefined;
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keptFamily ? ne(refreshTokens.familyId, keptFamily) : undefined,
      ),
    );
}
