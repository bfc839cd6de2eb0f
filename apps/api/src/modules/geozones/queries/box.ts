import { and, gte, lte } from "drizzle-orm";
import { geozones } from "../../../db/schema/index.js";

/** The geozones whose bounding box holds the point: the index's cheap test before the polygon's own (isInside). */
export const boxHolds = (point: { latitude: number; longitude: number }) =>
  and(
    lte(geozones.west, point.longitude),
    gte(geozones.east, point.longitude),
    lte(geozones.south, point.latitude),
    gte(geozones.north, point.latitude),
  );
