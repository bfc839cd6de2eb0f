import { and, desc, eq, isNull } from "drizzle-orm";
import { API_KEY_PREFIX, type ApiKeyInput, API_KEYS_PER_HEADQUARTER_MAX, apiKeyBeyondCreator } from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { apiKeys, roles, users } from "../../db/schema/index.js";
import { AppError, badRequest, notFound } from "../../errors.js";
import { hashApiKey, newApiKey } from "../../plugins/api-keys.js";
import type { Principal } from "../../plugins/auth.js";

/** Characters of the key shown in the list, after its prefix. */
const SHOWN = 8;

/**
 * A key for the headquarter with the permissions of one of the company's templates, never more than its creator
 * holds (403 naming what is beyond them); a key cannot make keys. The answer carries the key, shown only then.
 */
export async function createApiKey(db: Db, creator: Principal, headquarterId: string, input: ApiKeyInput) {
  if (creator.apiKeyId) throw new AppError("FORBIDDEN", "Una clave de API no puede crear claves");
  const [template] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, input.template), eq(roles.companyId, creator.companyId)));
  if (!template) throw badRequest("template", "Plantilla no encontrada");
  const beyond = apiKeyBeyondCreator(template.permissions, creator.roles);
  if (beyond) throw new AppError("FORBIDDEN", beyond);
  const live = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.headquarterId, headquarterId), isNull(apiKeys.revokedAt)));
  if (live.length >= API_KEYS_PER_HEADQUARTER_MAX)
    throw new AppError("CONFLICT", `Una sucursal puede tener hasta ${API_KEYS_PER_HEADQUARTER_MAX} claves de API activas`);
  const key = newApiKey();
  const [{ id }] = await db
    .insert(apiKeys)
    .values({
      headquarterId,
      name: input.name,
      prefix: key.slice(0, API_KEY_PREFIX.length + SHOWN),
      keyHash: hashApiKey(key),
      permissions: template.permissions,
      templateId: template.id,
      createdBy: creator.userId,
    })
    .returning({ id: apiKeys.id });
  const [row] = await listApiKeys(db, headquarterId, id);
  return { row, key };
}

/** Revoked at once: the next call with it answers 401. Kept, so the history still names it. */
export async function revokeApiKey(db: Db, headquarterId: string, id: string) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.headquarterId, headquarterId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (!row) throw notFound();
}

/** The headquarter's keys (or one of them), newest first, with their template's name and their creator. */
export const listApiKeys = (db: Db, headquarterId: string, id?: string) =>
  db
    .select({ key: apiKeys, templateName: roles.name, creator: { firstName: users.firstName, lastName: users.lastName } })
    .from(apiKeys)
    .leftJoin(roles, eq(roles.id, apiKeys.templateId))
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.headquarterId, headquarterId), id ? eq(apiKeys.id, id) : undefined))
    .orderBy(desc(apiKeys.createdAt));
