import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { EVENTS } from "@despacho/domain";
import { affiliations } from "../../../db/schema/index.js";
import type { CourierSocketChange } from "../../../plugins/realtime.js";
import { setCourierOnline } from "../app/commands/activation.js";

/**
 * Courier presence (spec §4, issue 9; docs/decisions/009-courier-presence.md). Conectado is the
 * affiliation's is_online, set by POST /api/courier/activation/ and kept by the courier's socket:
 * once the courier's last socket in the headquarter (on any node) has been gone for the grace, the
 * courier goes offline there (kept in the activation history, courier.presence-changed: the desk hears it).
 * A socket of an online courier announces it to the desk: headquarters:reconnect when it comes back
 * within the grace on this node, headquarters:connect otherwise.
 */
export const courierPresence = fp(
  async (app: FastifyInstance) => {
    const graceMs = app.config.presenceGraceMs;
    /** Per headquarter and courier: the grace timer of a courier whose socket left this node. */
    const leaving = new Map<string, NodeJS.Timeout>();

    const isOnline = async (headquarterId: string, messengerId: string) => {
      const [row] = await app.db
        .select({ isOnline: affiliations.isOnline })
        .from(affiliations)
        .where(and(eq(affiliations.messengerId, messengerId), eq(affiliations.headquarterId, headquarterId)));
      return row?.isOnline === true;
    };

    async function arrived(headquarterId: string, messengerId: string, back: boolean) {
      if (!(await isOnline(headquarterId, messengerId))) return;
      const event = back ? EVENTS.headquarterReconnect : EVENTS.headquarterConnect;
      app.realtime.toHeadquarter(headquarterId, event, { headquarter: headquarterId, messenger: messengerId });
    }

    async function graceOver(headquarterId: string, messengerId: string) {
      if ((await app.realtime.courierSockets(headquarterId, messengerId)) > 0) return;
      await setCourierOnline(app.db, messengerId, headquarterId, false);
      await app.events.dispatch();
    }

    const failed = (err: unknown) => app.log.error({ err }, "courier presence");

    app.realtime.onCourierSocket(({ courier: { messengerId }, headquarterId, change }: CourierSocketChange) => {
      const key = `${headquarterId}:${messengerId}`;
      const timer = leaving.get(key);
      clearTimeout(timer);
      leaving.delete(key);
      if (change === "connect") {
        arrived(headquarterId, messengerId, timer !== undefined).catch(failed);
        return;
      }
      const grace = setTimeout(() => {
        leaving.delete(key);
        graceOver(headquarterId, messengerId).catch(failed);
      }, graceMs);
      leaving.set(key, grace.unref());
    });

    // A node that closes leaves its couriers to the grace of the node they reconnect to.
    app.addHook("onClose", async () => {
      for (const timer of leaving.values()) clearTimeout(timer);
      leaving.clear();
    });
  },
  { name: "courier-presence", dependencies: ["db", "realtime", "domain-events"] },
);
