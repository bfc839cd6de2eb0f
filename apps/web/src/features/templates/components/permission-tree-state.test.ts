import { PERMISSION_TREE } from "@despacho/domain";
import { describe, expect, it } from "vitest";
import { groupState, toggleGroup, togglePermission } from "./permission-tree-state";

const routes = PERMISSION_TREE.find((group) => group.id === "routes");
if (!routes) throw new Error("the catalogue has a Rutas de servicios group");

describe("permission tree (template editor)", () => {
  it("a group is unchecked with none, indeterminate with some and checked with all of its permissions", () => {
    expect(groupState([], routes)).toBe("unchecked");
    expect(groupState(["add_route", "view_desktop_menu"], routes)).toBe("indeterminate");
    expect(groupState(["view_route", "add_route", "change_route", "delete_route", "add_services_to_route"], routes)).toBe("checked");
  });

  it("clicking an unchecked or indeterminate group checks all of it, keeping the other groups", () => {
    expect(toggleGroup(["view_desktop_menu", "change_route"], routes)).toEqual([
      "view_desktop_menu",
      "view_route",
      "add_route",
      "change_route",
      "delete_route",
      "add_services_to_route",
    ]);
  });

  it("clicking a checked group unchecks all of it and nothing else", () => {
    const all = ["view_tag", "view_route", "add_route", "change_route", "delete_route", "add_services_to_route"];
    expect(toggleGroup(all, routes)).toEqual(["view_tag"]);
  });

  it("a permission toggles alone and the list stays in the catalogue's order", () => {
    expect(togglePermission(["view_route"], "view_desktop_menu")).toEqual(["view_desktop_menu", "view_route"]);
    expect(togglePermission(["view_desktop_menu", "view_route"], "view_desktop_menu")).toEqual(["view_route"]);
  });
});
