import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { type activationGeozones, geozones, type queueGeozones } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import type { Window } from "../../../pagination.js";
import { type GeozoneRecord, geozoneSelection } from "./geozones.js";

export type PickedTable = typeof queueGeozones | typeof activationGeozones;
export type PickedRecord = { picked: { id: string; createdAt: Date }; geozone: GeozoneRecord };

const pickedOf = (db: Db, table: PickedTable) =>
  db
    .select({ id: table.id, createdAt: table.createdAt, ...geozoneSelection })
    .from(table)
    .innerJoin(geozones, eq(geozones.id, table.geozoneId));

const toRecord = ({ id, createdAt, ...geozone }: { id: string; createdAt: Date } & GeozoneRecord): PickedRecord => ({
  picked: { id, createdAt },
  geozone,
});

/** The headquarter's zones picked for a queue (or for the activation), oldest first. */
export async function listPicked(db: Db, table: PickedTable, headquarterId: string, win: Window) {
  const where = eq(table.headquarterId, headquarterId);
  const [rows, [counted]] = await Promise.all([
    pickedOf(db, table).where(where).orderBy(asc(table.createdAt), asc(table.id)).limit(win.limit).offset(win.offset),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows: rows.map(toRecord), total: counted?.total ?? 0 };
}

export async function loadPicked(db: Db, table: PickedTable, headquarterId: string, id: string): Promise<PickedRecord> {
  const [row] = await pickedOf(db, table).where(and(eq(table.headquarterId, headquarterId), eq(table.id, id)));
  if (!row) throw notFound();
  return toRecord(row);
}
