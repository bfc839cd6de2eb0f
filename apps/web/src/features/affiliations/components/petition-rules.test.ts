import { describe, expect, it } from "vitest";
import { canEditCollaborator, petitionButtonsFor } from "./petition-buttons";
import { petitionModeOf, petitionTabs } from "./petition-tabs";

const ALL = [
  "accept_association_petition",
  "refuse_association_petition",
  "verify_association_petition",
  "cancel_association_petition",
  "confirm_disassociation_petition",
  "refuse_disassociation_petition",
  "cancel_disassociation_petition",
  "change_messenger",
];

describe("status tabs (spec §2.4)", () => {
  it("association hides unlinked", () => {
    expect(petitionTabs("association")).toEqual(["waiting", "in_progress", "linked", "refuse", "cancelled"]);
  });
  it("disassociation hides in_progress and linked", () => {
    expect(petitionTabs("disassociation")).toEqual(["waiting", "refuse", "unlinked", "cancelled"]);
  });
  it("the history shows every status", () => {
    expect(petitionTabs("history")).toEqual(["waiting", "in_progress", "linked", "refuse", "unlinked", "cancelled"]);
  });
  it("reads the mode from the path (spec §2.1)", () => {
    expect(petitionModeOf("/request/association")).toBe("association");
    expect(petitionModeOf("/request/disassociation")).toBe("disassociation");
    expect(petitionModeOf("/request/history")).toBe("history");
  });
});

describe("detail buttons from the rule table (spec §4)", () => {
  const labels = (status: string, is_association: boolean, from_headquarter: boolean, roles = ALL) =>
    petitionButtonsFor({ status: status as "waiting", is_association, from_headquarter }, roles).map((b) => b.label);

  it("a courier's waiting association: Aceptar and Rechazar", () => {
    expect(labels("waiting", true, false)).toEqual(["Aceptar", "Rechazar"]);
  });
  it("an association in progress: Rechazar and Verificar", () => {
    expect(labels("in_progress", true, false)).toEqual(["Rechazar", "Verificar"]);
  });
  it("the company's own waiting invitation: only Cancelar solicitud", () => {
    expect(labels("waiting", true, true)).toEqual(["Cancelar solicitud"]);
  });
  it("a courier's waiting disassociation: Confirmar and Rechazar", () => {
    expect(labels("waiting", false, false)).toEqual(["Confirmar", "Rechazar"]);
  });
  it("nothing on a closed request or without the codenames", () => {
    expect(labels("linked", true, false)).toEqual([]);
    expect(labels("waiting", true, false, ["view_membership_menu"])).toEqual([]);
  });
  it("reject and cancel ask for confirmation; the others don't", () => {
    const buttons = petitionButtonsFor({ status: "in_progress", is_association: true, from_headquarter: false }, ALL);
    expect(buttons.map((b) => [b.label, b.confirm ?? null, b.success])).toEqual([
      ["Rechazar", "¿Está seguro de rechazar la solicitud?", "Rechazado correctamente"],
      ["Verificar", null, "Verificado correctamente"],
    ]);
  });
  it("the collaborator form is editable only in progress with change_messenger", () => {
    expect(canEditCollaborator({ status: "in_progress", is_association: true, from_headquarter: false }, ALL)).toBe(true);
    expect(canEditCollaborator({ status: "waiting", is_association: true, from_headquarter: false }, ALL)).toBe(false);
    expect(
      canEditCollaborator({ status: "in_progress", is_association: true, from_headquarter: false }, ["verify_association_petition"]),
    ).toBe(false);
  });
});
