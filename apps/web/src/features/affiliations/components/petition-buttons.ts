import { companyActionsFor, MESSAGES, type PetitionAction, type PetitionFacts } from "@despacho/domain";

export interface PetitionButton {
  label: string;
  color: "primary" | "error" | "success" | "inherit";
  /** Reject and cancel ask for confirmation first (spec §4). */
  confirm?: string;
  /** spec §8. */
  success: string;
}

export const PETITION_BUTTONS: Record<PetitionAction, PetitionButton> = {
  accept: { label: "Aceptar", color: "primary", success: MESSAGES.petitionAccepted },
  cancel: { label: "Cancelar solicitud", color: "error", confirm: MESSAGES.petitionCancelConfirm, success: MESSAGES.petitionCancelled },
  confirm: { label: "Confirmar", color: "primary", success: MESSAGES.petitionConfirmed },
  refuse: { label: "Rechazar", color: "error", confirm: MESSAGES.petitionRefuseConfirm, success: MESSAGES.petitionRefused },
  verify: { label: "Verificar", color: "success", success: MESSAGES.petitionVerified },
};

/** The detail dialog's buttons: what the domain's rule table lets these roles do on this request, in its order. */
export const petitionButtonsFor = (petition: PetitionFacts, roles: readonly string[]) =>
  companyActionsFor(petition, roles).map((action) => ({ action, ...PETITION_BUTTONS[action] }));

/** The collaborator form is editable only in_progress and with change_messenger (spec §4, §5). */
export const canEditCollaborator = (petition: PetitionFacts, roles: readonly string[]) =>
  petition.is_association && petition.status === "in_progress" && roles.includes("change_messenger");
