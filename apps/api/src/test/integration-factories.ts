import type { Db } from "../db/client.js";
import { apiKeys, webhookDeliveries, webhookSubscriptions } from "../db/schema/index.js";
import { createUser } from "./factories.js";

/** A subscription of the headquarter to service creations, posting to a public test address. */
export async function createWebhookRow(db: Db, headquarterId: string) {
  const [row] = await db
    .insert(webhookSubscriptions)
    .values({ headquarterId, url: "https://hooks.example.com/despacho", events: ["service.created"], secret: "whsec_dGVzdA==" })
    .returning();
  return row;
}

/** Issue 26's resources in another headquarter, for the security suite. */
export const integrationResourceFactories: Record<string, (db: Db, headquarterId: string) => Promise<string>> = {
  webhook: async (db, headquarterId) => (await createWebhookRow(db, headquarterId)).id,
  "webhook-delivery": async (db, headquarterId) => {
    const hook = await createWebhookRow(db, headquarterId);
    const [row] = await db
      .insert(webhookDeliveries)
      .values({ subscriptionId: hook.id, headquarterId, event: "webhook.test", body: "{}", status: "delivered" })
      .returning();
    return row.id;
  },
  "api-key": async (db, headquarterId) => {
    const { user } = await createUser(db, { headquarterIds: [headquarterId], permissions: ["add_service"] });
    const [row] = await db
      .insert(apiKeys)
      .values({ headquarterId, name: "Otra sucursal", prefix: "dsp_x", keyHash: crypto.randomUUID(), permissions: [], createdBy: user.id })
      .returning();
    return row.id;
  },
};
