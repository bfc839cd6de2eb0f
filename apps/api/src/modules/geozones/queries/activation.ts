import { boxHolds } from "./box.js";
import { and, eq } from "drizzle-orm";
import { GEOZONE_MESSAGES, isInside } from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { activationGeozones, geozones, messengers } from "../../../db/schema/index.js";

/**
 * Why the courier may not go online in the headquarter by where they are, or null: when the headquarter has
 * activation zones, the courier's latest location must lie in one of them (none: anywhere).
 */
export async function activationRefusal(db: Db | Tx, headquarterId: string, messengerId: string): Promise<string | null> {
  const [zone] = await db
    .select({ id: activationGeozones.id })
    .from(activationGeozones)
    .where(eq(activationGeozones.headquarterId, headquarterId))
    .limit(1);
  if (!zone) return null;
  const [courier] = await db
    .select({ latitude: messengers.latitude, longitude: messengers.longitude })
    .from(messengers)
    .where(eq(messengers.id, messengerId));
  if (courier?.latitude == null || courier.longitude == null) return GEOZONE_MESSAGES.noLocation;
  const point = { latitude: courier.latitude, longitude: courier.longitude };
  const around = await db
    .select({ polygon: geozones.polygon })
    .from(activationGeozones)
    .innerJoin(geozones, eq(geozones.id, activationGeozones.geozoneId))
    .where(and(eq(activationGeozones.headquarterId, headquarterId), boxHolds(point)));
  return around.some((z) => isInside(point, z.polygon)) ? null : GEOZONE_MESSAGES.outsideActivation;
}
