import type { Petition, PetitionDetail } from "@despacho/domain";
import type { motorcycles } from "../../db/schema/index.js";
import { presentMotorcycle } from "../couriers/index.js";
import type { PetitionRow } from "./queries/load.js";

type Row = NonNullable<PetitionRow>;

/** spec §3 Affiliation request. */
export function presentPetition({ petition, headquarterName, messenger, user }: Row): Petition {
  return {
    id: petition.id,
    status: petition.status,
    action: petition.action,
    is_association: petition.isAssociation,
    from_headquarter: petition.fromHeadquarter,
    created_at: petition.createdAt.toISOString(),
    updated_at: petition.updatedAt.toISOString(),
    seen: petition.seenAt !== null,
    headquarter: { uuid: petition.headquarterId, name: headquarterName },
    motorcycle: petition.motorcycleId,
    messenger: {
      uuid: messenger.id,
      username: user.username,
      nuip: messenger.nuip,
      first_name: user.firstName,
      last_name: user.lastName,
      phone_number: messenger.phoneNumber,
      address: messenger.address,
      email: user.email,
      image_url: user.imageUrl,
      average_rating: messenger.rating,
      rating_counter: messenger.ratingCounter,
    },
  };
}

export function presentPetitionDetail(row: Row, bikes: (typeof motorcycles.$inferSelect)[]): PetitionDetail {
  return {
    ...presentPetition(row),
    motorcycles: bikes.map(presentMotorcycle),
  };
}
