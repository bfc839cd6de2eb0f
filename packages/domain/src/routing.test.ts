import { describe, expect, it } from "vitest";
import { decideRoute, findRoute, pageTitle, ROUTES, type RoutingContext } from "./routing.js";

const base: RoutingContext = {
  pathname: "/charges",
  authenticated: true,
  headquarterSelected: true,
  roles: ["view_employment_menu"],
  firstAllowedPath: "/charges",
  rememberedUrl: null,
};

describe("decideRoute (spec §2.1)", () => {
  it("renders public routes without a session", () => {
    expect(decideRoute({ ...base, pathname: "/login", authenticated: false })).toEqual({ kind: "render" });
    expect(decideRoute({ ...base, pathname: "/not-found", authenticated: false })).toEqual({ kind: "render" });
  });
  it("sends an unauthenticated user on a protected route to /login remembering it", () => {
    expect(decideRoute({ ...base, authenticated: false })).toEqual({ kind: "redirect", to: "/login", remember: "/charges" });
  });
  it("sends a user without headquarter to /select-headquarter, and back to / once chosen", () => {
    expect(decideRoute({ ...base, headquarterSelected: false })).toMatchObject({ to: "/select-headquarter" });
    expect(decideRoute({ ...base, pathname: "/select-headquarter", headquarterSelected: false })).toEqual({ kind: "render" });
    expect(decideRoute({ ...base, pathname: "/select-headquarter" })).toMatchObject({ to: "/" });
    expect(decideRoute({ ...base, pathname: "/select-headquarter", rememberedUrl: "/profile" })).toMatchObject({ to: "/profile" });
  });
  it("redirects / to the first allowed menu entry, else /forbidden", () => {
    expect(decideRoute({ ...base, pathname: "/" })).toMatchObject({ to: "/charges" });
    expect(decideRoute({ ...base, pathname: "/", firstAllowedPath: null })).toMatchObject({ to: "/forbidden" });
  });
  it("sends unknown paths to /not-found", () => {
    expect(decideRoute({ ...base, pathname: "/no-such-page" })).toMatchObject({ to: "/not-found" });
  });
  it("denies a user without roles to /login remembering the wanted URL", () => {
    expect(decideRoute({ ...base, roles: [] })).toEqual({ kind: "redirect", to: "/login", remember: "/charges" });
  });
  it("denies a user with other roles to the remembered URL, or /not-found", () => {
    expect(decideRoute({ ...base, roles: ["view_map_menu"] })).toMatchObject({ to: "/not-found" });
    expect(decideRoute({ ...base, roles: ["view_map_menu"], rememberedUrl: "/profile" })).toMatchObject({ to: "/profile" });
  });
  it("titles pages with the product name or Admin", () => {
    expect(pageTitle(ROUTES.charges)).toBe("Despacho | Cargos");
    expect(pageTitle(undefined)).toBe("Admin");
  });
});

describe("findRoute with :id segments (spec §2.2 /customers/{id}/edit)", () => {
  it("matches a pattern route by segment and keeps exact routes first", () => {
    expect(findRoute("/customers/7b0e7a52-1c1f-4c55-9d0a-2f4f1f6c1a11/edit")).toBe(ROUTES.customersEdit);
    expect(findRoute("/customers/abc/edit/")).toBe(ROUTES.customersEdit);
    expect(findRoute("/customers/new")).toBe(ROUTES.customersNew);
    expect(findRoute("/customers")).toBe(ROUTES.customers);
  });
  it("does not match empty or extra segments", () => {
    expect(findRoute("/customers//edit")).toBeUndefined();
    expect(findRoute("/customers/abc/edit/more")).toBeUndefined();
    expect(findRoute("/customers/abc")).toBeUndefined();
  });
  it("applies the route's permission to the matched path", () => {
    const ctx = { ...base, pathname: "/customers/abc/edit", firstAllowedPath: "/customers" };
    expect(decideRoute({ ...ctx, roles: ["change_anonymouscustomer"] })).toEqual({ kind: "render" });
    expect(decideRoute({ ...ctx, roles: ["view_anonymouscustomer"] })).toMatchObject({ to: "/not-found" });
  });
});
