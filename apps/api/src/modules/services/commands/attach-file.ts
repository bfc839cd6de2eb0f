import { ATTACH_CASE_NOT_ALLOWED, type AttachFileCase, attachedFileMaxBytes } from "@despacho/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { headquarters, serviceFiles, serviceHistory } from "../../../db/schema/index.js";
import { badRequest } from "../../../errors.js";
import { checkedFile } from "../../../storage/file-type.js";
import type { Storage } from "../../../storage/storage.js";
import { findService } from "../queries/detail.js";
import type { Scope } from "../scope.js";
import { lockService } from "./lock.js";

interface StoredFile {
  name: string;
  storageKey: string;
  size: number;
  contentType: string;
}

export interface Upload {
  file?: Buffer;
  name?: string;
  /** The request's content-length: a file cut at the limit is told by it how large it was. */
  declaredBytes: number;
  /** The creation panel's files come in the case the headquarter's settings limit (spec §3). */
  case?: AttachFileCase;
}

/**
 * spec §5: an image or PDF within the size attachedFileMaxBytes gives (the headquarter's limit for the creation
 * panel's files, 2.5 MB from the detail), checked by its bytes, stored, then recorded on the service.
 */
export async function uploadFile(db: Db, storage: Storage, scope: Scope, id: string, upload: Upload) {
  const service = await findService(db, scope, id);
  const [hq] = await db.select({ settings: headquarters.settings }).from(headquarters).where(eq(headquarters.id, service.headquarterId));
  const maxBytes = attachedFileMaxBytes(hq.settings.allowed_cases_to_attach_files_and_limits, upload.case);
  if (maxBytes === null) throw badRequest("case", ATTACH_CASE_NOT_ALLOWED);
  const { file, name } = upload;
  const type = checkedFile(file, {
    field: "file",
    maxBytes,
    accepts: (found) => found.contentType.startsWith("image/") || found.contentType === "application/pdf",
    wrongType: "Solo se permiten imágenes (PNG, JPEG, GIF, WEBP) o PDF",
    declaredBytes: upload.declaredBytes,
  });
  // A private folder (decision 021): the file is read through GET /attached-file/{id}/get-url/.
  const storageKey = await storage.put("services", type, type.data);
  const size = type.data.length;
  return attachFile(db, scope, id, { name: name ?? `adjunto.${type.extension}`, storageKey, size, contentType: type.contentType });
}

/** Records a file already stored; the service must be in scope. */
async function attachFile(db: Db, scope: Scope, id: string, file: StoredFile) {
  return db.transaction(async (tx) => {
    const service = await lockService(tx, scope, id);
    const [row] = await tx
      .insert(serviceFiles)
      .values({ serviceId: service.id, ...file })
      .returning();
    await tx.insert(serviceHistory).values({
      serviceId: service.id,
      userId: scope.userId,
      apiKeyId: scope.apiKeyId,
      action: "attach_file",
      fromStatus: service.status,
      toStatus: service.status,
      data: { name: file.name, size: file.size },
    });
    return row;
  });
}
