import { z } from "zod";
import { requiredText } from "./common.js";

export const BUSINESS_NAME_MAX = 100;

// spec §2.2 /business-info: a business profile's name and image (User.business).
export const businessPatchSchema = z
  .object({ name: requiredText(BUSINESS_NAME_MAX) })
  .partial()
  .strict();
export type BusinessPatch = z.infer<typeof businessPatchSchema>;

/** spec §2.3: the toolbar reminds a business user without an image to add one. */
export const BUSINESS_IMAGE_REMINDER = "Agregue la imagen de su negocio";
