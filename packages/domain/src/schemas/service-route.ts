import { z } from "zod";
import { PAGE_SIZE } from "../constants.js";
import { serviceStatusSchema } from "../services/status-schema.js";
import { pageQuerySchema, requiredText, uuidSchema } from "./common.js";
import { messengerRefSchema } from "./messenger-ref.js";

// issue 25, spec §2.2 /service-routes, /assign-services, /view-services/{uuid}/; §3 routes; §9 page sizes.
/** The same limit as a service's route_code (the creation panel's 'Código de ruta'). */
export const ROUTE_CODE_MAX = 50;
export const ROUTE_NAME_MAX = 100;
/** How many services one call adds, and one route holds. */
export const ROUTE_SERVICES_MAX = 100;
/** A service's origin and up to this many destinations: a route's stops stay under ROUTE_SERVICES_MAX × 11. */
export const ROUTE_STOPS_MAX = 1100;
/** spec §9: manage route, view services: 25; the lite services list: 20, page 1. */
export const ROUTE_PAGE_SIZE = PAGE_SIZE.history;
export const LITE_SERVICES_PAGE_SIZE = 20;

export const ROUTE_MESSAGES = {
  deleteConfirm: "¿Está seguro de eliminar la ruta?",
  duplicateCode: "Ya existe una ruta con ese código",
  inAnotherRoute: (consecutive: number, code: string) => `El servicio #${consecutive} ya está en la ruta ${code}`,
  closedService: (consecutive: number) => `El servicio #${consecutive} está finalizado o cancelado`,
  withoutCoordinates: (consecutive: number) => `El servicio #${consecutive} tiene direcciones sin coordenadas en el mapa`,
  pickupFirst: (consecutive: number) => `La recogida del servicio #${consecutive} debe ir antes de sus entregas`,
  sameStops: "El orden debe incluir cada parada de la ruta una sola vez",
  full: `Una ruta tiene como máximo ${ROUTE_SERVICES_MAX} servicios`,
  empty: "La ruta no tiene servicios para asignar",
  sorted: "Ruta ordenada",
  assigned: "Ruta asignada",
} as const;

export const serviceRouteInputSchema = z
  .object({
    code: requiredText(ROUTE_CODE_MAX),
    name: requiredText(ROUTE_NAME_MAX),
    /** A closed route comes back to its first stop; an open one ends at its last. */
    is_closed: z.boolean().default(false),
  })
  .strict();
export type ServiceRouteInput = z.input<typeof serviceRouteInputSchema>;

export const routeStopKindSchema = z.enum(["pickup", "dropoff"]);
export const ROUTE_STOP_KIND_LABELS = { pickup: "Recogida", dropoff: "Entrega" } as const;

export const routeStopSchema = z.object({
  uuid: z.string(),
  kind: routeStopKindSchema,
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  service: z.object({ uuid: z.string(), consecutive: z.number().int(), name: z.string(), status: serviceStatusSchema }),
});
export type ServiceRouteStop = z.infer<typeof routeStopSchema>;

export const serviceRouteSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  is_closed: z.boolean(),
  messenger: messengerRefSchema.nullable(),
  services_count: z.number().int(),
  stops_count: z.number().int(),
  /** Great-circle kilometres of the stops in their order, and the minutes at the average speed. */
  distance_km: z.number(),
  minutes: z.number().int(),
  created_at: z.string(),
});
export type ServiceRoute = z.infer<typeof serviceRouteSchema>;

export const serviceRouteDetailSchema = serviceRouteSchema.extend({ stops: z.array(routeStopSchema) });
export type ServiceRouteDetail = z.infer<typeof serviceRouteDetailSchema>;

export const serviceRouteListQuerySchema = pageQuerySchema.extend({ q: z.string().trim().max(ROUTE_NAME_MAX).optional() }).strict();

export const routeServicesInputSchema = z
  .object({ services: z.array(uuidSchema).min(1, { error: "Elija al menos un servicio" }).max(ROUTE_SERVICES_MAX) })
  .strict();

/** A hand-made order: every stop of the route once. */
export const routeStopsOrderSchema = z.object({ stops: z.array(uuidSchema).min(1).max(ROUTE_STOPS_MAX) }).strict();

export const routeAssignInputSchema = z.object({ messenger: uuidSchema }).strict();

/** spec §9 lite services list: what the route builder offers to add (its own code's services first). */
export const routeCandidateSchema = z.object({
  uuid: z.string(),
  consecutive: z.number().int(),
  name: z.string(),
  status: serviceStatusSchema,
  route_code: z.string().nullable(),
  origin_address: z.string(),
});
export type RouteCandidate = z.infer<typeof routeCandidateSchema>;

export const routeCandidatesQuerySchema = pageQuerySchema.extend({ q: z.string().trim().max(ROUTE_NAME_MAX).optional() }).strict();
