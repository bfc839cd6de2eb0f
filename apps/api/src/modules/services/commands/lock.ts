import { and, eq } from "drizzle-orm";
import type { Tx } from "../../../db/client.js";
import { services } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import { inScope, type Scope } from "../scope.js";

/** SELECT … FOR UPDATE inside the caller's transaction; another headquarter's id is a 404. */
export async function lockService(tx: Tx, scope: Scope, id: string) {
  const [row] = await tx
    .select()
    .from(services)
    .where(and(eq(services.id, id), inScope(scope)))
    .for("update");
  if (!row) throw notFound();
  return row;
}
