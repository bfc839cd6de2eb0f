import { UPLOAD_MAX_BYTES } from "@despacho/domain";
import type { Storage } from "../../../storage/storage.js";
import { checkedFile, isImage } from "../../../storage/file-type.js";

const NOT_AN_IMAGE = "La imagen debe ser PNG, JPEG, WEBP o GIF";

/** Stores an uploaded image under `folder` once its bytes say it is one; answers its URL. */
export async function storedImage(storage: Storage, folder: string, image: Buffer): Promise<string> {
  const type = checkedFile(image, { field: "image", maxBytes: UPLOAD_MAX_BYTES.photo, accepts: isImage, wrongType: NOT_AN_IMAGE });
  return storage.urlOf(await storage.put(folder, type, type.data));
}
