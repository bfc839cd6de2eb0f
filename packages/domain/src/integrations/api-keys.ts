import { z } from "zod";
import { requiredText } from "../schemas/common.js";

/** Issue 26: keys for another system's server, one headquarter each, with a template's permissions. */
export const API_KEY_NAME_MAX = 100;
/** Every key starts so, for secret scanners and for the auth hook to tell it from a session token. */
export const API_KEY_PREFIX = "dsp_";
/** Calls a key may make per minute (spec-free: generous for a shop or an ERP, small for a runaway loop). */
export const API_KEY_RATE_PER_MINUTE = 600;

export const apiKeyInputSchema = z
  .object({ name: requiredText(API_KEY_NAME_MAX), template: z.uuid({ error: "Elija una plantilla" }) })
  .strict();
export type ApiKeyInput = z.infer<typeof apiKeyInputSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart (the rest is never shown again). */
  prefix: z.string(),
  permissions: z.array(z.string()),
  template_name: z.string().nullable(),
  created_by: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The creation's answer: the only time the key is shown. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

/** Keys not revoked one headquarter may have. */
export const API_KEYS_PER_HEADQUARTER_MAX = 20;

/** Why a template gives a key more than its creator holds, naming those codenames; null when it does not. */
export function apiKeyBeyondCreator(templatePermissions: readonly string[], creatorRoles: readonly string[]): string | null {
  const beyond = templatePermissions.filter((p) => !creatorRoles.includes(p));
  return beyond.length === 0 ? null : `La plantilla da permisos que usted no tiene: ${beyond.join(", ")}`;
}
