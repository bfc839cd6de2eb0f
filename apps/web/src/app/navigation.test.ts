import { describe, expect, it } from "vitest";
import { NAVIGATION } from "./navigation";

describe("the side menu (spec §2.2)", () => {
  it("has each group once, so a header such as 'Colaboradores' never shows twice", () => {
    const groups = NAVIGATION.filter((entry) => entry.type === "group");
    expect(groups.map((g) => g.title)).toEqual([...new Set(groups.map((g) => g.title))]);
    expect(groups.map((g) => g.id)).toEqual([...new Set(groups.map((g) => g.id))]);
  });

  it("lists the activation history with the other courier screens", () => {
    const collaborators = NAVIGATION.find((entry) => entry.id === "collaborators");
    expect(collaborators?.children?.map((c) => c.title)).toEqual([
      "Activos",
      "En des-afiliación",
      "Desafiliados",
      "Historial de activación",
    ]);
  });
});
