import { eq } from "drizzle-orm";
import type { CourierProfile } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { affiliations, headquarters, messengers, users } from "../../../../db/schema/index.js";
import { notFound } from "../../../../errors.js";
import { byName } from "../../../../db/query-helpers.js";

/** The courier's own profile with its standing in every headquarter it asked to join. */
export async function courierProfile(db: Db, messengerId: string): Promise<CourierProfile> {
  const [[row], standing] = await Promise.all([
    db
      .select({ user: users, messenger: messengers })
      .from(messengers)
      .innerJoin(users, eq(users.id, messengers.userId))
      .where(eq(messengers.id, messengerId)),
    db
      .select({ headquarter: headquarters.id, name: headquarters.name, status: affiliations.status, isOnline: affiliations.isOnline })
      .from(affiliations)
      .innerJoin(headquarters, eq(headquarters.id, affiliations.headquarterId))
      .where(eq(affiliations.messengerId, messengerId))
      .orderBy(byName(headquarters.name)),
  ]);
  if (!row?.user.isActive) throw notFound();
  const { user, messenger } = row;
  return {
    uuid: messenger.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    nuip: messenger.nuip,
    phone_number: messenger.phoneNumber,
    address: messenger.address,
    image_url: user.imageUrl,
    rating: messenger.rating,
    rating_counter: messenger.ratingCounter,
    affiliations: standing.map((a) => ({ headquarter: a.headquarter, headquarter_name: a.name, status: a.status, is_online: a.isOnline })),
  };
}
