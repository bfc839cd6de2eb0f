import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Tx } from "../db/client.js";
import { users } from "../db/schema/index.js";
import type { AccessClaims } from "./auth.js";

/**
 * Moves the users' session version, inside the command's transaction: every access token signed
 * before is refused from then on (logout, password change, disable, a membership or a template
 * taken away). Once committed, the caller tells every node with `app.sessions.retire`.
 */
export async function bumpSessionVersion(tx: Tx, userIds: string | readonly string[]): Promise<void> {
  const ids = typeof userIds === "string" ? [userIds] : [...userIds];
  if (ids.length === 0) return;
  await tx
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(inArray(users.id, ids));
}

export interface Sessions {
  /**
   * Whether the token was signed under the user's current session version: a Map lookup once the
   * version is known on this node (the database is read once per user, and again after a bump).
   */
  isCurrent(claims: Pick<AccessClaims, "sub" | "sv">): boolean | Promise<boolean>;
  /**
   * After a committed bump: forgets the users' versions on this node and the others, and closes
   * their sockets everywhere (a reconnection proves a token of the new version).
   */
  retire(userIds: string | readonly string[]): void;
}

declare module "fastify" {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

interface Known {
  loading: Promise<number | null>;
  /** The version once read; null for a user that does not exist. */
  version?: number | null;
}

/** Between API nodes: a user's session version moved (server-side only, never to sockets). */
const RETIRE = "sessions:retire";
/** Far above the users signed in at once; past it the map starts again (each user then costs one read). */
const KNOWN_MAX = 100_000;

/**
 * The users' session versions as this node knows them (docs/decisions/001). A bump retires them
 * here and, through the adapter's stream, on every other node. A version still being read when it
 * is retired is not kept, so a read that began before the bump never outlives it.
 */
export const sessionsPlugin = fp(
  async (app: FastifyInstance) => {
    const known = new Map<string, Known>();
    const forget = (userId: string) => void known.delete(userId);
    app.realtime.onNodeMessage(RETIRE, forget);

    function read(userId: string): Promise<number | null> {
      if (known.size >= KNOWN_MAX) known.clear();
      // The subject of a token this API signed: always a user's id.
      const entry: Known = {
        loading: app.db
          .select({ version: users.sessionVersion })
          .from(users)
          .where(eq(users.id, userId))
          .then(([row]) => {
            entry.version = row?.version ?? null;
            return entry.version;
          }),
      };
      known.set(userId, entry);
      entry.loading.catch(() => {
        if (known.get(userId) === entry) known.delete(userId);
      });
      return entry.loading;
    }

    app.decorate("sessions", {
      isCurrent({ sub, sv }) {
        const entry = known.get(sub);
        if (entry?.version !== undefined) return entry.version === sv;
        return (entry?.loading ?? read(sub)).then((version) => version === sv);
      },
      retire(userIds) {
        for (const userId of typeof userIds === "string" ? [userIds] : userIds) {
          forget(userId);
          app.realtime.toOtherNodes(RETIRE, userId);
          app.realtime.disconnectUser(userId);
        }
      },
    } satisfies Sessions);
  },
  { name: "sessions", dependencies: ["db", "realtime"] },
);
