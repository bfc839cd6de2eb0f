import { count, eq } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.js";
import { queueGeozones } from "../../../db/schema/index.js";

/** How many queued zones the headquarter has (spec §4: a queued service mode needs one). */
export async function queuedGeozoneCount(db: Db | Tx, headquarterId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(queueGeozones).where(eq(queueGeozones.headquarterId, headquarterId));
  return row?.n ?? 0;
}
