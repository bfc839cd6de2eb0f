import { describe, expect, it } from "vitest";
import type { Covenant } from "@despacho/domain";
import { counterpart, covenantTitle, statusLabel, storeLabel, termsLabel } from "./covenant-text";

const covenant: Covenant = {
  id: "c1",
  business_store: { id: "s1", name: "Sede Norte", business_name: "Panadería Aurora" },
  provider_store: { id: "s2", name: "Bodega Centro", business_name: "" },
  side: "provider",
  status: "pending",
  is_active: true,
  settings: { payment: "credit", discount_percentage: 10, note: "Pago quincenal" },
  created_at: "2026-11-23T15:00:00.000Z",
  answered_at: null,
  cancelled_at: null,
};

describe("covenant texts", () => {
  it("names a store with its business, and the other side from the caller's", () => {
    expect(storeLabel(covenant.business_store)).toBe("Sede Norte (Panadería Aurora)");
    expect(storeLabel(covenant.provider_store)).toBe("Bodega Centro");
    expect(counterpart(covenant).name).toBe("Sede Norte");
    expect(counterpart({ ...covenant, side: "client" }).name).toBe("Bodega Centro");
  });

  it("titles a covenant by the other side for a business, by both stores for staff", () => {
    expect(covenantTitle(covenant)).toBe("Sede Norte (Panadería Aurora)");
    expect(covenantTitle({ ...covenant, side: "client" })).toBe("Bodega Centro");
    expect(covenantTitle({ ...covenant, side: null })).toBe("Sede Norte (Panadería Aurora) → Bodega Centro");
  });

  it("calls a live covenant by its status and a cancelled one 'Cancelado'", () => {
    expect(statusLabel(covenant)).toBe("Pendiente");
    expect(statusLabel({ ...covenant, status: "accepted", is_active: false })).toBe("Cancelado");
    expect(statusLabel({ ...covenant, status: "refused", is_active: false })).toBe("Rechazado");
  });

  it("writes the terms out, without an empty note", () => {
    expect(termsLabel(covenant)).toBe("A crédito · 10 % de descuento · Pago quincenal");
    expect(termsLabel({ ...covenant, settings: { payment: "cash", discount_percentage: 0, note: "" } })).toBe(
      "De contado · 0 % de descuento",
    );
  });
});
