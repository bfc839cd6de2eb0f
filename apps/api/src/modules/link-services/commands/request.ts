import { and, eq } from "drizzle-orm";
import { LINK_SERVICE_MESSAGES, type LinkServiceRequest, serviceCreateSchema } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { serviceTypes } from "../../../db/schema/index.js";
import { badRequest } from "../../../errors.js";
import { surchargesOf } from "../../service-types/index.js";
import { createService, systemScope } from "../../services/index.js";
import { trackingTokenOf } from "../../tracking/index.js";
import { activeLink } from "../queries/links.js";

const offered = (choices: { uuid: string }[], id: string) => choices.some((c) => c.uuid === id);

/**
 * spec §7 POST /services/create-anonymous/: a customer's request through a link becomes a service of the link's
 * headquarter, of one of its types and payment methods, priced by the server (the type's base and surcharges);
 * the answer is where to follow it, never the service's id.
 */
export async function requestService(db: Db, request: LinkServiceRequest) {
  const found = await activeLink(db, request.token);
  const { link } = found;
  if (!offered(found.service_types, request.type)) throw badRequest("type", LINK_SERVICE_MESSAGES.typeNotOffered);
  const methods = found.payment_methods;
  if (request.payment_method === null && methods.length > 0) throw badRequest("payment_method", LINK_SERVICE_MESSAGES.paymentMethod);
  if (request.payment_method !== null && !offered(methods, request.payment_method)) {
    throw badRequest("payment_method", LINK_SERVICE_MESSAGES.paymentNotOffered);
  }
  const [type] = await db
    .select()
    .from(serviceTypes)
    .where(and(eq(serviceTypes.id, request.type), eq(serviceTypes.headquarterId, link.headquarterId)));
  const located = request.locations.every((l) => l.latitude !== null && l.longitude !== null);
  const price = await surchargesOf(db, link.headquarterId, null, type, {
    value: null,
    customer: null,
    surcharge_identifier: null,
    is_round_trip: false,
    distance_surcharge_locations: located ? request.locations.map((l) => ({ latitude: l.latitude ?? 0, longitude: l.longitude ?? 0 })) : [],
  });
  const service = await createService(
    db,
    systemScope(link.headquarterId),
    serviceCreateSchema.parse({
      name: request.name,
      phone_number: request.phone_number,
      type: request.type,
      payment_method: request.payment_method,
      required_value: request.required_value,
      calculated_cost: price.calculated_cost,
      locations: request.locations,
    }),
  );
  const token = await trackingTokenOf(db, service.uuid, link.id);
  return { consecutive: service.consecutive, tracking_token: token };
}
