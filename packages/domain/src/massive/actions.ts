import { z } from "zod";
import type { Permission } from "../permissions.js";
import { uuidSchema } from "../schemas/common.js";
import { noveltyFieldsSchema, serviceChangesSchema } from "../schemas/service.js";
import { canTransition, type ServiceStatus, transitionRefusal } from "../services/status.js";

/** spec §2.2 massive actions and the codename each one asks. */
export const MASSIVE_ACTIONS = ["assign", "update", "novelty"] as const;
export type MassiveAction = (typeof MASSIVE_ACTIONS)[number];
export const MASSIVE_ACTION_PERMISSION: Record<MassiveAction, Permission> = {
  assign: "assign_service",
  update: "change_service",
  novelty: "add_novelty_anywhere",
};
/** Services one massive action may take (a page of the desk is 25; a day of one store a few hundred). */
export const MASSIVE_ACTION_SERVICES_MAX = 500;

export const MASSIVE_ACTION_MESSAGES = {
  identifiers: "Pegue al menos un consecutivo o identificador interno",
  tooMany: `Máximo ${MASSIVE_ACTION_SERVICES_MAX} servicios por acción masiva`,
  cancelled: "No se puede modificar un servicio cancelado",
} as const;

/** A pasted list: consecutives ("#12" or "12") and internal identifiers, separated by lines, commas, semicolons or spaces. */
export function splitIdentifiers(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) {
    const value = part.trim().replace(/^#(?=\d+$)/, "");
    if (value) seen.add(value);
  }
  return [...seen];
}

export const serviceLookupSchema = z
  .object({
    identifiers: z
      .array(z.string().trim().min(1).max(100))
      .min(1, { error: MASSIVE_ACTION_MESSAGES.identifiers })
      .max(MASSIVE_ACTION_SERVICES_MAX, { error: MASSIVE_ACTION_MESSAGES.tooMany }),
  })
  .strict();

const actionServices = z
  .array(uuidSchema)
  .min(1, { error: "Elija al menos un servicio" })
  .max(MASSIVE_ACTION_SERVICES_MAX, { error: MASSIVE_ACTION_MESSAGES.tooMany });
export const massiveAssignmentSchema = z.object({ services: actionServices, messenger: uuidSchema }).strict();
export const massiveServiceUpdateSchema = z.object({ services: actionServices, changes: serviceChangesSchema }).strict();
export const massiveNoveltiesSchema = z.object({ services: actionServices, fields: noveltyFieldsSchema.shape.fields }).strict();

export const massiveActionSchema = z.object({
  uuid: z.string(),
  action: z.enum(MASSIVE_ACTIONS),
  status: z.enum(["queued", "running", "done", "failed"]),
  progress: z.number().int(),
  total: z.number().int(),
  /** Per service, once done: what was applied and what was refused and why (the one-at-a-time 409 rules). */
  result: z
    .object({
      updated: z.array(z.string()),
      refused: z.array(z.object({ uuid: z.string(), code: z.string(), detail: z.string() })),
    })
    .nullable(),
});
export type MassiveActionJob = z.infer<typeof massiveActionSchema>;

/** The preview of a massive action on one service: null when it will apply, else why it will be refused. */
export function massiveRefusal(action: MassiveAction, status: ServiceStatus): string | null {
  if (action === "assign") return canTransition("assign", status) ? null : transitionRefusal("assign", status);
  if (action === "update") return status === "cancelled" ? MASSIVE_ACTION_MESSAGES.cancelled : null;
  return null;
}
