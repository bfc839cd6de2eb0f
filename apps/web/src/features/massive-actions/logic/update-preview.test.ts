import { describe, expect, it } from "vitest";
import { updateBody, updatePreview } from "./update-preview";

const service = { calculated_cost: 9000, required_value: 0, tags: ["urgente"], is_payment_verified: false };

describe("the massive update's preview and body", () => {
  it("shows each chosen field before and after, and nothing else", () => {
    expect(updatePreview(service, { calculated_cost: 12000 })).toBe("Costo $\u00a09.000 → $\u00a012.000");
    expect(updatePreview(service, { tags: [{ uuid: "t1", name: "frágil" }], is_payment_verified: true })).toBe(
      "Etiquetas urgente → frágil · Pago verificado No → Sí",
    );
    expect(updatePreview({ ...service, tags: [] }, { tags: [] })).toBe("Etiquetas sin etiquetas → sin etiquetas");
    expect(updatePreview(service, {})).toBe("");
  });

  it("sends the tags by id, an empty list to remove them, and nothing when nothing is chosen", () => {
    expect(updateBody({ tags: [{ uuid: "t1", name: "frágil" }], is_payment_verified: false })).toEqual({
      changes: { tags: ["t1"], is_payment_verified: false },
    });
    expect(updateBody({ tags: [] })).toEqual({ changes: { tags: [] } });
    expect(updateBody({})).toBeNull();
  });
});
