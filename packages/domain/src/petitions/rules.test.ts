import { describe, expect, it } from "vitest";
import { PERMISSIONS } from "../permissions.js";
import {
  COMPANY_PETITION_RULES,
  type COURIER_PETITION_ACTIONS,
  companyActionsFor,
  courierActionsFor,
  decideCompanyAction,
  decideCourierAction,
  PETITION_ACTIONS,
  PETITION_STATUSES,
  type PetitionAction,
  petitionActionRequirement,
  petitionPermission,
} from "./rules.js";

// spec §4, written out. A cell is the status the action leads to, or why it is refused:
// "kind" (not an action for that kind of request), "status", "sender".
const STATUSES = ["waiting", "in_progress", "linked", "refuse", "unlinked", "cancelled"] as const;
type Row = readonly [string, string, string, string, string, string];
type Key = `${PetitionAction} ${"association" | "disassociation"} ${"company" | "courier"}`;

// biome-ignore format: a table reads better aligned
const COMPANY: Record<Key, Row> = {
  //                                  waiting        in_progress  linked    refuse    unlinked  cancelled
  "accept association courier":      ["in_progress", "status",    "status", "status", "status", "status"],
  "accept association company":      ["sender",      "status",    "status", "status", "status", "status"],
  "accept disassociation courier":   ["kind",        "kind",      "kind",   "kind",   "kind",   "kind"],
  "accept disassociation company":   ["kind",        "kind",      "kind",   "kind",   "kind",   "kind"],
  "cancel association courier":      ["sender",      "status",    "status", "status", "status", "status"],
  "cancel association company":      ["cancelled",   "status",    "status", "status", "status", "status"],
  "cancel disassociation courier":   ["sender",      "status",    "status", "status", "status", "status"],
  "cancel disassociation company":   ["cancelled",   "status",    "status", "status", "status", "status"],
  "confirm association courier":     ["kind",        "kind",      "kind",   "kind",   "kind",   "kind"],
  "confirm association company":     ["kind",        "kind",      "kind",   "kind",   "kind",   "kind"],
  "confirm disassociation courier":  ["unlinked",    "status",    "status", "status", "status", "status"],
  "confirm disassociation company":  ["sender",      "status",    "status", "status", "status", "status"],
  "refuse association courier":      ["refuse",      "refuse",    "status", "status", "status", "status"],
  "refuse association company":      ["sender",      "refuse",    "status", "status", "status", "status"],
  "refuse disassociation courier":   ["refuse",      "refuse",    "status", "status", "status", "status"],
  "refuse disassociation company":   ["sender",      "refuse",    "status", "status", "status", "status"],
  "verify association courier":      ["status",      "linked",    "status", "status", "status", "status"],
  "verify association company":      ["status",      "linked",    "status", "status", "status", "status"],
  "verify disassociation courier":   ["kind",        "kind",      "kind",   "kind",   "kind",   "kind"],
  "verify disassociation company":   ["kind",        "kind",      "kind",   "kind",   "kind",   "kind"],
};

// The one codename each action needs per kind (null: not an action for that kind).
const NEEDED: Record<`${PetitionAction} ${"association" | "disassociation"}`, string | null> = {
  "accept association": "accept_association_petition",
  "accept disassociation": null,
  "cancel association": "cancel_association_petition",
  "cancel disassociation": "cancel_disassociation_petition",
  "confirm association": null,
  "confirm disassociation": "confirm_disassociation_petition",
  "refuse association": "refuse_association_petition",
  "refuse disassociation": "refuse_disassociation_petition",
  "verify association": "verify_association_petition",
  "verify disassociation": null,
};

// Every role set tried: nobody, each codename alone, and every codename.
const ROLE_SETS: readonly (readonly string[])[] = [[], ...PERMISSIONS.map((p) => [p]), [...PERMISSIONS]];

