import type { Db } from "../db/client.js";
import { excludedWorkingHours, messengerBlocks, messengerWorkingHours, workingHours } from "../db/schema/index.js";
import { createCourier } from "./courier-factories.js";

/** resourceFactories of the blocks and hours routes: a row of the given headquarter (with a courier of it). */
export const blockScheduleResourceFactories: Record<string, (db: Db, headquarterId: string) => Promise<string>> = {
  messengerBlock: async (db, headquarterId) => {
    const courier = await createCourier(db, { headquarterIds: [headquarterId] });
    const [row] = await db
      .insert(messengerBlocks)
      .values({ messengerId: courier.id, headquarterId, reason: "Bloqueo de prueba" })
      .returning();
    return row.id;
  },
  workingHour: async (db, headquarterId) => {
    const [row] = await db.insert(workingHours).values({ headquarterId, weekday: 1, startsAt: "08:00", endsAt: "12:00" }).returning();
    return row.id;
  },
  messengerWorkingHour: async (db, headquarterId) => {
    const courier = await createCourier(db, { headquarterIds: [headquarterId] });
    const [row] = await db
      .insert(messengerWorkingHours)
      .values({ messengerId: courier.id, headquarterId, weekday: 2, startsAt: "08:00", endsAt: "12:00" })
      .returning();
    return row.id;
  },
  excludedHour: async (db, headquarterId) => {
    const courier = await createCourier(db, { headquarterIds: [headquarterId] });
    const [row] = await db
      .insert(excludedWorkingHours)
      .values({
        messengerId: courier.id,
        headquarterId,
        startsAt: new Date("2030-01-01T13:00:00Z"),
        endsAt: new Date("2030-01-01T15:00:00Z"),
      })
      .returning();
    return row.id;
  },
};
