import type { Db } from "../db/client.js";
import { jobs, massiveFileRows, massiveFiles } from "../db/schema/index.js";
import { MASSIVE_ACTION_KIND } from "../modules/massive-actions/index.js";

/** A validated massive-load file of the headquarter with one row. */
async function massiveFile(db: Db, headquarterId: string) {
  const [file] = await db
    .insert(massiveFiles)
    .values({ headquarterId, name: "carga.csv", content: Buffer.from("Nombre del cliente\r\n"), status: "validated" })
    .returning();
  const data = {
    name: "Ana Ríos",
    phone_number: "3001234567",
    type: "Mensajería",
    origin_address: "Museo del Oro",
    origin_description: "Portería",
    destination_address: "Parque Nacional",
    destination_description: "",
    required_value: "0",
    payment_method: "",
    internal_identifier: "",
    route_code: "",
    is_round_trip: "No",
    scheduled_at: "",
  };
  const [row] = await db.insert(massiveFileRows).values({ fileId: file.id, headquarterId, line: 2, data }).returning();
  return { fileId: file.id, rowId: row.id };
}

/** Factories for the security suite: `access.resource` of the massive-load routes. */
export const massiveResourceFactories: Record<string, (db: Db, headquarterId: string) => Promise<string>> = {
  "massive-file": async (db, headquarterId) => (await massiveFile(db, headquarterId)).fileId,
  "massive-file-row": async (db, headquarterId) => (await massiveFile(db, headquarterId)).rowId,
  "massive-action": (db, headquarterId) => massiveActionFactory(db, headquarterId),
};

/** A finished massive action of the headquarter (a jobs row). */
export const massiveActionFactory = async (db: Db, headquarterId: string) =>
  (
    await db
      .insert(jobs)
      .values({
        kind: MASSIVE_ACTION_KIND,
        headquarterId,
        status: "done",
        progress: 100,
        payload: { action: "novelty", services: [], fields: {} },
        result: { updated: [], refused: [] },
      })
      .returning()
  )[0].id;
