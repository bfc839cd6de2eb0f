import { describe, expect, it } from "vitest";
import { storeFormSchema, storeFormValues } from "./store-form";

describe("the store form", () => {
  it("sends the chosen cities as their location area ids, once each", () => {
    const values = {
      ...storeFormValues(null),
      name: " Centro ",
      active_cities: [
        { id: 11001, name: "Bogotá" },
        { id: 25175, name: "Chía" },
        { id: 11001, name: "Bogotá" },
      ],
    };
    expect(storeFormSchema.parse(values)).toEqual({
      name: "Centro",
      address: "",
      active_cities: [11001, 25175],
      service_listing_order: -1,
    });
  });

  it("starts from the store as it is, its cities with their names", () => {
    const store = {
      id: "s1",
      name: "Norte",
      address: "Calle 1",
      active_cities: [{ id: 25754, name: "Soacha" }],
      service_listing_order: 1 as const,
    };
    expect(storeFormValues(store)).toEqual({
      name: "Norte",
      address: "Calle 1",
      active_cities: [{ id: 25754, name: "Soacha" }],
      service_listing_order: 1,
    });
  });

  it("refuses a store without a name, in Spanish", () => {
    const result = storeFormSchema.safeParse(storeFormValues(null));
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["name", "Campo requerido"]]);
  });
});
