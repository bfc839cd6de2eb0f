import { z } from "zod";
import { pageQuerySchema, requiredText } from "./common.js";

export const TAG_NAME_MAX = 50;

// spec §3 Tag (name); §7 Tags: GET, POST, DELETE {id}/.
export const tagSchema = z.object({ uuid: z.string(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const tagInputSchema = z.object({ name: requiredText(TAG_NAME_MAX) }).strict();
export type TagInput = z.infer<typeof tagInputSchema>;

export const tagListQuerySchema = pageQuerySchema.extend({ q: z.string().trim().max(TAG_NAME_MAX).optional() }).strict();
