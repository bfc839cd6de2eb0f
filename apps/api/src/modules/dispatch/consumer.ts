import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { and, asc, eq, isNull, notExists } from "drizzle-orm";
import { DOMAIN_EVENTS } from "@despacho/domain";
import { offers, services } from "../../db/schema/index.js";
import { expireDueOffers } from "./commands/expire.js";
import { flagStalledCouriers } from "./commands/stall.js";
import { withdrawOffers } from "./commands/withdraw.js";
import { dispatchService, type Trigger } from "./engine/dispatch.js";
import { assignPass, PASS_LIMIT } from "./engine/pass.js";
import { dispatchOf } from "./engine/settings.js";

/** How many passes one event runs at most while each assigns something and leaves services waiting. */
const PASSES_LIMIT = 10;
/** The job that runs a headquarter's pass again a minute after one held services (the benchmark passes every minute). */
const PASS_AGAIN_KIND = "dispatch-pass-again";
const PASS_AGAIN_MS = 60_000;

/**
 * issue 22, docs/decisions/024: the dispatch engine as an outbox consumer. A service that starts waiting is decided at
 * once; an offer refused or expired moves its escalation; a courier online or a queue moving wakes the headquarter's
 * waiting services; a service that stops waiting takes its open offers back. In the assigning modes every decision is
 * an engine pass over all the headquarter's waiting services together (assignPass), repeated while it assigns some. Each decision is one transaction with
 * the service row locked and decides nothing twice, so the at-least-once delivery is safe. The jobs poll expires the
 * offers whose stored deadline passed and flags the couriers who accepted but do not come closer to the origin.
 */
export const dispatchConsumer = fp(
  async (app: FastifyInstance) => {
    // A courier who took work in one pass may have room for more: the next pass counts its load again.
    const passes = async (headquarterId: string, trigger: string | null) => {
      let held = 0;
      for (let pass = 0; pass < PASSES_LIMIT; pass++) {
        const now = new Date();
        const settings = await dispatchOf(app.db, headquarterId);
        if (settings.plan.kind !== "assign") return;
        const outcome = await app.db.transaction((tx) => assignPass(tx, settings, headquarterId, trigger, now));
        held = outcome.held;
        if (outcome.assigned === 0 || outcome.left === 0) break;
      }
      if (held > 0) await passAgainLater(headquarterId);
    };
    // Held services wait for no event: one stored job per headquarter weighs them again (a restart keeps it).
    const passAgainLater = (headquarterId: string) =>
      app.jobs.enqueueOnce({ kind: PASS_AGAIN_KIND, headquarterId, runAt: new Date(Date.now() + PASS_AGAIN_MS) });
    app.jobs.handle(PASS_AGAIN_KIND, async (job) => {
      if (!job.headquarterId) return null;
      await passes(job.headquarterId, null);
      // What the passes recorded (assignments, a return to the desk) reaches the desks now, not at the next poll.
      await app.events.dispatch();
      return null;
    });
    const decide = async (headquarterId: string, serviceId: string, trigger: Trigger) => {
      if ((await dispatchOf(app.db, headquarterId)).plan.kind === "assign") return passes(headquarterId, serviceId);
      await app.db.transaction((tx) => dispatchService(tx, serviceId, trigger));
    };
    const wake = async (headquarterId: string) => {
      const { plan } = await dispatchOf(app.db, headquarterId);
      if (plan.kind === "manual") return;
      if (plan.kind === "assign") return passes(headquarterId, null);
      const open = app.db
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.serviceId, services.id), isNull(offers.answer)));
      const waiting = await app.db
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.headquarterId, headquarterId), eq(services.status, "by_assign"), notExists(open)))
        .orderBy(asc(services.createdAt))
        .limit(PASS_LIMIT);
      for (const { id } of waiting) await app.db.transaction((tx) => dispatchService(tx, id, { kind: "fresh", quiet: true }));
    };
    app.events.consume(
      "dispatch",
      {
        [DOMAIN_EVENTS.serviceCreated]: async ({ headquarter, payload }) => {
          if (payload.status === "by_assign") await decide(headquarter, payload.service, { kind: "fresh", quiet: false });
        },
        [DOMAIN_EVENTS.serviceChanged]: async ({ headquarter, payload }) => {
          if (payload.status !== "by_assign") return withdrawOffers(app.db, payload.service);
          if (payload.previous_status !== "by_assign") await decide(headquarter, payload.service, { kind: "fresh", quiet: false });
        },
        [DOMAIN_EVENTS.courierPresenceChanged]: async ({ headquarter, payload }) => {
          if (payload.online) await wake(headquarter);
        },
        [DOMAIN_EVENTS.geozoneQueueChanged]: ({ headquarter }) => wake(headquarter),
        [DOMAIN_EVENTS.offerAnswered]: async ({ payload }) => {
          if (payload.answer === "refused" || payload.answer === "expired") {
            await app.db.transaction((tx) => dispatchService(tx, payload.service, { kind: "escalate" }));
          }
        },
      },
      // A headquarter dispatching by hand decides nothing; only a change of a service with an open offer withdraws it.
      {
        relevant: `exists (select 1 from headquarters h
            where h.id = e.headquarter_id and h.settings->>'service_mode' is distinct from 'manual')
          or (e.name = '${DOMAIN_EVENTS.serviceChanged}' and exists (select 1 from offers o
            where o.service_id = (e.payload->>'service')::uuid and o.answer is null offset 0))`,
      },
    );
    app.jobs.sweep("offer-expiry", async () => {
      const expired = await expireDueOffers(app.db);
      if (expired > 0) await app.events.dispatch();
      return expired;
    });
    app.jobs.sweep("stalled-couriers", async () => {
      const flagged = await flagStalledCouriers(app.db);
      if (flagged > 0) await app.events.dispatch();
      return flagged;
    });
  },
  { name: "dispatch-consumer", dependencies: ["domain-events", "jobs"] },
);
