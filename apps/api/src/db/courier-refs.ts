import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { users } from "./schema/index.js";

/** The courier's account (names and username live on the user of kind "messenger"). */
export const courierUsers = alias(users, "courier_user");

export const courierFullName = sql<string>`${courierUsers.firstName} || ' ' || ${courierUsers.lastName}`;

/** The columns a MessengerRef is made of, from `courierUsers` joined on messengers.user_id. */
export const courierRefColumns = {
  courierFirstName: courierUsers.firstName,
  courierLastName: courierUsers.lastName,
  courierUsername: courierUsers.username,
};

export const presentCourierRef = (
  messengerId: string,
  row: { courierFirstName: string; courierLastName: string; courierUsername: string },
) => ({
  uuid: messengerId,
  full_name: `${row.courierFirstName} ${row.courierLastName}`.trim(),
  username: row.courierUsername,
});
