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

  it("downloads nothing for a path no route matches", () => {
    const loaded: string[] = [];
    preloadMatches(toRouteObjects([{ path: "/desktop", lazy: loader("desktop", loaded) }]), "/nowhere");
    expect(loaded).toEqual([]);
  });
});
