import { badRequest } from "../../../errors.js";
import { fileType, isImage } from "../../../file-type.js";
import type { Storage } from "../../../plugins/storage.js";

const NOT_AN_IMAGE = "La imagen debe ser PNG, JPEG, WEBP o GIF";

/** Stores an uploaded image under `folder` once its bytes say it is one; answers its URL. */
export async function storedImage(storage: Storage, folder: string, image: Buffer): Promise<string> {
  const type = fileType(image);
  if (!type || !isImage(type)) throw badRequest("image", NOT_AN_IMAGE);
  return storage.put(folder, type.extension, image);
}
