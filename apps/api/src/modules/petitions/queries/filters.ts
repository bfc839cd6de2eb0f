import { and, eq, isNull } from "drizzle-orm";
import type { PetitionListQuery, PetitionStatus } from "@despacho/domain";
import { petitions } from "../../../db/schema/index.js";

type ParsedQuery = Omit<PetitionListQuery, "is_association" | "unseen"> & { is_association?: boolean; unseen?: boolean };

/** spec §2.4: a headquarter's requests by direction (sent by the company / received from couriers), status, kind, unseen. */
export function headquarterFilter(headquarterId: string, q: ParsedQuery) {
  return and(
    eq(petitions.headquarterId, headquarterId),
    q.direction === "sent"
      ? eq(petitions.fromHeadquarter, true)
      : q.direction === "received"
        ? eq(petitions.fromHeadquarter, false)
        : undefined,
    q.status ? eq(petitions.status, q.status) : undefined,
    q.is_association === undefined ? undefined : eq(petitions.isAssociation, q.is_association),
    q.unseen ? isNull(petitions.seenAt) : undefined,
  );
}

/** A courier's own requests, to every headquarter. */
export const courierFilter = (messengerId: string, status?: PetitionStatus) =>
  and(eq(petitions.messengerId, messengerId), status ? eq(petitions.status, status) : undefined);
