import type { FastifyInstance } from "fastify";
import { DEFAULT_TIME_ZONE } from "@despacho/domain";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.js";
import { headquarters } from "../../../db/schema/index.js";

/** The headquarter's time zone (spec §3 settings time_zone, decision 014): its days and wall-clock times. */
export async function timeZoneOf(db: Db | Tx, headquarterId: string): Promise<string> {
  const [hq] = await db
    .select({ zone: sql<string | null>`${headquarters.settings}->>'time_zone'` })
    .from(headquarters)
    .where(eq(headquarters.id, headquarterId));
  return hq?.zone ?? DEFAULT_TIME_ZONE;
}

/** timeZoneOf kept with the headquarter's cached reads: a settings change retires it with them. */
export const cachedTimeZoneOf = (app: FastifyInstance, headquarterId: string) =>
  app.headquarterCache.answer(headquarterId, "time-zone", () => timeZoneOf(app.db, headquarterId));
