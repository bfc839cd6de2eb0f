import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { serviceFiles, serviceHistory } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import type { Storage } from "../../../storage/storage.js";
import { findAttachedFile } from "../queries/attached-file.js";
import type { Scope } from "../scope.js";

/**
 * spec §7 DELETE /attached-file/{id}/: the row goes with a history entry in one transaction, then the stored object
 * (a failure to remove it leaves an unreachable object behind, never a row without its file).
 */
export async function removeAttachedFile(db: Db, storage: Storage, scope: Scope, id: string): Promise<void> {
  const file = await db.transaction(async (tx) => {
    const { status } = await findAttachedFile(tx, scope, id);
    // Two removals at once: the second deletes nothing and answers 404.
    const [file] = await tx.delete(serviceFiles).where(eq(serviceFiles.id, id)).returning();
    if (!file) throw notFound();
    await tx.insert(serviceHistory).values({
      serviceId: file.serviceId,
      userId: scope.userId,
      apiKeyId: scope.apiKeyId,
      action: "remove_file",
      fromStatus: status,
      toStatus: status,
      data: { name: file.name, size: file.size },
    });
    return file;
  });
  await storage.remove(file.storageKey);
}
