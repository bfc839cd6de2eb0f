import turfArea from "@turf/area";
import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import kinks from "@turf/kinks";
import type { Feature, MultiPolygon, Polygon, Position } from "geojson";

/** A point as the product stores it. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

export type GeozoneShape = Pick<MultiPolygon, "type" | "coordinates">;

const feature = <G extends Polygon | MultiPolygon>(geometry: G): Feature<G> => ({ type: "Feature", properties: {}, geometry });

/** Whether the point lies inside the MultiPolygon (on its edge counts as inside). */
export function isInside(point: LatLng, shape: GeozoneShape): boolean {
  return booleanPointInPolygon([point.longitude, point.latitude], feature({ type: "MultiPolygon", coordinates: shape.coordinates }));
}

/** The area in square metres (geodesic, holes subtracted). */
export function areaM2(shape: GeozoneShape): number {
  return turfArea(feature({ type: "MultiPolygon", coordinates: shape.coordinates }));
}

export type ShapeProblem = "empty" | "open" | "tooFewPoints" | "selfIntersecting" | "noArea";

const samePosition = (a: Position | undefined, b: Position | undefined) => !!a && !!b && a[0] === b[0] && a[1] === b[1];

/**
 * What makes a drawn MultiPolygon unusable as a zone, or null: no polygon, a ring not closed or of fewer than 4
 * positions (a triangle closes on its first point), a ring that crosses itself, or no area at all.
 */
export function shapeProblem(shape: GeozoneShape): ShapeProblem | null {
  if (shape.coordinates.length === 0) return "empty";
  for (const polygon of shape.coordinates) {
    if (polygon.length === 0) return "empty";
    for (const ring of polygon) {
      if (ring.length < 4) return "tooFewPoints";
      if (!samePosition(ring[0], ring.at(-1))) return "open";
    }
    if (kinks(feature({ type: "Polygon", coordinates: polygon })).features.length > 0) return "selfIntersecting";
  }
  return areaM2(shape) > 0 ? null : "noArea";
}

/** The bounding box [west, south, east, north] of the shape. */
export function boundsOf(shape: GeozoneShape): [number, number, number, number] {
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const polygon of shape.coordinates)
    for (const ring of polygon)
      for (const [lng = 0, lat = 0] of ring) {
        west = Math.min(west, lng);
        east = Math.max(east, lng);
        south = Math.min(south, lat);
        north = Math.max(north, lat);
      }
  return [west, south, east, north];
}
