import { describe, expect, it } from "vitest";
import { escalationRows, moveStep, toggleStep } from "./escalation-order";

describe("escalationRows", () => {
  it("lists the used steps in order, then the unused, the desk last and fixed", () => {
    expect(escalationRows(["broadcast", "next_courier", "desk"])).toEqual([
      { step: "broadcast", text: "Difusión a todos", position: 1, fixed: false, canMoveUp: false, canMoveDown: true },
      { step: "next_courier", text: "Siguiente colaborador", position: 2, fixed: false, canMoveUp: true, canMoveDown: false },
      { step: "wider_radius", text: "Radio ampliado", position: null, fixed: false, canMoveUp: false, canMoveDown: false },
      { step: "desk", text: "Volver al escritorio como Por asignar", position: 3, fixed: true, canMoveUp: false, canMoveDown: false },
    ]);
  });
});

describe("moveStep", () => {
  it("swaps a step with its neighbour and keeps the desk last", () => {
    expect(moveStep(["next_courier", "wider_radius", "broadcast", "desk"], "broadcast", -1)).toEqual([
      "next_courier",
      "broadcast",
      "wider_radius",
      "desk",
    ]);
    expect(moveStep(["next_courier", "wider_radius", "broadcast", "desk"], "next_courier", 1)).toEqual([
      "wider_radius",
      "next_courier",
      "broadcast",
      "desk",
    ]);
  });

  it("never moves a step past either end", () => {
    expect(moveStep(["next_courier", "broadcast", "desk"], "next_courier", -1)).toEqual(["next_courier", "broadcast", "desk"]);
    expect(moveStep(["next_courier", "broadcast", "desk"], "broadcast", 1)).toEqual(["next_courier", "broadcast", "desk"]);
  });
});

describe("toggleStep", () => {
  it("takes a step in before the desk and leaves one out", () => {
    expect(toggleStep(["next_courier", "desk"], "broadcast", true)).toEqual(["next_courier", "broadcast", "desk"]);
    expect(toggleStep(["next_courier", "broadcast", "desk"], "next_courier", false)).toEqual(["broadcast", "desk"]);
  });
});
