import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.js";
import { serviceTracking } from "../../../db/schema/index.js";

/** An unguessable public token: 32 random bytes in base64url (43 characters). */
export const newPublicToken = () => randomBytes(32).toString("base64url");

/**
 * The service's tracking token, made on first need (a link's request, the first customer message); a link given
 * later is kept beside it. Idempotent: the consumers may ask again for the same service.
 */
export async function trackingTokenOf(db: Db | Tx, serviceId: string, linkServiceId: string | null = null): Promise<string> {
  const [row] = await db
    .insert(serviceTracking)
    .values({ serviceId, token: newPublicToken(), linkServiceId })
    .onConflictDoUpdate({
      target: serviceTracking.serviceId,
      set: { linkServiceId: sql`coalesce(excluded.link_service_id, ${serviceTracking.linkServiceId})` },
    })
    .returning({ token: serviceTracking.token });
  return row.token;
}
