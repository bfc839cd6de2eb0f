import { z } from "zod";
import { calendarDaySchema, pageQuerySchema, uuidSchema } from "./common.js";
import { dayRangeRefinement, isOrderedDayRange } from "./day-range.js";
import { messengerRefSchema } from "./messenger-ref.js";

/** A courier went online (true) or offline (false) for the headquarter (spec §2.2 /courier-activation-history). */
export const activationSchema = z.object({
  id: z.string(),
  messenger: messengerRefSchema,
  online: z.boolean(),
  created_at: z.string(),
});
export type Activation = z.infer<typeof activationSchema>;

export const ACTIVATION_LABELS = { online: "En línea", offline: "Fuera de línea" } as const;

/** Filter by courier and by the Bogotá days (from and to included). */
export const activationListQuerySchema = pageQuerySchema
  .extend({ messenger: uuidSchema.optional(), from: calendarDaySchema.optional(), to: calendarDaySchema.optional() })
  .strict()
  .refine(isOrderedDayRange, dayRangeRefinement);
export type ActivationListQuery = z.infer<typeof activationListQuerySchema>;
