import { z } from "zod";
import { emailSchema, requiredText } from "./common.js";
import { USER_KINDS } from "../user-kinds.js";

export const loginSchema = z
  .object({ username: requiredText(150), password: z.string().min(1, { error: "Campo requerido" }).max(128) })
  .strict();
export type LoginInput = z.infer<typeof loginSchema>;

export const refreshSchema = z.object({ refresh: z.string().min(10).max(512) }).strict();

export const emailRequestSchema = z.object({ email: emailSchema }).strict();

export const PASSWORD_MIN = 8;
export const changePasswordSchema = z
  .object({
    old_password: z.string().min(1, { error: "Campo requerido" }).max(128),
    new_password: z
      .string()
      .min(PASSWORD_MIN, { error: `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres` })
      .max(128, { error: "Máximo 128 caracteres" }),
  })
  .strict();
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
/**
 * What PUT /users/change-password/ receives: the form, and the refresh token of the session that
 * changes it, which stays signed in (every other session of the user ends).
 */
export const changePasswordRequestSchema = changePasswordSchema.extend({ refresh: refreshSchema.shape.refresh.optional() }).strict();
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const profilePatchSchema = z
  .object({
    first_name: requiredText(30),
    last_name: requiredText(150),
    email: emailSchema,
    data: z.object({ shortcuts: z.array(z.string().max(200)).max(50) }).strict(),
  })
  .partial()
  .strict();
export type ProfilePatch = z.infer<typeof profilePatchSchema>;
/** A profile change names at least one field (an empty one would change nothing). */
export const hasSomeChange = (patch: object) => Object.values(patch).some((value) => value !== undefined);

export const userSchema = z.object({
  uuid: z.string(),
  kind: z.enum(USER_KINDS),
  role: z.array(z.string()),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  username: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  image_url: z.string().nullable(),
  business: z.object({ name: z.string(), image_url: z.string().nullable(), has_store: z.boolean() }).nullable(),
  /** Null for a courier (couriers belong to no company). */
  company: z.object({ name: z.string(), image_url: z.string().nullable(), country: z.string() }).nullable(),
  data: z.object({ shortcuts: z.array(z.string()) }),
});
export type User = z.infer<typeof userSchema>;

/** GET and PATCH /users/profile/: the user and the new email waiting for its confirmation (issue 19), or null. */
export const profileSchema = userSchema.extend({ pending_email: z.string().nullable() });
export type Profile = z.infer<typeof profileSchema>;

export const tokenResponseSchema = z.object({ user: userSchema, access: z.string(), refresh: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
