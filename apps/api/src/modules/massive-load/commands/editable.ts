import { and, eq } from "drizzle-orm";
import { MASSIVE_LOAD_MESSAGES as M, type MassiveFileStatus } from "@despacho/domain";
import type { Tx } from "../../../db/client.js";
import { massiveFiles } from "../../../db/schema/index.js";
import { AppError, notFound } from "../../../errors.js";
import type { FileScope } from "../scope.js";

const NOT_EDITABLE: Partial<Record<MassiveFileStatus, string>> = {
  validating: M.notValidated,
  failed: M.unreadableFile,
  confirming: M.alreadyConfirmed,
  confirmed: M.alreadyConfirmed,
};

/** The headquarter's file, locked; its dry run may change only once validated and before it is confirmed (409). */
export async function lockFile(tx: Tx, scope: FileScope, id: string, { editable = true } = {}) {
  const [file] = await tx
    .select()
    .from(massiveFiles)
    .where(and(eq(massiveFiles.id, id), eq(massiveFiles.headquarterId, scope.headquarterId)))
    .for("update");
  if (!file) throw notFound();
  const refusal = editable ? NOT_EDITABLE[file.status] : undefined;
  if (refusal) throw new AppError("CONFLICT", refusal);
  return file;
}
