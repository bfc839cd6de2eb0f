import { UPLOAD_MAX_BYTES } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { serviceFiles, serviceHistory } from "../../../db/schema/index.js";
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
}

/** spec §5: an image or PDF of at most 2.5 MB, checked by its bytes, stored, then recorded on the service. */
export async function uploadFile(db: Db, storage: Storage, scope: Scope, id: string, upload: Upload) {
  await findService(db, scope, id);
  const { file, name } = upload;
  const type = checkedFile(file, {
    field: "file",
    maxBytes: UPLOAD_MAX_BYTES.serviceFile,
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
      action: "attach_file",
      fromStatus: service.status,
      toStatus: service.status,
      data: { name: file.name, size: file.size },
    });
    return row;
  });
}
