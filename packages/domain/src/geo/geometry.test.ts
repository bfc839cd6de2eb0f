import { describe, expect, it } from "vitest";
import { multiPolygonSchema } from "../schemas/geozone.js";
import { areaM2, boundsOf, isInside, shapeProblem } from "./geometry.js";

// A square of Chapinero (about 1.1 km a side) with a square hole in the middle, and a second square further north.
const chapinero = [
  [
    [-74.07, 4.64],
    [-74.06, 4.64],
    [-74.06, 4.65],
    [-74.07, 4.65],
    [-74.07, 4.64],
  ],
  [
    [-74.066, 4.644],
    [-74.064, 4.644],
    [-74.064, 4.646],
    [-74.066, 4.646],
    [-74.066, 4.644],
  ],
];
const usaquen = [
  [
    [-74.04, 4.69],
    [-74.03, 4.69],
    [-74.03, 4.7],
    [-74.04, 4.7],
    [-74.04, 4.69],
  ],
];
const zone = { type: "MultiPolygon" as const, coordinates: [chapinero, usaquen] };
// A ring whose sides cross in the middle.
const bowTie = [
  [
    [-74.07, 4.64],
    [-74.06, 4.65],
    [-74.06, 4.64],
    [-74.07, 4.65],
    [-74.07, 4.64],
  ],
];

describe("point in a MultiPolygon", () => {
  it("finds a point inside either polygon, and not in the hole nor outside", () => {
    expect(isInside({ latitude: 4.642, longitude: -74.068 }, zone)).toBe(true);
    expect(isInside({ latitude: 4.695, longitude: -74.035 }, zone)).toBe(true);
    expect(isInside({ latitude: 4.645, longitude: -74.065 }, zone)).toBe(false);
    expect(isInside({ latitude: 4.6, longitude: -74.1 }, zone)).toBe(false);
  });
});

describe("area and bounds", () => {
  it("measures both squares less the hole, in square metres", () => {
    // By hand on a sphere of 6,378,137 m: each 0.01° square at 4.6°–4.7° N is about 1,113 m × 1,109 m (1.234 km²),
    // the hole 0.049 km²: 2.42 km². Thousands of m² as turf measures it:
    expect(Math.round(areaM2(zone) / 1000)).toBe(2_415);
    expect(boundsOf(zone)).toEqual([-74.07, 4.64, -74.03, 4.7]);
  });
});

describe("a usable shape", () => {
  it("accepts closed, simple polygons", () => {
    expect(shapeProblem(zone)).toBeNull();
  });
  it("names what is wrong: nothing drawn, a ring left open, too few points, a bow tie, no area", () => {
    expect(shapeProblem({ type: "MultiPolygon", coordinates: [] })).toBe("empty");
    expect(
      shapeProblem({
        type: "MultiPolygon",
        coordinates: [
          [
            [
              [-74.07, 4.64],
              [-74.06, 4.64],
              [-74.06, 4.65],
              [-74.07, 4.65],
            ],
          ],
        ],
      }),
    ).toBe("open");
    expect(
      shapeProblem({
        type: "MultiPolygon",
        coordinates: [
          [
            [
              [-74.07, 4.64],
              [-74.06, 4.64],
              [-74.07, 4.64],
            ],
          ],
        ],
      }),
    ).toBe("tooFewPoints");
    expect(shapeProblem({ type: "MultiPolygon", coordinates: [bowTie] })).toBe("selfIntersecting");
    const line = [
      [
        [-74.07, 4.64],
        [-74.06, 4.64],
        [-74.05, 4.64],
        [-74.07, 4.64],
      ],
    ];
    expect(shapeProblem({ type: "MultiPolygon", coordinates: [line] })).toBe("noArea");
  });
  it("gives the Spanish message of each problem through the schema", () => {
    const result = multiPolygonSchema.safeParse({ type: "MultiPolygon", coordinates: [bowTie] });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["El polígono no puede cruzarse consigo mismo"]);
    const empty = multiPolygonSchema.safeParse({ type: "MultiPolygon", coordinates: [] });
    expect(empty.error?.issues.map((i) => i.message)).toEqual(["Dibuje al menos un polígono en el mapa"]);
    const offEarth = multiPolygonSchema.safeParse({
      type: "MultiPolygon",
      coordinates: [
        [
          [
            [-200, 4.64],
            [-74.06, 4.64],
            [-74.06, 4.65],
            [-200, 4.64],
          ],
        ],
      ],
    });
    expect(offEarth.success).toBe(false);
  });
});
