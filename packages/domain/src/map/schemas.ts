import { z } from "zod";
import { serviceStatusSchema } from "../services/status-schema.js";
import { COURIER_MAP_STATES } from "./courier-state.js";

/** A service as a courier's card on the map lists it. */
export const mapCourierServiceSchema = z.object({ uuid: z.string(), consecutive: z.number().int(), status: serviceStatusSchema });

/** GET /api/locations/: one linked courier of the headquarter with its latest point (null before its first). */
export const mapCourierSchema = z.object({
  uuid: z.string(),
  full_name: z.string(),
  nickname: z.string(),
  image_url: z.string().nullable(),
  phone_number: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  location_at: z.string().nullable(),
  using_fake_location: z.boolean(),
  is_online: z.boolean(),
  blocked: z.boolean(),
  state: z.enum(COURIER_MAP_STATES),
  services: z.array(mapCourierServiceSchema),
});
export type MapCourier = z.infer<typeof mapCourierSchema>;

/** An open service of the headquarter with its located origin and destinations. */
export const mapServiceSchema = mapCourierServiceSchema.extend({
  messenger: z.string().nullable(),
  locations: z.array(
    z.object({
      type: z.enum(["origin", "destination"]),
      position: z.number().int(),
      address: z.string(),
      latitude: z.number(),
      longitude: z.number(),
    }),
  ),
});
export type MapService = z.infer<typeof mapServiceSchema>;

/** The most open services the map draws (newest first); the desk lists the rest. */
export const MAP_SERVICES_MAX = 1_000;

export const liveMapSchema = z.object({ messengers: z.array(mapCourierSchema), services: z.array(mapServiceSchema) });
export type LiveMap = z.infer<typeof liveMapSchema>;

/** GET /api/maps/style/: the tile style MAP_STYLE_URL names, or null (the built-in offline style is drawn). */
export const mapStyleSchema = z.object({ style_url: z.string().nullable() });
