import { and, eq } from "drizzle-orm";
import { ROUTE_MESSAGES, type ServiceRouteInput, serviceRouteInputSchema } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { routes } from "../../../db/schema/index.js";
import { AppError, notFound, refusingDuplicates } from "../../../errors.js";

const duplicateCode = () =>
  new AppError("DUPLICATE_NAME", ROUTE_MESSAGES.duplicateCode, [{ field: "code", message: ROUTE_MESSAGES.duplicateCode }]);

export async function createRoute(db: Db, headquarterId: string, input: ServiceRouteInput) {
  const { code, name, is_closed } = serviceRouteInputSchema.parse(input);
  const [row] = await refusingDuplicates(
    db.insert(routes).values({ headquarterId, code, name, isClosed: is_closed }).returning(),
    duplicateCode,
  );
  return row;
}

export async function updateRoute(db: Db, headquarterId: string, id: string, input: ServiceRouteInput) {
  const { code, name, is_closed } = serviceRouteInputSchema.parse(input);
  const [row] = await refusingDuplicates(
    db
      .update(routes)
      .set({ code, name, isClosed: is_closed })
      .where(and(eq(routes.id, id), eq(routes.headquarterId, headquarterId)))
      .returning(),
    duplicateCode,
  );
  if (!row) throw notFound();
  return row;
}

/** The route goes with its stops; its services stay as they are. */
export async function deleteRoute(db: Db, headquarterId: string, id: string) {
  const [row] = await db
    .delete(routes)
    .where(and(eq(routes.id, id), eq(routes.headquarterId, headquarterId)))
    .returning({ id: routes.id });
  if (!row) throw notFound();
}
