import { eq } from "drizzle-orm";
import type { MessengerPatch } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { messengers, users } from "../../../../db/schema/index.js";
import { refusingDuplicates, usernameTaken } from "../../../../errors.js";
import { courierFor } from "../queries/couriers.js";

/** PATCH /users/messengers/{id}/ (change_messenger): the account's fields on the user, the rest on the courier profile. */
export async function updateCourier(db: Db, headquarterId: string, messengerId: string, patch: MessengerPatch) {
  const { messenger, user } = await courierFor(db, headquarterId, messengerId);
  const account = {
    ...(patch.username !== undefined && { username: patch.username }),
    ...(patch.first_name !== undefined && { firstName: patch.first_name }),
    ...(patch.last_name !== undefined && { lastName: patch.last_name }),
    ...(patch.email !== undefined && patch.email !== user.email && { email: patch.email, emailVerified: false }),
  };
  const profile = {
    ...(patch.nuip !== undefined && { nuip: patch.nuip }),
    ...(patch.phone_number !== undefined && { phoneNumber: patch.phone_number }),
    ...(patch.address !== undefined && { address: patch.address ?? null }),
  };
  await refusingDuplicates(
    db.transaction(async (tx) => {
      if (Object.keys(account).length > 0) await tx.update(users).set(account).where(eq(users.id, user.id));
      if (Object.keys(profile).length > 0) await tx.update(messengers).set(profile).where(eq(messengers.id, messenger.id));
    }),
    () => usernameTaken(),
  );
  return courierFor(db, headquarterId, messengerId);
}
