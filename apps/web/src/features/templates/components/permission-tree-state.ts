import { PERMISSION_TREE, type PermissionGroup } from "@despacho/domain";

export type GroupState = "checked" | "indeterminate" | "unchecked";

const CATALOG_ORDER = PERMISSION_TREE.flatMap((group) => group.permissions.map((p) => p.codename as string));

/** The codenames in the catalogue's order, each once (what the template saves). */
const ordered = (selected: Iterable<string>) => {
  const chosen = new Set(selected);
  return CATALOG_ORDER.filter((codename) => chosen.has(codename));
};

/** A group's checkbox: checked when all of its permissions are, indeterminate when some are. */
export function groupState(selected: readonly string[], group: PermissionGroup): GroupState {
  const count = group.permissions.filter((p) => selected.includes(p.codename)).length;
  if (count === 0) return "unchecked";
  return count === group.permissions.length ? "checked" : "indeterminate";
}

/** Clicking a group: a full group is emptied, any other is filled. */
export function toggleGroup(selected: readonly string[], group: PermissionGroup): string[] {
  const codenames = group.permissions.map((p) => p.codename as string);
  if (groupState(selected, group) === "checked") return ordered(selected.filter((c) => !codenames.includes(c)));
  return ordered([...selected, ...codenames]);
}

export function togglePermission(selected: readonly string[], codename: string): string[] {
  return selected.includes(codename) ? ordered(selected.filter((c) => c !== codename)) : ordered([...selected, codename]);
}
