import { z } from "zod";
import { shapeProblem } from "../geo/geometry.js";
import { GEOZONE_MESSAGES, GEOZONE_NAME_MAX, GEOZONE_POINTS_MAX } from "../geo/geozone-messages.js";
import { pageQuerySchema } from "./common.js";

const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const pointCount = (coordinates: number[][][][]) => coordinates.flat(2).length;

/** spec §3 Geozone polygon: a GeoJSON MultiPolygon that closes, does not cross itself and encloses an area. */
export const multiPolygonSchema = z
  .object({ type: z.literal("MultiPolygon"), coordinates: z.array(z.array(z.array(position))) })
  .superRefine((shape, ctx) => {
    if (pointCount(shape.coordinates) > GEOZONE_POINTS_MAX) {
      ctx.addIssue({ code: "custom", message: GEOZONE_MESSAGES.tooManyPoints });
      return;
    }
    const problem = shapeProblem(shape);
    if (problem) ctx.addIssue({ code: "custom", message: GEOZONE_MESSAGES.shape[problem] });
  });
export type MultiPolygonInput = z.infer<typeof multiPolygonSchema>;

export const geozoneInputSchema = z
  .object({
    name: z.string().trim().min(1, GEOZONE_MESSAGES.required).max(GEOZONE_NAME_MAX, GEOZONE_MESSAGES.nameTooLong),
    polygon: multiPolygonSchema,
  })
  .strict();
export type GeozoneInput = z.infer<typeof geozoneInputSchema>;
export const geozonePatchSchema = geozoneInputSchema.partial().strict();

export const geozoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  polygon: z.object({ type: z.literal("MultiPolygon"), coordinates: z.array(z.array(z.array(z.array(z.number())))) }),
  area_m2: z.number(),
  used_to_queue: z.boolean(),
  used_to_activation: z.boolean(),
  created_at: z.string(),
});
export type Geozone = z.infer<typeof geozoneSchema>;

const flag = z.enum(["true", "false"]).transform((value) => value === "true");
export const geozoneListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(GEOZONE_NAME_MAX).optional(),
  used_to_queue: flag.optional(),
  used_to_activation: flag.optional(),
});

/** spec §3 Queue geo zone (and the zones where a courier must be to go online): a geozone picked for the purpose. */
export const pickedGeozoneInputSchema = z.object({ geo_zone: z.uuid() }).strict();
export const pickedGeozoneSchema = z.object({ id: z.string(), geo_zone: geozoneSchema, created_at: z.string() });
export type PickedGeozone = z.infer<typeof pickedGeozoneSchema>;

/** issue 12: a courier waiting in a queued zone's queue (GET /api/queue-geo-zones/{id}/messengers/), first in first out. */
export const queueMessengerSchema = z.object({
  position: z.number().int(),
  uuid: z.string(),
  full_name: z.string(),
  /** The courier's username, the name the couriers know each other by. */
  nickname: z.string(),
  image_url: z.string().nullable(),
  entered_at: z.string(),
});
export type QueueMessenger = z.infer<typeof queueMessengerSchema>;
export const queueMessengersSchema = z.object({ count: z.number().int(), results: z.array(queueMessengerSchema) });

/** issue 22, spec §7 GET /users/messengers/geozone-locations/: an online courier whose last location lies in a geozone. */
export const geozoneLocationMessengerSchema = z.object({
  uuid: z.string(),
  full_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** A service assigned or in progress keeps the courier busy (the queue's rule, QUEUE_BUSY_STATUSES). */
  busy: z.boolean(),
  /** The courier's place in the zone's queue (from 1) when the zone is queued and the courier waits in it. */
  queue_position: z.number().int().nullable(),
});
export type GeozoneLocationMessenger = z.infer<typeof geozoneLocationMessengerSchema>;
/** Each geozone of the headquarter, by name, with the online couriers inside it (queue order first, then by name). */
export const geozoneLocationsSchema = z.array(
  z.object({
    geozone: z.object({ id: z.string(), name: z.string() }),
    /** The queue_geo_zones id when the zone is queued. */
    queue_geo_zone: z.string().nullable(),
    messengers: z.array(geozoneLocationMessengerSchema),
  }),
);
export type GeozoneLocations = z.infer<typeof geozoneLocationsSchema>;
