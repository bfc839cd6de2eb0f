import { describe, expect, it } from "vitest";
import { couriersHint, isFull, namedCouriers, withCourier, withoutCourier } from "./covenant-couriers";

const fifty = Array.from({ length: 50 }, (_, i) => `c${i}`);

describe("the couriers a covenant names (issue 22)", () => {
  it("counts them up to 50 and says what to do at the limit", () => {
    expect(couriersHint([])).toBe("0 de 50 colaboradores");
    expect(couriersHint(["c1", "c2"])).toBe("2 de 50 colaboradores");
    expect(isFull(fifty.slice(1))).toBe(false);
    expect(isFull(fifty)).toBe(true);
    expect(couriersHint(fifty)).toBe("Máximo 50 colaboradores: quite uno para agregar otro");
  });

  it("keeps the covenant's order, names each by what is known and marks one no longer linked", () => {
    const known = [
      { uuid: "c1", full_name: "Ana Ruiz", image_url: null },
      { uuid: "c2", full_name: "Luis Pardo", image_url: null },
      { uuid: "c1", full_name: "Ana Ruiz", image_url: "https://cdn.despacho.test/ana.jpg" },
    ];
    expect(namedCouriers(["c1", "c3", "c2"], known)).toEqual([
      { uuid: "c1", full_name: "Ana Ruiz", image_url: "https://cdn.despacho.test/ana.jpg" },
      { uuid: "c3", full_name: "Colaborador que ya no está en la sucursal", image_url: null },
      { uuid: "c2", full_name: "Luis Pardo", image_url: null },
    ]);
  });

  it("adds at the end once, and removes", () => {
    expect(withCourier(["c1"], "c2")).toEqual(["c1", "c2"]);
    expect(withCourier(["c1", "c2"], "c1")).toEqual(["c1", "c2"]);
    expect(withoutCourier(["c1", "c2", "c3"], "c2")).toEqual(["c1", "c3"]);
  });
});
