import type { ServiceType } from "@despacho/domain";
import { describe, expect, it } from "vitest";
import { typesOffered } from "./offered-types";

const type = (uuid: string, name: string) => ({ uuid, name }) as ServiceType;
const chosen = (id: string, name: string) => ({ id: `c-${id}`, service_type: { id, name } });

describe("the types a business panel offers", () => {
  it("keeps only the chosen ones, in the provider's order", () => {
    const all = [type("a", "Carga"), type("b", "Exprés"), type("c", "Mensajería")];
    expect(typesOffered(all, [chosen("c", "Mensajería"), chosen("a", "Carga")])?.map((t) => t.name)).toEqual(["Carga", "Mensajería"]);
  });

  it("offers nothing while either list is loading, and nothing when none was chosen", () => {
    expect(typesOffered(undefined, [])).toBeUndefined();
    expect(typesOffered([type("a", "Carga")], undefined)).toBeUndefined();
    expect(typesOffered([type("a", "Carga")], [])).toEqual([]);
  });
});
