import type { Bounds } from "@despacho/domain";
import type { Db } from "../db/client.js";
import { affiliations, anonymousCustomers, customers, messengers, paymentMethods, tags, users } from "../db/schema/index.js";
import { createServiceType } from "../modules/service-types/index.js";
import { seededRandom } from "./seeded-random.js";
import {
  DEMO_ANONYMOUS_CUSTOMERS,
  DEMO_BUSY_SHARE,
  DEMO_COURIER_USERNAME,
  DEMO_COURIERS_PER_HEADQUARTER,
  DEMO_CUSTOMERS,
  DEMO_FIRST_NAMES,
  DEMO_LAST_NAMES,
  DEMO_ONLINE_SHARE,
  DEMO_PAYMENT_METHODS,
  DEMO_SERVICE_TYPES,
  DEMO_TAGS,
} from "./demo-catalog-data.js";

interface DemoHeadquarter {
  id: string;
  cityBounds: Bounds;
}

/** The headquarter's couriers: accounts mensajero<n>, linked, two thirds online somewhere in its city. */
async function seedDemoCouriers(
  db: Db,
  headquarter: DemoHeadquarter,
  first: number,
  passwordHash: string,
  random: () => number,
  now: Date,
) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const { north, south, east, west } = headquarter.cityBounds;
  const people = Array.from({ length: DEMO_COURIERS_PER_HEADQUARTER }, (_, i) => {
    const isOnline = i < Math.round(DEMO_COURIERS_PER_HEADQUARTER * DEMO_ONLINE_SHARE);
    const minutesAgo = isOnline ? Math.floor(random() * 5) : 60 + Math.floor(random() * 60 * 24);
    const username = `${DEMO_COURIER_USERNAME}${first + i}`;
    return {
      user: {
        companyId: null,
        kind: "messenger" as const,
        username,
        email: `${username}@despacho.local`,
        emailVerified: true,
        passwordHash,
        firstName: DEMO_FIRST_NAMES[i % DEMO_FIRST_NAMES.length],
        lastName: `${pick(DEMO_LAST_NAMES)} ${pick(DEMO_LAST_NAMES)}`,
      },
      isOnline,
      profile: {
        isAvailable: !isOnline || random() >= DEMO_BUSY_SHARE,
        latitude: south + random() * (north - south),
        longitude: west + random() * (east - west),
        locationAt: new Date(now.getTime() - minutesAgo * 60_000),
        rating: Math.round((3.5 + random() * 1.5) * 10) / 10,
        nuip: String(1_020_300_000 + first + i),
        phoneNumber: `+57310${String(first + i).padStart(7, "0")}`,
      },
    };
  });
  const accounts = await db
    .insert(users)
    .values(people.map((p) => p.user))
    .returning({ id: users.id });
  const profiles = await db
    .insert(messengers)
    .values(people.map((p, i) => ({ ...p.profile, userId: accounts[i].id })))
    .returning({ id: messengers.id });
  await db.insert(affiliations).values(
    people.map((p, i) => ({
      messengerId: profiles[i].id,
      headquarterId: headquarter.id,
      status: "affiliated" as const,
      isOnline: p.isOnline,
      onlineChangedAt: p.isOnline ? p.profile.locationAt : null,
      affiliatedAt: now,
    })),
  );
}

/** Per headquarter: service types, payment methods, tags, customers and couriers spread over its city. */
export async function seedDemoCatalog(db: Db, headquarterList: DemoHeadquarter[], passwordHash: string, now: Date = new Date()) {
  const random = seededRandom(20_240_601);
  for (const [h, headquarter] of headquarterList.entries()) {
    const headquarterId = headquarter.id;
    for (const type of DEMO_SERVICE_TYPES) await createServiceType(db, headquarterId, type);
    await db.insert(paymentMethods).values(DEMO_PAYMENT_METHODS.map((m) => ({ ...m, headquarterId })));
    await db.insert(tags).values(DEMO_TAGS.map((name) => ({ name, headquarterId })));
    await db.insert(customers).values(DEMO_CUSTOMERS.map((c) => ({ ...c, headquarterId })));
    await db.insert(anonymousCustomers).values(DEMO_ANONYMOUS_CUSTOMERS.map((c) => ({ ...c, headquarterId })));
    await seedDemoCouriers(db, headquarter, 1 + h * DEMO_COURIERS_PER_HEADQUARTER, passwordHash, random, now);
  }
}
