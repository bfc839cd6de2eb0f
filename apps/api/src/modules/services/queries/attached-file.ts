import { and, eq } from "drizzle-orm";
import type { AttachedFileUrl } from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { serviceFiles, services } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import { SIGNED_URL_SECONDS, type Storage } from "../../../storage/storage.js";
import { inScope, type Scope } from "../scope.js";

/** A file of a service in the caller's scope (its headquarter; a business user's own services), or 404. */
export async function findAttachedFile(db: Db | Tx, scope: Scope, id: string) {
  const [row] = await db
    .select({ file: serviceFiles, status: services.status })
    .from(serviceFiles)
    .innerJoin(services, eq(services.id, serviceFiles.serviceId))
    .where(and(eq(serviceFiles.id, id), inScope(scope)));
  if (!row) throw notFound();
  return row;
}

/** spec §7 GET /attached-file/{id}/get-url/: a signed address of the file, downloaded under its name, for a short while. */
export async function attachedFileUrl(db: Db, storage: Storage, scope: Scope, id: string): Promise<AttachedFileUrl> {
  const { file } = await findAttachedFile(db, scope, id);
  const expiresAt = new Date(Date.now() + SIGNED_URL_SECONDS * 1000);
  return { url: await storage.signedUrl(file.storageKey, file.name, expiresAt), expires_at: expiresAt.toISOString() };
}
