import { describe, expect, it } from "vitest";
import { storeOffersType, typesForStore } from "./store-offers.js";

const types = [
  { uuid: "a", name: "Carga" },
  { uuid: "b", name: "Exprés" },
  { uuid: "c", name: "Mensajería" },
];

describe("the types a store offers", () => {
  it("narrows to the offered ones, in the given order", () => {
    expect(typesForStore(types, ["c", "a"]).map((t) => t.name)).toEqual(["Carga", "Mensajería"]);
  });

  it("keeps every type when the store offers none", () => {
    expect(typesForStore(types, []).map((t) => t.name)).toEqual(["Carga", "Exprés", "Mensajería"]);
  });

  it("refuses a type the store does not offer, and accepts any when it offers none", () => {
    expect(storeOffersType(["a"], "a")).toBe(true);
    expect(storeOffersType(["a"], "b")).toBe(false);
    expect(storeOffersType([], "b")).toBe(true);
  });

  it("offers nothing at a store whose offers are all of other types", () => {
    expect(typesForStore(types, ["z"])).toEqual([]);
  });
});