describe("the company's affiliation actions (spec §4), every status × action × sender × kind × permission", () => {
  const cases = (Object.keys(COMPANY) as Key[]).flatMap((key) =>
    STATUSES.map((status, column) => [key, status, COMPANY[key][column]] as const),
  );
  it.each(cases)("%s, %s: %s (with each codename, none and all)", (key, status, cell) => {
    const [action, kind, sender] = key.split(" ") as [PetitionAction, string, string];
    const petition = { status, is_association: kind === "association", from_headquarter: sender === "company" };
    const needed = NEEDED[`${action} ${kind}` as keyof typeof NEEDED];
    for (const roles of ROLE_SETS) {
      const decision = decideCompanyAction(action, petition, roles);
      if (cell === "kind") expect(decision).toMatchObject({ ok: false, refusal: "kind" });
      else if (!roles.includes(needed as string)) expect(decision).toMatchObject({ ok: false, refusal: "permission" });
      else if (cell === "status" || cell === "sender") expect(decision).toMatchObject({ ok: false, refusal: cell });
      else expect(decision).toEqual({ ok: true, to: cell });
    }
  });

  it("covers every action, status and codename of the table", () => {
    expect([...PETITION_ACTIONS].sort()).toEqual(["accept", "cancel", "confirm", "refuse", "verify"]);
    expect([...PETITION_STATUSES]).toEqual([...STATUSES]);
    for (const action of PETITION_ACTIONS) {
      expect(COMPANY_PETITION_RULES[action].permission).toEqual({
        association: NEEDED[`${action} association`],
        disassociation: NEEDED[`${action} disassociation`],
      });
    }
    expect(petitionPermission("refuse", { is_association: false })).toBe("refuse_disassociation_petition");
    expect(petitionActionRequirement("cancel")).toEqual(["cancel_association_petition", "cancel_disassociation_petition"]);
    expect(petitionActionRequirement("verify")).toEqual(["verify_association_petition"]);
  });

  it("explains each refusal in Spanish", () => {
    const all = [...PERMISSIONS];
    expect(decideCompanyAction("accept", { status: "linked", is_association: true, from_headquarter: false }, all)).toEqual({
      ok: false,
      refusal: "status",
      message: "No se puede aceptar una solicitud en estado vinculada",
    });
    expect(decideCompanyAction("cancel", { status: "waiting", is_association: true, from_headquarter: false }, all)).toEqual({
      ok: false,
      refusal: "sender",
      message: "Solo se puede cancelar una solicitud enviada por la empresa",
    });
    expect(decideCompanyAction("refuse", { status: "waiting", is_association: true, from_headquarter: true }, all)).toEqual({
      ok: false,
      refusal: "sender",
      message: "Solo se puede rechazar una solicitud enviada por el colaborador",
    });
    expect(decideCompanyAction("verify", { status: "in_progress", is_association: false, from_headquarter: false }, all)).toEqual({
      ok: false,
      refusal: "kind",
      message: "Solo se puede verificar una solicitud de asociación",
    });
    expect(decideCompanyAction("confirm", { status: "waiting", is_association: true, from_headquarter: false }, all)).toEqual({
      ok: false,
      refusal: "kind",
      message: "Solo se puede confirmar una solicitud de desasociación",
    });
    expect(
      decideCompanyAction("verify", { status: "in_progress", is_association: true, from_headquarter: false }, [
        "accept_association_petition",
      ]),
    ).toEqual({
      ok: false,
      refusal: "permission",
      message: "No tiene permiso para realizar esta acción.",
    });
  });

  it("offers the buttons the table allows", () => {
    const all = [...PERMISSIONS];
    expect(companyActionsFor({ status: "waiting", is_association: true, from_headquarter: false }, all)).toEqual(["accept", "refuse"]);
    expect(companyActionsFor({ status: "waiting", is_association: true, from_headquarter: true }, all)).toEqual(["cancel"]);
    expect(companyActionsFor({ status: "in_progress", is_association: true, from_headquarter: false }, all)).toEqual(["refuse", "verify"]);
    expect(companyActionsFor({ status: "waiting", is_association: false, from_headquarter: false }, all)).toEqual(["confirm", "refuse"]);
    expect(companyActionsFor({ status: "linked", is_association: true, from_headquarter: false }, all)).toEqual([]);
    expect(
      companyActionsFor({ status: "in_progress", is_association: true, from_headquarter: false }, ["verify_association_petition"]),
    ).toEqual(["verify"]);
  });
});

type CourierKey = `${(typeof COURIER_PETITION_ACTIONS)[number]} ${"association" | "disassociation"} ${"company" | "courier"}`;
// biome-ignore format: a table reads better aligned
const COURIER: Record<CourierKey, Row> = {
  //                                  waiting        in_progress  linked    refuse    unlinked  cancelled
  "accept association courier":      ["sender",      "status",    "status", "status", "status", "status"],
  "accept association company":      ["in_progress", "status",    "status", "status", "status", "status"],
  "accept disassociation courier":   ["kind",        "kind",      "kind",   "kind",   "kind",   "kind"],
  "accept disassociation company":   ["kind",        "kind",      "kind",   "kind",   "kind",   "kind"],
  "cancel association courier":      ["cancelled",   "status",    "status", "status", "status", "status"],
  "cancel association company":      ["sender",      "status",    "status", "status", "status", "status"],
  "cancel disassociation courier":   ["cancelled",   "status",    "status", "status", "status", "status"],
  "cancel disassociation company":   ["sender",      "status",    "status", "status", "status", "status"],
  "refuse association courier":      ["sender",      "status",    "status", "status", "status", "status"],
  "refuse association company":      ["refuse",      "status",    "status", "status", "status", "status"],
  "refuse disassociation courier":   ["sender",      "status",    "status", "status", "status", "status"],
  "refuse disassociation company":   ["refuse",      "status",    "status", "status", "status", "status"],
};

describe("the courier's own actions, every status × action × sender × kind", () => {
  const cases = (Object.keys(COURIER) as CourierKey[]).flatMap((key) =>
    STATUSES.map((status, column) => [key, status, COURIER[key][column]] as const),
  );
  it.each(cases)("%s, %s: %s", (key, status, cell) => {
    const [action, kind, sender] = key.split(" ") as [(typeof COURIER_PETITION_ACTIONS)[number], string, string];
    const decision = decideCourierAction(action, {
      status,
      is_association: kind === "association",
      from_headquarter: sender === "company",
    });
    if (cell === "kind" || cell === "status" || cell === "sender") expect(decision).toMatchObject({ ok: false, refusal: cell });
    else expect(decision).toEqual({ ok: true, to: cell });
  });

  it("explains a refusal in Spanish", () => {
    expect(decideCourierAction("cancel", { status: "linked", is_association: true, from_headquarter: false })).toEqual({
      ok: false,
      refusal: "status",
      message: "No se puede cancelar una solicitud en estado vinculada",
    });
  });
});

describe("the courier app's buttons on a request", () => {
  it("cancel their own waiting request, accept or refuse a headquarter's invitation, nothing once answered", () => {
    expect(courierActionsFor({ status: "waiting", is_association: true, from_headquarter: false })).toEqual(["cancel"]);
    expect(courierActionsFor({ status: "waiting", is_association: true, from_headquarter: true })).toEqual(["accept", "refuse"]);
    expect(courierActionsFor({ status: "waiting", is_association: false, from_headquarter: true })).toEqual(["refuse"]);
    expect(courierActionsFor({ status: "in_progress", is_association: true, from_headquarter: false })).toEqual([]);
    expect(courierActionsFor({ status: "linked", is_association: true, from_headquarter: false })).toEqual([]);
  });
});
