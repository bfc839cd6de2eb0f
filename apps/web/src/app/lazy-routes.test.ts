import { describe, expect, it } from "vitest";
import { type AppRoute, preloadMatches, toRouteObjects } from "./lazy-routes";

function loader(name: string, loaded: string[]) {
  return async () => {
    loaded.push(name);
    return { Component: () => null };
  };
}

describe("lazy routes", () => {
  it("downloads the layout and the screen a path matches together, and nothing else", () => {
    const loaded: string[] = [];
    const routes: AppRoute[] = [
      {
        lazy: loader("app-layout", loaded),
        children: [
          { path: "/desktop", lazy: loader("desktop", loaded) },
          { path: "/services", lazy: loader("services", loaded) },
        ],
      },
      { lazy: loader("bare-layout", loaded), children: [{ path: "/select-headquarter", lazy: loader("select", loaded) }] },
    ];
    preloadMatches(toRouteObjects(routes), "/desktop");
    expect(loaded).toEqual(["app-layout", "desktop"]);
  });

  it("through a catch-all, downloads its route table and then the layout and screen the path matches in it", async () => {
    const loaded: string[] = [];
    const table = toRouteObjects([
      { lazy: loader("app-layout", loaded), children: [{ path: "/desktop", lazy: loader("desktop", loaded) }] },
      { path: "/services", lazy: loader("services", loaded) },
    ]);
    const routes = toRouteObjects([
      { path: "/login", element: null },
      {
        path: "*",
        lazyRoutes: async () => {
          loaded.push("route-table");
          return table;
        },
      },
    ]);
    await preloadMatches(routes, "/login");
    expect(loaded).toEqual([]);
    await preloadMatches(routes, "/desktop");
    expect(loaded).toEqual(["route-table", "app-layout", "desktop"]);
  });

  it("downloads nothing for a path no route matches", () => {
    const loaded: string[] = [];
    preloadMatches(toRouteObjects([{ path: "/desktop", lazy: loader("desktop", loaded) }]), "/nowhere");
    expect(loaded).toEqual([]);
  });
});
