import { describe, expect, it } from "vitest";
import { renumberPriorityGroups } from "./covenant.js";

const numbered = (map: Map<string, number>) => [...map].sort((a, b) => a[1] - b[1]).map(([id]) => id);

describe("a store's priority groups (spec §3 priority group)", () => {
  it("moves a group to its new place, the others keeping their order, numbered 1, 2, 3 again", () => {
    expect(numbered(renumberPriorityGroups(["a", "b", "c"], "c", 1))).toEqual(["c", "a", "b"]);
    expect(numbered(renumberPriorityGroups(["a", "b", "c"], "a", 2))).toEqual(["b", "a", "c"]);
    expect([...renumberPriorityGroups(["a", "b", "c"], "b", 1)]).toEqual([
      ["b", 1],
      ["a", 2],
      ["c", 3],
    ]);
  });
  it("puts a group asked past the last one last", () => {
    expect(numbered(renumberPriorityGroups(["a", "b", "c"], "a", 9))).toEqual(["b", "c", "a"]);
  });
  it("closes the gap a deleted group leaves", () => {
    expect([...renumberPriorityGroups(["a", "b", "c"], "a", null)]).toEqual([
      ["b", 1],
      ["c", 2],
    ]);
  });
});
