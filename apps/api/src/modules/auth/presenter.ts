import { BUSINESS_PROFILE, type Profile, type User } from "@despacho/domain";
import { type Account, isBusiness } from "./queries/account.js";

// spec §3 User: the shape the client reads, no column leaks.
export function presentUser(account: Account): User {
  const { user, company } = account;
  return {
    uuid: user.id,
    kind: user.kind,
    role: isBusiness(user) ? [...account.permissions, BUSINESS_PROFILE] : account.permissions,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    username: user.username,
    email: user.email,
    email_verified: user.emailVerified,
    image_url: user.imageUrl,
    business: isBusiness(user)
      ? { name: user.businessName ?? "", image_url: user.businessImageUrl, has_store: user.businessHasStore }
      : null,
    company: company && { name: company.name, image_url: company.imageUrl, country: company.country },
    data: { shortcuts: user.data.shortcuts ?? [] },
  };
}

/** The profile routes' answer: the user and the email they asked for and have not confirmed yet. */
export const presentProfile = (account: Account, pendingEmail: string | null): Profile => ({
  ...presentUser(account),
  pending_email: pendingEmail,
});
