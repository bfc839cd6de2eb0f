import { and, eq, max, ne, sql } from "drizzle-orm";
import type { MassiveRowData } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { massiveFileRows } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import type { Geocoder } from "../../geocoder/index.js";
import { resolveRow, rowContext } from "../resolve-row.js";
import type { FileScope } from "../scope.js";
import { lockFile } from "./editable.js";

/** The dry run's "add one": checked as a file's row is, placed after the last line. Answers its id. */
export async function addRow(db: Db, geocoder: Geocoder, scope: FileScope, fileId: string, data: MassiveRowData): Promise<string> {
  const resolved = await resolveRow(await rowContext(db, scope.headquarterId, geocoder), data);
  return db.transaction(async (tx) => {
    await lockFile(tx, scope, fileId);
    const [{ last }] = await tx
      .select({ last: max(massiveFileRows.line) })
      .from(massiveFileRows)
      .where(eq(massiveFileRows.fileId, fileId));
    const [row] = await tx
      .insert(massiveFileRows)
      .values({ fileId, headquarterId: scope.headquarterId, line: (last ?? 1) + 1, data, ...resolved })
      .returning({ id: massiveFileRows.id });
    return row.id;
  });
}

async function rowOfScope(db: Db, scope: FileScope, id: string) {
  const [row] = await db
    .select({ fileId: massiveFileRows.fileId })
    .from(massiveFileRows)
    .where(and(eq(massiveFileRows.id, id), eq(massiveFileRows.headquarterId, scope.headquarterId)));
  if (!row) throw notFound();
  return row;
}

/** The dry run's "edit one": the row's cells replaced and checked again. */
export async function editRow(db: Db, geocoder: Geocoder, scope: FileScope, id: string, data: MassiveRowData): Promise<void> {
  const { fileId } = await rowOfScope(db, scope, id);
  const resolved = await resolveRow(await rowContext(db, scope.headquarterId, geocoder), data);
  await db.transaction(async (tx) => {
    await lockFile(tx, scope, fileId);
    await tx
      .update(massiveFileRows)
      .set({ data, ...resolved })
      .where(eq(massiveFileRows.id, id));
  });
}

export async function removeRow(db: Db, scope: FileScope, id: string): Promise<void> {
  const { fileId } = await rowOfScope(db, scope, id);
  await db.transaction(async (tx) => {
    await lockFile(tx, scope, fileId);
    await tx.delete(massiveFileRows).where(eq(massiveFileRows.id, id));
  });
}

/** "Drop the bad ones": every row with an error leaves the file; answers how many. */
export async function dropInvalidRows(db: Db, scope: FileScope, fileId: string): Promise<number> {
  return db.transaction(async (tx) => {
    await lockFile(tx, scope, fileId);
    const gone = await tx
      .delete(massiveFileRows)
      .where(and(eq(massiveFileRows.fileId, fileId), ne(massiveFileRows.errors, sql`'[]'::jsonb`)))
      .returning({ id: massiveFileRows.id });
    return gone.length;
  });
}
