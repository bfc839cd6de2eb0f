import { eq, sql } from "drizzle-orm";
import type { CourierProfilePatch, CourierSignUp } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { messengers, users } from "../../../../db/schema/index.js";
import { usernameTaken } from "../../../../errors.js";
import { hashPassword } from "../../../auth/index.js";

/** A courier account: a user of kind messenger with no company, and its courier profile. Answers the profile's id. */
export async function signUpCourier(db: Db, input: CourierSignUp): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
    if (taken) throw usernameTaken();
    const [user] = await tx
      .insert(users)
      .values({
        companyId: null,
        kind: "messenger",
        username: input.username,
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
      })
      .returning({ id: users.id });
    const [messenger] = await tx
      .insert(messengers)
      .values({ userId: user.id, nuip: input.nuip, phoneNumber: input.phone_number })
      .returning({ id: messengers.id });
    return messenger.id;
  });
}

/** The courier's own data: names and email on the user, phone and address on the profile. */
export async function updateCourierProfile(db: Db, courier: { userId: string; messengerId: string }, patch: CourierProfilePatch) {
  await db.transaction(async (tx) => {
    const userChange = { firstName: patch.first_name, lastName: patch.last_name, email: patch.email };
    if (Object.values(userChange).some((v) => v !== undefined)) await tx.update(users).set(userChange).where(eq(users.id, courier.userId));
    const profileChange = { phoneNumber: patch.phone_number, address: patch.address };
    if (Object.values(profileChange).some((v) => v !== undefined)) {
      await tx.update(messengers).set(profileChange).where(eq(messengers.id, courier.messengerId));
    }
  });
}
