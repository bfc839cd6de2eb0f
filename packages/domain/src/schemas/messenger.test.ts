import { describe, expect, it } from "vitest";
import { isLinkedAffiliation, LINKED_AFFILIATION_STATUSES } from "../couriers/affiliation.js";
import { messengerStanding } from "./catalog.js";
import {
  messengerLocationsQuerySchema,
  messengerPatchSchema,
  messengerPaymentInputSchema,
  messengerSettingsPatchSchema,
} from "./messenger.js";

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("courier PATCH (spec §5 collaborator fields)", () => {
  it("changes at least one known field, with the §5 messages", () => {
    expect(messengerPatchSchema.safeParse({}).success).toBe(false);
    expect(messengerPatchSchema.safeParse({ rating: 5 }).success).toBe(false);
    expect(messengerPatchSchema.parse({ first_name: " Ana ", phone_number: "300 123 4567" })).toEqual({
      first_name: "Ana",
      phone_number: "+573001234567",
    });
    expect(messagesOf(messengerPatchSchema.safeParse({ first_name: "x".repeat(31), email: "ana@" }))).toEqual({
      first_name: "Máximo 30 caracteres",
      email: "Formato de email no válido",
    });
  });
});

describe("settings and payments", () => {
  it("settings take payroll_paid, never a balance (the payroll ledger's sum)", () => {
    expect(messengerSettingsPatchSchema.parse({ payroll_paid: true })).toEqual({ payroll_paid: true });
    expect(messengerSettingsPatchSchema.safeParse({ payroll_paid: true, balance: 15000 }).success).toBe(false);
    expect(messengerSettingsPatchSchema.safeParse({ balance: 15000 }).success).toBe(false);
    expect(messengerSettingsPatchSchema.safeParse({}).success).toBe(false);
  });

  it("a payment needs an amount above 0 and a known method", () => {
    expect(messengerPaymentInputSchema.parse({ amount: 20000, method: "cash" })).toEqual({ amount: 20000, method: "cash" });
    expect(messagesOf(messengerPaymentInputSchema.safeParse({ amount: 0, method: "bitcoin" }))).toEqual({
      amount: "El valor debe ser mayor a 0",
      method: "Seleccione el medio de pago",
    });
    expect(messagesOf(messengerPaymentInputSchema.safeParse({ amount: Number.NaN, method: "cash" }))).toEqual({
      amount: "Campo requerido",
    });
  });
});

describe("locations query (spec §2.4 tracking dialog)", () => {
  it("sorts by '-1' or '1' and refuses a range that ends before it starts", () => {
    expect(messengerLocationsQuerySchema.safeParse({ sort: "-1" }).success).toBe(true);
    expect(messengerLocationsQuerySchema.safeParse({ sort: "desc" }).success).toBe(false);
    const backwards = messengerLocationsQuerySchema.safeParse({ from: "2026-11-23T10:00:00-05:00", to: "2026-11-23T09:00:00-05:00" });
    expect(messagesOf(backwards)).toEqual({ from: "La fecha inicial debe ser anterior a la final" });
  });
});

describe("linked couriers (spec §4)", () => {
  it("counts affiliated and in disaffiliation as linked, not disaffiliated", () => {
    expect([...LINKED_AFFILIATION_STATUSES]).toEqual(["affiliated", "in_disaffiliation"]);
    expect(isLinkedAffiliation("in_disaffiliation")).toBe(true);
    expect(isLinkedAffiliation("disaffiliated")).toBe(false);
  });
});

describe("a courier's standing on the desk (spec §4 blocks)", () => {
  it("never calls a blocked courier 'disponible'", () => {
    expect(messengerStanding({ status: "Desconectado", is_available: true, blocked: true })).toBe("Desconectado · bloqueado");
    expect(messengerStanding({ status: "Conectado", is_available: true, blocked: false })).toBe("Conectado · disponible");
    expect(messengerStanding({ status: "Conectado", is_available: false, blocked: false })).toBe("Conectado");
  });
});
