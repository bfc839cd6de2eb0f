import type { Bounds, ServiceStatus } from "@despacho/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client.js";
import { affiliations, customers, messengers, paymentMethods, serviceHistory, services, serviceTypes, users } from "../db/schema/index.js";
import { recordEarning } from "../modules/payroll/index.js";
import { insertService } from "../modules/services/index.js";
import { HOURLY_DEMO_TYPE } from "./demo-catalog-data.js";

interface DemoHeadquarter {
  id: string;
  cityBounds: Bounds;
}

const STREETS = [
  "Calle 72 # 10-34",
  "Carrera 15 # 93-47",
  "Avenida 19 # 120-71",
  "Calle 26 # 68-35",
  "Carrera 7 # 32-16",
  "Calle 100 # 8A-55",
];
const DESCRIPTIONS = ["Recoger paquete en portería", "Entregar a la recepción", "Sobre con documentos", "Llamar al llegar"];
// Per status: how many demo services, and the path of actions that led there (history).
const PLAN: [ServiceStatus, number, string[]][] = [
  ["by_assign", 4, []],
  ["scheduled", 2, []],
  ["pending", 2, ["spread"]],
  ["assigned", 3, ["assign"]],
  ["in_progress", 3, ["assign", "start"]],
  ["finished", 4, ["assign", "start", "finish"]],
  ["cancelled", 2, ["cancel"]],
];
const ACTION_TO: Record<string, ServiceStatus> = {
  spread: "pending",
  assign: "assigned",
  start: "in_progress",
  finish: "finished",
  cancel: "cancelled",
};

/**
 * Demo services in every status for each headquarter (after the demo catalog). The business
 * user "negocio" owns a few of Bogotá's. Needs the catalog's service types and couriers.
 */
export async function seedDemoServices(db: Db | Tx, headquarterList: DemoHeadquarter[], now: Date = new Date()) {
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ["admin", "negocio"]));
  const admin = people.find((p) => p.username === "admin")?.id ?? null;
  const business = people.find((p) => p.username === "negocio")?.id ?? null;
  for (const [h, headquarter] of headquarterList.entries()) {
    const hq = headquarter.id;
    // One transaction client: one query at a time.
    const types = await db.select().from(serviceTypes).where(eq(serviceTypes.headquarterId, hq)).orderBy(asc(serviceTypes.name));
    const couriers = await db
      .select({ id: messengers.id })
      .from(messengers)
      .innerJoin(
        affiliations,
        and(eq(affiliations.messengerId, messengers.id), eq(affiliations.headquarterId, hq), eq(affiliations.isOnline, true)),
      )
      .orderBy(asc(messengers.createdAt), asc(messengers.id));
    const methods = await db.select().from(paymentMethods).where(eq(paymentMethods.headquarterId, hq));
    const clients = await db.select().from(customers).where(eq(customers.headquarterId, hq));
    if (types.length === 0) throw new Error("seedDemoServices needs the demo catalog (service types) first");
    const { north, south, east, west } = headquarter.cityBounds;
    const spot = (k: number) => ({
      latitude: south + ((k * 0.137) % 1) * (north - south),
      longitude: west + ((k * 0.291) % 1) * (east - west),
    });
    let n = 0;
    for (const [status, howMany, path] of PLAN) {
      for (let i = 0; i < howMany; i++, n++) {
        const type = types[n % types.length];
        const courier = path.includes("assign") && couriers.length ? couriers[n % couriers.length] : null;
        const client = clients.length ? clients[n % clients.length] : null;
        const scheduledAt = status === "scheduled" ? new Date(now.getTime() + (i + 1) * 24 * 3_600_000) : null;
        const createdBy = h === 0 && business && n % 5 === 0 ? business : admin;
        const row = await insertService(
          db as Tx,
          {
            headquarterId: hq,
            status: status === "scheduled" ? "scheduled" : "by_assign",
            typeId: type.id,
            name: client?.name ?? "Cliente de mostrador",
            phoneNumber: client?.phoneNumber ?? "+573001112233",
            isHourlyService: type.name === HOURLY_DEMO_TYPE,
            isScheduled: scheduledAt !== null,
            scheduledAt,
            operableAt: scheduledAt ? new Date(scheduledAt.getTime() - (type.maxTimeToOperateScheduledServices ?? 0) * 60_000) : null,
            paymentMethodId: methods[n % Math.max(methods.length, 1)]?.id ?? null,
            isPaymentVerified: status === "finished",
            customerId: client?.id ?? null,
            calculatedCost: type.baseCost + (n % 4) * 1500,
            requiredValue: n % 3 === 0 ? 20_000 : 0,
            completionData: status === "finished" ? { received_by: "Portería" } : null,
            tags: n % 4 === 0 ? ["urgente"] : [],
            createdBy,
          },
          [
            {
              position: 0,
              type: "origin",
              address: STREETS[n % STREETS.length],
              description: DESCRIPTIONS[n % DESCRIPTIONS.length],
              ...spot(n + 1),
            },
            { position: 1, type: "destination", address: STREETS[(n + 3) % STREETS.length], description: "", ...spot(n + 7) },
          ],
          createdBy,
        );
        let from = row.status;
        for (const action of path) {
          const to = ACTION_TO[action];
          const data = action === "assign" ? { from_messenger: null, to_messenger: courier?.id ?? null } : {};
          await db.insert(serviceHistory).values({ serviceId: row.id, userId: admin, action, fromStatus: from, toStatus: to, data });
          from = to;
        }
        if (path.length)
          await db
            .update(services)
            .set({ status, messengerId: courier?.id ?? null })
            .where(eq(services.id, row.id));
        // A finished demo service earns its courier what the headquarter pays (payroll and the courier app show it).
        if (status === "finished") await recordEarning(db as Tx, row.id, now);
      }
    }
  }
}
