import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { jobs, massiveFileRows, massiveFiles, services, users } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import type { Window } from "../../../pagination.js";
import type { FileScope } from "../scope.js";

const invalid = sql`${massiveFileRows.errors} <> '[]'::jsonb`;
const tally = (where?: SQL) =>
  sql<number>`(select count(*) from ${massiveFileRows} where ${massiveFileRows.fileId} = ${massiveFiles.id}${where ? sql` and ${where}` : sql``})`.mapWith(
    Number,
  );

/** A file with its counts and the progress of its running job (the confirmation's once there is one). */
const fileColumns = {
  id: massiveFiles.id,
  name: massiveFiles.name,
  status: massiveFiles.status,
  error: massiveFiles.error,
  createdAt: massiveFiles.createdAt,
  confirmedAt: massiveFiles.confirmedAt,
  creator: { firstName: users.firstName, lastName: users.lastName },
  jobProgress: jobs.progress,
  rows: tally(),
  invalidRows: tally(invalid),
  createdServices: tally(sql`${massiveFileRows.serviceId} is not null`),
};
export type FileRow = Awaited<ReturnType<typeof selectFiles>>[number];

const selectFiles = (db: Db, where: SQL | undefined) =>
  db
    .select(fileColumns)
    .from(massiveFiles)
    .leftJoin(users, eq(users.id, massiveFiles.createdBy))
    .leftJoin(jobs, eq(jobs.id, sql`coalesce(${massiveFiles.confirmJobId}, ${massiveFiles.validateJobId})`))
    .where(where);

export async function listFiles(db: Db, scope: FileScope, win: Window) {
  const where = eq(massiveFiles.headquarterId, scope.headquarterId);
  const [rows, [{ total }]] = await Promise.all([
    selectFiles(db, where).orderBy(desc(massiveFiles.createdAt)).limit(win.limit).offset(win.offset),
    db.select({ total: count() }).from(massiveFiles).where(where),
  ]);
  return { rows, total };
}

export async function findFile(db: Db, scope: FileScope, id: string) {
  const [file] = await selectFiles(db, and(eq(massiveFiles.id, id), eq(massiveFiles.headquarterId, scope.headquarterId)));
  if (!file) throw notFound();
  return file;
}

const rowColumns = {
  id: massiveFileRows.id,
  fileId: massiveFileRows.fileId,
  line: massiveFileRows.line,
  data: massiveFileRows.data,
  errors: massiveFileRows.errors,
  calculatedCost: sql<number | null>`(${massiveFileRows.service} ->> 'calculated_cost')::int`,
  serviceId: services.id,
  consecutive: services.consecutive,
};
export type RowOfFile = Awaited<ReturnType<typeof selectRows>>[number];

const selectRows = (db: Db, where: SQL | undefined) =>
  db.select(rowColumns).from(massiveFileRows).leftJoin(services, eq(services.id, massiveFileRows.serviceId)).where(where);

/** The dry run's table: the file's rows in the file's order, only those with errors when asked. */
export async function listRows(db: Db, scope: FileScope, fileId: string, win: Window, onlyInvalid: boolean) {
  await findFile(db, scope, fileId);
  const where = and(eq(massiveFileRows.fileId, fileId), onlyInvalid ? invalid : undefined);
  const [rows, [{ total }]] = await Promise.all([
    selectRows(db, where).orderBy(asc(massiveFileRows.line)).limit(win.limit).offset(win.offset),
    db.select({ total: count() }).from(massiveFileRows).where(where),
  ]);
  return { rows, total };
}

export async function findRow(db: Db, scope: FileScope, id: string) {
  const [row] = await selectRows(db, and(eq(massiveFileRows.id, id), eq(massiveFileRows.headquarterId, scope.headquarterId)));
  if (!row) throw notFound();
  return row;
}
