import { describe, expect, it } from "vitest";
import { inRouteOrder } from "./route-order";

const BUNDLE_A = "9b1c0b9e-0000-4000-8000-00000000000a";
const BUNDLE_B = "9b1c0b9e-0000-4000-8000-00000000000b";
const alone = (uuid: string) => ({ uuid, order: null });
const stop = (uuid: string, bundle: string, at: number, of: number) => ({ uuid, order: { uuid: bundle, stop: at, stops: of } });

describe("inRouteOrder", () => {
  it("keeps services taken alone oldest first", () => {
    expect(inRouteOrder([alone("s1"), alone("s2")]).map((s) => s.uuid)).toEqual(["s1", "s2"]);
  });

  it("puts a bundle's services together in route order where its oldest stands", () => {
    const list = [alone("s1"), stop("far", BUNDLE_A, 3, 3), alone("s2"), stop("near", BUNDLE_A, 1, 3), stop("mid", BUNDLE_A, 2, 3)];
    expect(inRouteOrder(list).map((s) => s.uuid)).toEqual(["s1", "near", "mid", "far", "s2"]);
  });

  it("keeps two bundles apart, each in its own route order", () => {
    const list = [stop("a2", BUNDLE_A, 2, 2), stop("b2", BUNDLE_B, 2, 2), stop("b1", BUNDLE_B, 1, 2), stop("a1", BUNDLE_A, 1, 2)];
    expect(inRouteOrder(list).map((s) => s.uuid)).toEqual(["a1", "a2", "b1", "b2"]);
  });
});
