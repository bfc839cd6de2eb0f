import { randomBytes, randomUUID } from "node:crypto";
import type { ServiceStatus } from "@despacho/domain";
import type { Db, Tx } from "../db/client.js";
import { jobs, serviceFiles, type services, serviceTypes } from "../db/schema/index.js";
import { insertService } from "../modules/services/index.js";
import { REPORT_KIND } from "../modules/services/index.js";

type ServiceInsert = typeof services.$inferInsert;

/** A service (and a service type when none is given) in the headquarter; overrides win. */
export async function createServiceRow(db: Db, headquarterId: string, overrides: Partial<ServiceInsert> = {}) {
  const typeId =
    overrides.typeId ??
    (
      await db
        .insert(serviceTypes)
        .values({ headquarterId, name: `Tipo ${randomBytes(3).toString("hex")}`, baseCost: 5000 })
        .returning()
    )[0].id;
  const status: ServiceStatus = overrides.status ?? "by_assign";
  return db.transaction((tx: Tx) =>
    insertService(
      tx,
      { name: "Cliente de prueba", phoneNumber: "+573001234567", calculatedCost: 8000, ...overrides, headquarterId, typeId, status },
      [
        { position: 0, type: "origin", address: "Calle 72 # 10-34", description: "Portería", latitude: 4.65, longitude: -74.06 },
        { position: 1, type: "destination", address: "Carrera 15 # 93-47", description: "", latitude: 4.68, longitude: -74.05 },
      ],
      overrides.createdBy ?? null,
    ),
  );
}

/** Factories for the security suite: `access.resource` of the service routes. */
export const serviceResourceFactories: Record<string, (db: Db, headquarterId: string) => Promise<string>> = {
  service: async (db, headquarterId) => (await createServiceRow(db, headquarterId)).id,
  "service-report": async (db, headquarterId) =>
    (
      await db
        .insert(jobs)
        .values({ kind: REPORT_KIND, headquarterId, status: "done", progress: 100, result: { rows: 0 } })
        .returning()
    )[0].id,
  "attached-file": async (db, headquarterId) => {
    const service = await createServiceRow(db, headquarterId);
    const [file] = await db
      .insert(serviceFiles)
      .values({
        serviceId: service.id,
        name: "remision.pdf",
        storageKey: `services/${randomUUID()}.pdf`,
        size: 10,
        contentType: "application/pdf",
      })
      .returning();
    return file.id;
  },
};
