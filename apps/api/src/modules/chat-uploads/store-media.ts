import type { UploadedFile, UploadKind } from "@despacho/domain";
import { checkedMedia } from "../../storage/file-type.js";
import type { Storage } from "../../storage/storage.js";

/** A chat file (image, video or audio) checked by its bytes and size, stored under chats/; answers where it is. */
export async function storeMedia(
  storage: Storage,
  kind: UploadKind,
  file: Buffer | undefined,
  declaredBytes: number,
): Promise<UploadedFile> {
  const media = checkedMedia(file, kind, declaredBytes);
  const key = await storage.put("chats", media, media.data);
  return { url: storage.urlOf(key), type: media.contentType, size: media.data.length };
}
