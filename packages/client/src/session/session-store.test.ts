import { beforeAll, describe, expect, it } from "vitest";
import { configureClient } from "../client-config.js";
import { clearSession, getSession, setHeadquarter, setTokens, subscribeSession } from "./session-store.js";

// A platform without localStorage (the courier app on a phone) passes its own storage.
const stored = new Map<string, string>([
  ["despacho.access", "access-0"],
  ["despacho.refresh", "refresh-0"],
]);

beforeAll(() => {
  configureClient({
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    },
  });
});

describe("the session over a storage the app passes", () => {
  it("starts from what that storage already held", () => {
    expect(getSession()).toEqual({ access: "access-0", refresh: "refresh-0", headquarter: null });
  });

  it("keeps new tokens and the chosen headquarter there, telling its listeners each time", () => {
    let heard = 0;
    const stop = subscribeSession(() => heard++);
    setTokens("access-1", "refresh-1");
    setHeadquarter("hq-bogota");
    stop();
    expect(heard).toBe(2);
    expect(Object.fromEntries(stored)).toEqual({
      "despacho.access": "access-1",
      "despacho.refresh": "refresh-1",
      "despacho.headquarter": "hq-bogota",
    });
    expect(getSession()).toEqual({ access: "access-1", refresh: "refresh-1", headquarter: "hq-bogota" });
  });

  it("empties it on sign-out", () => {
    clearSession();
    expect(stored.size).toBe(0);
    expect(getSession()).toEqual({ access: null, refresh: null, headquarter: null });
  });
});
