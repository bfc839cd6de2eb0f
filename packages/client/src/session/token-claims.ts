import { USER_KINDS } from "@despacho/domain";

type AccountKind = (typeof USER_KINDS)[number];

/** A JWT's payload as the server wrote it (decision 001); null if it cannot be read. Not verified: only for choosing screens. */
export function tokenPayload(token: string): Record<string, unknown> | null {
  try {
    const payload = token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/");
    const claims = JSON.parse(atob(payload));
    return claims && typeof claims === "object" ? claims : null;
  } catch {
    return null;
  }
}

/** Which app the session belongs in: a courier's token ("messenger") opens the courier app, the others the back office. */
export function accountKindOf(token: string | null): AccountKind | null {
  const kind = token ? tokenPayload(token)?.kind : null;
  return USER_KINDS.find((known) => known === kind) ?? null;
}
