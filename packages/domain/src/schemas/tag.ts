import { z } from "zod";
import { pageQuerySchema, requiredText, uuidSchema } from "./common.js";

export const TAG_NAME_MAX = 50;
export const TAGS_PER_SERVICE_MAX = 20;

/** The tags a service carries, by the id of the headquarter's tag (spec §3 Tag); repeated ids count once. */
export const serviceTagIdsSchema = z
  .array(uuidSchema)
  .max(TAGS_PER_SERVICE_MAX, { error: `Máximo ${TAGS_PER_SERVICE_MAX} etiquetas` })
  .transform((ids) => [...new Set(ids)]);

// spec §3 Tag (name); §7 Tags: GET, POST, DELETE {id}/.
export const tagSchema = z.object({ uuid: z.string(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const tagInputSchema = z.object({ name: requiredText(TAG_NAME_MAX) }).strict();
export type TagInput = z.infer<typeof tagInputSchema>;

export const tagListQuerySchema = pageQuerySchema.extend({ q: z.string().trim().max(TAG_NAME_MAX).optional() }).strict();
