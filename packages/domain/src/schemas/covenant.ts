import { z } from "zod";
import { queryFlagSchema } from "./catalog.js";
import { commaSeparated, int32Schema, pageQuerySchema, uuidSchema } from "./common.js";
import { serviceMessengerSchema } from "./service.js";

// spec §3 Covenant (id, is_active, settings), priority group (pk, members, business_store_id) and
// member (pk, covenant_id, is_enabled_by_store); §7 /covenants/. A covenant is an agreement between
// two business stores of one headquarter: the client store asks, the provider store's business
// accepts or refuses (docs/decisions/011-covenants.md).

export const COVENANT_NOTE_MAX = 200;
export const COVENANT_COURIERS_MAX = 50;
export const COVENANT_MESSAGES = {
  unknownCourier: "Colaborador no encontrado en la sucursal",
  couriersMax: `Máximo ${COVENANT_COURIERS_MAX} colaboradores`,
} as const;
export const COVENANT_PAYMENTS = ["cash", "credit"] as const;
export const COVENANT_PAYMENT_LABELS: Record<(typeof COVENANT_PAYMENTS)[number], string> = {
  cash: "De contado",
  credit: "A crédito",
};
export const COVENANT_STATUSES = ["pending", "accepted", "refused"] as const;
export type CovenantStatus = (typeof COVENANT_STATUSES)[number];
export const COVENANT_STATUS_LABELS: Record<CovenantStatus, string> = {
  pending: "Pendiente",
  accepted: "Aceptado",
  refused: "Rechazado",
};

const percent = z.number().int().min(0, { error: "Debe estar entre 0 y 100" }).max(100, { error: "Debe estar entre 0 y 100" });

/** The terms of a covenant: how the client store pays and the discount the provider grants. */
export const covenantSettingsSchema = z
  .object({
    payment: z.enum(COVENANT_PAYMENTS, { error: "Forma de pago inválida" }),
    discount_percentage: percent,
    note: z
      .string()
      .trim()
      .max(COVENANT_NOTE_MAX, { error: `Máximo ${COVENANT_NOTE_MAX} caracteres` }),
    /**
     * issue 22: the headquarter's couriers who serve the client store under this covenant; the dispatch engine puts
     * them forward in the order of the store's priority groups (optional: older covenants name none).
     */
    couriers: z.array(uuidSchema).max(COVENANT_COURIERS_MAX, { error: COVENANT_MESSAGES.couriersMax }).optional(),
  })
  .strict();
export type CovenantSettings = z.infer<typeof covenantSettingsSchema>;
export const DEFAULT_COVENANT_SETTINGS: CovenantSettings = { payment: "cash", discount_percentage: 0, note: "" };

/** POST /covenants/: my store asks another business's store of the headquarter to serve it. */
export const covenantRequestSchema = z
  .object({
    business_store_id: uuidSchema,
    provider_store_id: uuidSchema,
    settings: covenantSettingsSchema.default(DEFAULT_COVENANT_SETTINGS),
  })
  .strict();
export type CovenantRequest = z.input<typeof covenantRequestSchema>;

export const covenantSettingsPatchSchema = covenantSettingsSchema.partial().strict();
/** PATCH /covenants/{id}/: the spec's cancel, {is_active: false}; a cancelled covenant stays cancelled. */
export const covenantCancelSchema = z
  .object({ is_active: z.literal(false, { error: "Solo se puede cancelar (is_active: false)" }) })
  .strict();
/** PATCH /covenants/{id}/answer/: the provider store's business accepts or refuses a pending request. */
export const covenantAnswerSchema = z.object({ accepted: z.boolean() }).strict();

export const COVENANT_SIDES = ["client", "provider"] as const;
export type CovenantSide = (typeof COVENANT_SIDES)[number];

export const covenantListQuerySchema = pageQuerySchema
  .extend({
    status: z.enum(COVENANT_STATUSES).optional(),
    is_active: queryFlagSchema.optional(),
    side: z.enum(COVENANT_SIDES).optional(),
    business_store: uuidSchema.optional(),
  })
  .strict();
export type CovenantListQuery = z.input<typeof covenantListQuerySchema>;

const storeRefSchema = z.object({ id: z.string(), name: z.string(), business_name: z.string() });
export type CovenantStoreRef = z.infer<typeof storeRefSchema>;

export const covenantSchema = z.object({
  id: z.string(),
  business_store: storeRefSchema,
  provider_store: storeRefSchema,
  /** Which side of the covenant the caller's business is; null for the headquarter's staff, who only read them. */
  side: z.enum(COVENANT_SIDES).nullable(),
  status: z.enum(COVENANT_STATUSES),
  is_active: z.boolean(),
  settings: covenantSettingsSchema,
  created_at: z.string(),
  answered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type Covenant = z.infer<typeof covenantSchema>;

/** GET /covenants/providers/: the stores of other businesses of the headquarter a store may ask. */
export const covenantProvidersQuerySchema = pageQuerySchema.extend({ q: z.string().trim().max(100).optional() }).strict();
export const covenantProviderSchema = storeRefSchema;

/**
 * GET /covenants/couriers/ (issue 22): the headquarter's linked couriers a covenant may name, searched by name (`q`) or
 * read back by id (`id__in`, the ones a covenant names) — only their id, name and photo.
 */
export const covenantCouriersQuerySchema = pageQuerySchema
  .extend({
    q: z.string().trim().max(100).optional(),
    id__in: commaSeparated(COVENANT_COURIERS_MAX * 37)
      .pipe(z.array(uuidSchema).max(COVENANT_COURIERS_MAX, { error: COVENANT_MESSAGES.couriersMax }))
      .optional(),
  })
  .strict();
export const covenantCourierSchema = serviceMessengerSchema;
export type CovenantCourier = z.infer<typeof covenantCourierSchema>;

export const priorityGroupListQuerySchema = pageQuerySchema
  .extend({ business_store: uuidSchema.optional(), with_members: queryFlagSchema.optional() })
  .strict();
export const priorityGroupInputSchema = z.object({ business_store_id: uuidSchema }).strict();
/** PATCH priority-groups/{id}/: its place in the store's order (1 is served first). */
export const priorityGroupPatchSchema = z.object({ priority: int32Schema.min(1, { error: "Debe ser mayor o igual a 1" }) }).strict();
export const addMemberSchema = z.object({ covenant_id: uuidSchema }).strict();
export const memberPatchSchema = z.object({ is_enabled_by_store: z.boolean() }).strict();

export const priorityGroupMemberSchema = z.object({
  pk: z.string(),
  covenant_id: z.string(),
  provider_store: storeRefSchema,
  is_enabled_by_store: z.boolean(),
});
export type PriorityGroupMember = z.infer<typeof priorityGroupMemberSchema>;

export const priorityGroupSchema = z.object({
  pk: z.string(),
  business_store_id: z.string(),
  priority: z.number().int(),
  members: z.array(priorityGroupMemberSchema),
});
export type PriorityGroup = z.infer<typeof priorityGroupSchema>;

/**
 * A store's priority groups after one moves to `priority` (or, with null, leaves): the others keep their order around
 * it and every group is numbered again 1, 2, 3… (a priority past the last puts it last). `order`: the group ids by
 * their current priority.
 */
export function renumberPriorityGroups(order: readonly string[], moved: string, priority: number | null): Map<string, number> {
  const rest = order.filter((id) => id !== moved);
  if (priority !== null) rest.splice(Math.min(Math.max(priority, 1), rest.length + 1) - 1, 0, moved);
  return new Map(rest.map((id, i) => [id, i + 1]));
}
