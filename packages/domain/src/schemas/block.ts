import { z } from "zod";
import { BLOCK_STATUSES } from "../blocks/block-status.js";
import { calendarDaySchema, dateTimeSchema, pageQuerySchema, requiredText, uuidSchema } from "./common.js";
import { dayRangeRefinement, isOrderedDayRange } from "./day-range.js";
import { actorRefSchema, messengerRefSchema } from "./messenger-ref.js";

export const BLOCK_REASON_MAX = 500;
const SEARCH_MAX = 100;

export const BLOCK_MESSAGES = {
  endsInPast: "La fecha de fin del bloqueo debe ser posterior a ahora",
  notAffiliated: "El colaborador no está afiliado a la sucursal",
  alreadyEnded: "El bloqueo ya terminó",
  blocked: "Colaborador bloqueado",
  unblocked: "Colaborador desbloqueado",
  unblockConfirm: "¿Está seguro de desbloquear al colaborador?",
} as const;

/** Block a courier of the headquarter: why, and until when (none: until someone unblocks them). */
export const blockInputSchema = z
  .object({
    messenger: uuidSchema,
    reason: requiredText(BLOCK_REASON_MAX),
    ends_at: dateTimeSchema.nullable().optional(),
  })
  .strict();
export type BlockInput = z.input<typeof blockInputSchema>;

export const blockSchema = z.object({
  id: z.string(),
  messenger: messengerRefSchema,
  reason: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  blocked_by: actorRefSchema.nullable(),
  unblocked_at: z.string().nullable(),
  unblocked_by: actorRefSchema.nullable(),
  status: z.enum(BLOCK_STATUSES),
});
export type Block = z.infer<typeof blockSchema>;

/** The open blocks (/blocked-messengers), searched by the courier's name or username. */
export const blockListQuerySchema = pageQuerySchema.extend({ q: z.string().trim().max(SEARCH_MAX).optional() }).strict();

/** Every block (/historical-blocked-messengers): by courier, status and the Bogotá days it started in. */
export const blockHistoryQuerySchema = pageQuerySchema
  .extend({
    q: z.string().trim().max(SEARCH_MAX).optional(),
    messenger: uuidSchema.optional(),
    status: z.enum(BLOCK_STATUSES).optional(),
    from: calendarDaySchema.optional(),
    to: calendarDaySchema.optional(),
  })
  .strict()
  .refine(isOrderedDayRange, dayRangeRefinement);
export type BlockHistoryQuery = z.infer<typeof blockHistoryQuerySchema>;
