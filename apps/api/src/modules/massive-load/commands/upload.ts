import { eq } from "drizzle-orm";
import { MASSIVE_LOAD_MESSAGES as M } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { jobs, massiveFiles } from "../../../db/schema/index.js";
import { badRequest } from "../../../errors.js";
import { assertSpreadsheet } from "../read-file.js";
import { type FileScope, VALIDATE_KIND } from "../scope.js";

/** Keeps the file as it came and queues its reading and checking (commands/validate.ts); answers its id. */
export async function uploadMassiveFile(db: Db, scope: FileScope, upload: { file?: Buffer; name?: string }): Promise<string> {
  const { file } = upload;
  if (!file || file.length === 0) throw badRequest("file", M.fileMissing);
  assertSpreadsheet(file);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(massiveFiles)
      .values({ headquarterId: scope.headquarterId, name: upload.name ?? "carga-masiva", content: file, createdBy: scope.userId })
      .returning({ id: massiveFiles.id });
    const [job] = await tx
      .insert(jobs)
      .values({ kind: VALIDATE_KIND, headquarterId: scope.headquarterId, userId: scope.userId, payload: { file: created.id } })
      .returning({ id: jobs.id });
    await tx.update(massiveFiles).set({ validateJobId: job.id }).where(eq(massiveFiles.id, created.id));
    return created.id;
  });
}
