import { isAllowed, type Permission } from "../permissions.js";

// spec §3 Affiliation request and §4 affiliation actions: the one table that says who may act on a
// request, in which status, with which permission and on which kind; the API enforces it (403/409)
// and the web builds its buttons from it.

export const PETITION_STATUSES = ["waiting", "in_progress", "linked", "refuse", "unlinked", "cancelled"] as const;
export type PetitionStatus = (typeof PETITION_STATUSES)[number];

export const PETITION_ACTIONS = ["accept", "cancel", "confirm", "refuse", "verify"] as const;
export type PetitionAction = (typeof PETITION_ACTIONS)[number];

/** What the courier's app may do on its own requests (PATCH /api/courier/petitions/{id}/<action>/). */
export const COURIER_PETITION_ACTIONS = ["accept", "cancel", "refuse"] as const;
export type CourierPetitionAction = (typeof COURIER_PETITION_ACTIONS)[number];

export type PetitionSender = "company" | "courier";
export type PetitionKind = "association" | "disassociation";

/** The fields of a request the rules read. */
export interface PetitionFacts {
  status: PetitionStatus;
  is_association: boolean;
  from_headquarter: boolean;
}

interface Case {
  status: PetitionStatus;
  /** Who must have sent it; "any" when either side. */
  sender: PetitionSender | "any";
}

interface CompanyRule {
  /** The codename needed per kind; null means the action does not apply to that kind. */
  permission: Record<PetitionKind, Permission | null>;
  when: readonly Case[];
  to: PetitionStatus;
}

interface CourierRule {
  kinds: readonly PetitionKind[];
  when: readonly Case[];
  to: PetitionStatus;
}

/** spec §4, the company's side (staff of the headquarter). */
export const COMPANY_PETITION_RULES: Record<PetitionAction, CompanyRule> = {
  // Accept: association only, sent by the collaborator, waiting; verification comes next.
  accept: {
    permission: { association: "accept_association_petition", disassociation: null },
    when: [{ status: "waiting", sender: "courier" }],
    to: "in_progress",
  },
  // Cancel: only when the company sent it and it is waiting.
  cancel: {
    permission: { association: "cancel_association_petition", disassociation: "cancel_disassociation_petition" },
    when: [{ status: "waiting", sender: "company" }],
    to: "cancelled",
  },
  // Confirm: disassociation only, sent by the collaborator, waiting.
  confirm: {
    permission: { association: null, disassociation: "confirm_disassociation_petition" },
    when: [{ status: "waiting", sender: "courier" }],
    to: "unlinked",
  },
  // Reject: in_progress, or waiting and not sent by the company.
  refuse: {
    permission: { association: "refuse_association_petition", disassociation: "refuse_disassociation_petition" },
    when: [
      { status: "in_progress", sender: "any" },
      { status: "waiting", sender: "courier" },
    ],
    to: "refuse",
  },
  // Verify: association, in_progress (with a motorcycle chosen).
  verify: {
    permission: { association: "verify_association_petition", disassociation: null },
    when: [{ status: "in_progress", sender: "any" }],
    to: "linked",
  },
};

/**
 * The courier's side: withdraw what they sent while it waits, and answer the company's invitation
 * (accepting moves it to in_progress, where the company verifies it as any other association).
 */
export const COURIER_PETITION_RULES: Record<CourierPetitionAction, CourierRule> = {
  accept: { kinds: ["association"], when: [{ status: "waiting", sender: "company" }], to: "in_progress" },
  cancel: { kinds: ["association", "disassociation"], when: [{ status: "waiting", sender: "courier" }], to: "cancelled" },
  refuse: { kinds: ["association", "disassociation"], when: [{ status: "waiting", sender: "company" }], to: "refuse" },
};

/** Why a new request is refused (409): one open request per pair, no joining twice, no leaving unless affiliated. */
export const PETITION_MESSAGES = {
  alreadyOpen: "Ya hay una solicitud abierta entre el colaborador y la sucursal",
  alreadyAffiliated: "El colaborador ya está afiliado a la sucursal",
  notAffiliated: "Solo se puede pedir la desasociación de una sucursal a la que se está afiliado",
  linkageClosed: "La sucursal no está recibiendo solicitudes de vinculación",
} as const;

export const PETITION_STATUS_LABELS: Record<PetitionStatus, string> = {
  waiting: "En espera",
  in_progress: "En proceso",
  linked: "Vinculada",
  refuse: "Rechazada",
  unlinked: "Desvinculada",
  cancelled: "Cancelada",
};

