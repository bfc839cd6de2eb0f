import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.js";
import { linkServices, serviceTypes } from "../db/schema/index.js";

/** A link of the headquarter offering one new type (or the given ones); overrides win. */
export async function createLinkRow(db: Db, headquarterId: string, overrides: Partial<typeof linkServices.$inferInsert> = {}) {
  const typeIds = overrides.serviceTypeIds ?? [
    (
      await db
        .insert(serviceTypes)
        .values({ headquarterId, name: `Tipo ${randomBytes(3).toString("hex")}`, baseCost: 5000 })
        .returning()
    )[0].id,
  ];
  const [row] = await db
    .insert(linkServices)
    .values({
      name: "Enlace de prueba",
      token: randomBytes(32).toString("base64url"),
      ...overrides,
      headquarterId,
      serviceTypeIds: typeIds,
    })
    .returning();
  return row;
}

/** A customer's request through the link (POST /api/services/create-anonymous/), Ana Gómez's unless overridden. */
export function requestThroughLink(app: FastifyInstance, link: { token: string; serviceTypeIds: string[] }, overrides: object = {}) {
  return app.inject({
    method: "POST",
    url: "/api/services/create-anonymous/",
    payload: {
      token: link.token,
      name: "Ana Gómez",
      phone_number: "3001234567",
      type: link.serviceTypeIds[0],
      locations: [
        { type: "origin", address: "Calle 72 # 10-34", description: "Portería", latitude: 4.65, longitude: -74.06 },
        { type: "destination", address: "Carrera 15 # 93-47", latitude: 4.7, longitude: -74.06 },
      ],
      ...overrides,
    },
  });
}

/** Factories for the security suite: `access.resource` of the link routes. */
export const linkResourceFactories: Record<string, (db: Db, headquarterId: string) => Promise<string>> = {
  "link-service": async (db, headquarterId) => (await createLinkRow(db, headquarterId)).id,
};
