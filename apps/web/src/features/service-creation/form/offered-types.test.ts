import type { ServiceType } from "@despacho/domain";
import { describe, expect, it } from "vitest";
import { typesOffered } from "./offered-types";

const type = (uuid: string, name: string) => ({ uuid, name }) as ServiceType;
const chosen = (id: string, name: string) => ({ id: `c-${id}`, service_type: { id, name } });
const offer = (id: string, name: string) => ({
  id: `o-${id}`,
  business_store: "s1",
  user_to_service_type: `c-${id}`,
  service_type: { id, name },
});
const all = [type("a", "Carga"), type("b", "Exprés"), type("c", "Mensajería")];

describe("the types a business panel offers", () => {
  it("keeps only the chosen ones, in the provider's order", () => {
    expect(typesOffered(all, [chosen("c", "Mensajería"), chosen("a", "Carga")], null)?.map((t) => t.name)).toEqual(["Carga", "Mensajería"]);
  });

  it("offers nothing while either list is loading, and nothing when none was chosen", () => {
    expect(typesOffered(undefined, [], null)).toBeUndefined();
    expect(typesOffered([type("a", "Carga")], undefined, null)).toBeUndefined();
    expect(typesOffered([type("a", "Carga")], [], null)).toEqual([]);
  });

  it("narrows to the chosen store's offers when it has any", () => {
    const picked = [chosen("a", "Carga"), chosen("b", "Exprés"), chosen("c", "Mensajería")];
    expect(typesOffered(all, picked, [offer("c", "Mensajería"), offer("b", "Exprés")])?.map((t) => t.name)).toEqual([
      "Exprés",
      "Mensajería",
    ]);
  });

  it("keeps every chosen type at a store that offers none, and waits for the store's offers", () => {
    const picked = [chosen("a", "Carga"), chosen("c", "Mensajería")];
    expect(typesOffered(all, picked, [])?.map((t) => t.name)).toEqual(["Carga", "Mensajería"]);
    expect(typesOffered(all, picked, undefined)).toBeUndefined();
  });
});