const VERBS: Record<PetitionAction, string> = {
  accept: "aceptar",
  cancel: "cancelar",
  confirm: "confirmar",
  refuse: "rechazar",
  verify: "verificar",
};

const KIND_NAMES: Record<PetitionKind, string> = { association: "asociación", disassociation: "desasociación" };
const SENDER_NAMES: Record<PetitionSender, string> = { company: "la empresa", courier: "el colaborador" };

export type PetitionRefusal = "kind" | "permission" | "status" | "sender";
export type PetitionDecision = { ok: true; to: PetitionStatus } | { ok: false; refusal: PetitionRefusal; message: string };

export const petitionKind = (petition: Pick<PetitionFacts, "is_association">): PetitionKind =>
  petition.is_association ? "association" : "disassociation";
export const petitionSender = (petition: Pick<PetitionFacts, "from_headquarter">): PetitionSender =>
  petition.from_headquarter ? "company" : "courier";

function matchCases(action: PetitionAction, when: readonly Case[], petition: PetitionFacts, to: PetitionStatus): PetitionDecision {
  const sameStatus = when.filter((c) => c.status === petition.status);
  if (sameStatus.length === 0) {
    return {
      ok: false,
      refusal: "status",
      message: `No se puede ${VERBS[action]} una solicitud en estado ${PETITION_STATUS_LABELS[petition.status].toLowerCase()}`,
    };
  }
  const sender = petitionSender(petition);
  if (sameStatus.some((c) => c.sender === "any" || c.sender === sender)) return { ok: true, to };
  const wanted = sameStatus[0]?.sender === "company" ? "company" : "courier";
  return { ok: false, refusal: "sender", message: `Solo se puede ${VERBS[action]} una solicitud enviada por ${SENDER_NAMES[wanted]}` };
}

function kindRefusal(action: PetitionAction, allowed: PetitionKind): PetitionDecision {
  return { ok: false, refusal: "kind", message: `Solo se puede ${VERBS[action]} una solicitud de ${KIND_NAMES[allowed]}` };
}

/** The codename the company needs for `action` on a request of this kind (null: not an action for that kind). */
export function petitionPermission(action: PetitionAction, petition: Pick<PetitionFacts, "is_association">): Permission | null {
  return COMPANY_PETITION_RULES[action].permission[petitionKind(petition)];
}

/** Every codename that may allow `action` on some kind: what its route asks before the request is read. */
export function petitionActionRequirement(action: PetitionAction): Permission[] {
  return Object.values(COMPANY_PETITION_RULES[action].permission).filter((p): p is Permission => p !== null);
}

/** spec §4: may a staff user with `roles` do `action` on this request, and to which status does it lead. */
export function decideCompanyAction(action: PetitionAction, petition: PetitionFacts, roles: readonly string[]): PetitionDecision {
  const rule = COMPANY_PETITION_RULES[action];
  const permission = rule.permission[petitionKind(petition)];
  if (permission === null) return kindRefusal(action, petitionKind({ is_association: !petition.is_association }));
  if (!isAllowed(roles, [permission])) {
    return { ok: false, refusal: "permission", message: "No tiene permiso para realizar esta acción." };
  }
  return matchCases(action, rule.when, petition, rule.to);
}

/** The courier's own actions on a request of theirs. */
export function decideCourierAction(action: CourierPetitionAction, petition: PetitionFacts): PetitionDecision {
  const rule = COURIER_PETITION_RULES[action];
  const kind = petitionKind(petition);
  if (!rule.kinds.includes(kind)) return kindRefusal(action, kind === "association" ? "disassociation" : "association");
  return matchCases(action, rule.when, petition, rule.to);
}

/** The courier's actions the courier app offers on a request of theirs. */
export function courierActionsFor(petition: PetitionFacts): CourierPetitionAction[] {
  return COURIER_PETITION_ACTIONS.filter((action) => decideCourierAction(action, petition).ok);
}

/** The company's actions the screens offer on this request (the buttons of the detail dialog). */
export function companyActionsFor(petition: PetitionFacts, roles: readonly string[]): PetitionAction[] {
  return PETITION_ACTIONS.filter((action) => decideCompanyAction(action, petition, roles).ok);
}

/** A request still open: waiting for an answer or for its verification. */
export const isOpenPetition = (status: PetitionStatus): boolean => status === "waiting" || status === "in_progress";
