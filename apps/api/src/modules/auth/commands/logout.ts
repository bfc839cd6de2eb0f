import type { Db } from "../../../db/client.js";
import { bumpSessionVersion } from "../../../plugins/sessions.js";
import { revokeByToken } from "./refresh-tokens.js";

/**
 * Logout: the presented refresh family is revoked and every access token of the user refused at
 * once (the caller retires the session version once committed). Another device of the user
 * renews its access token with its own refresh token; tabs sharing this one land on the login.
 */
export async function logout(db: Db, userId: string, refresh: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    if (refresh) await revokeByToken(tx, refresh, userId);
    await bumpSessionVersion(tx, userId);
  });
}
