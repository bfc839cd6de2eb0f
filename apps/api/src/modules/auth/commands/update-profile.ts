import { eq } from "drizzle-orm";
import type { ProfilePatch } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { users } from "../../../db/schema/index.js";
import type { Storage } from "../../../storage/storage.js";
import { loadAccount } from "../queries/account.js";
import { storedImage } from "./stored-image.js";

/** The profile fields and, when sent, a new photo (checked by its bytes, then stored); an email change is requestEmailChange's. */
export async function updateProfile(db: Db, storage: Storage, userId: string, patch: Omit<ProfilePatch, "email"> & { image?: Buffer }) {
  const { image, ...fields } = patch;
  const imageUrl = image ? await storedImage(storage, "profiles", image) : undefined;
  await db
    .update(users)
    .set({
      ...(fields.first_name !== undefined && { firstName: fields.first_name }),
      ...(fields.last_name !== undefined && { lastName: fields.last_name }),
      ...(fields.data && { data: fields.data }),
      ...(imageUrl && { imageUrl }),
    })
    .where(eq(users.id, userId));
  return loadAccount(db, userId);
}
