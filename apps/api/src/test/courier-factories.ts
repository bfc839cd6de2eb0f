import { randomBytes } from "node:crypto";
import type { Db } from "../db/client.js";
import type { AffiliationStatus } from "@despacho/domain";
import { affiliations, messengerBlocks, messengers, users } from "../db/schema/index.js";
import { appendEntry } from "../modules/payroll/index.js";
import { DEFAULT_PASSWORD, hashOf } from "./password-hashes.js";

export interface CourierOverrides {
  /** Headquarters the courier has an affiliation with (none: a courier who only signed up). */
  headquarterIds?: string[];
  /** The status of every affiliation created (default "affiliated"). */
  status?: AffiliationStatus;
  /** Online in every headquarter it is affiliated with (default false). */
  isOnline?: boolean;
  /** Headquarters with an open block of the courier (no end date). */
  blockedIn?: string[];
  username?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  nuip?: string;
  phoneNumber?: string;
  isActive?: boolean;
  /** Last known location. */
  location?: { latitude: number; longitude: number };
}

export interface CreatedCourier {
  user: typeof users.$inferSelect;
  messenger: typeof messengers.$inferSelect;
  /** `messengers.id`: the courier's uuid in the API. */
  id: string;
  password: string;
  headquarterIds: string[];
}

const suffix = () => randomBytes(4).toString("hex");

/** A courier account (user of kind "messenger", no company) with its courier profile, affiliations and blocks. */
export async function createCourier(db: Db, overrides: CourierOverrides = {}): Promise<CreatedCourier> {
  const headquarterIds = overrides.headquarterIds ?? [];
  const username = overrides.username ?? `mensajero_${suffix()}`;
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const firstName = overrides.firstName ?? "Mensajero";
  const lastName = overrides.lastName ?? suffix();
  const [user] = await db
    .insert(users)
    .values({
      companyId: null,
      kind: "messenger",
      username,
      email: overrides.email ?? `${username}@despacho.test`,
      passwordHash: await hashOf(password),
      firstName,
      lastName,
      isActive: overrides.isActive ?? true,
    })
    .returning();
  const isOnline = overrides.isOnline ?? false;
  const [messenger] = await db
    .insert(messengers)
    .values({
      userId: user.id,
      nuip: overrides.nuip ?? String(1_000_000_000 + (Number.parseInt(suffix(), 16) % 1_000_000_000)),
      phoneNumber: overrides.phoneNumber ?? null,
      latitude: overrides.location?.latitude ?? null,
      longitude: overrides.location?.longitude ?? null,
      locationAt: overrides.location ? new Date() : null,
    })
    .returning();
  const status = overrides.status ?? "affiliated";
  if (headquarterIds.length > 0) {
    await db.insert(affiliations).values(
      headquarterIds.map((headquarterId) => ({
        messengerId: messenger.id,
        headquarterId,
        status,
        isOnline: isOnline && status !== "disaffiliated",
        onlineChangedAt: isOnline ? new Date() : null,
        affiliatedAt: new Date(),
        disaffiliatedAt: status === "disaffiliated" ? new Date() : null,
      })),
    );
  }
  const blockedIn = overrides.blockedIn ?? [];
  if (blockedIn.length > 0) {
    await db
      .insert(messengerBlocks)
      .values(blockedIn.map((headquarterId) => ({ messengerId: messenger.id, headquarterId, reason: "Bloqueo de prueba" })));
  }
  return { user, messenger, id: messenger.id, password, headquarterIds };
}

/** What the headquarter owes the courier, as an opening entry of the payroll ledger (the only way a balance moves). */
export async function openBalance(db: Db, headquarterId: string, messengerId: string, amount: number) {
  if (amount !== 0) await appendEntry(db, { headquarterId, messengerId, kind: "opening", amount, reason: "Saldo inicial" });
}
