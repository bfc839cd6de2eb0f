import { eq } from "drizzle-orm";
import type { BusinessPatch } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { users } from "../../../db/schema/index.js";
import type { Storage } from "../../../storage/storage.js";
import { loadAccount } from "../queries/account.js";
import { storedImage } from "./stored-image.js";

/** spec §2.2 /business-info: the business's name and, when sent, its image (checked by its bytes). */
export async function updateBusiness(db: Db, storage: Storage, userId: string, patch: BusinessPatch & { image?: Buffer }) {
  const imageUrl = patch.image ? await storedImage(storage, "businesses", patch.image) : undefined;
  await db
    .update(users)
    .set({
      ...(patch.name !== undefined && { businessName: patch.name }),
      ...(imageUrl && { businessImageUrl: imageUrl }),
    })
    .where(eq(users.id, userId));
  return loadAccount(db, userId);
}
