import { type LinkService, linkServiceState } from "@despacho/domain";
import type { LinkWithChoices } from "./queries/links.js";

export function presentLink({ link, service_types, payment_methods }: LinkWithChoices, now = new Date()): LinkService {
  const shown = { revoked_at: link.revokedAt?.toISOString() ?? null, expires_at: link.expiresAt?.toISOString() ?? null };
  return {
    uuid: link.id,
    token: link.token,
    name: link.name,
    service_types,
    payment_methods,
    ...shown,
    created_at: link.createdAt.toISOString(),
    state: linkServiceState(shown, now),
  };
}
