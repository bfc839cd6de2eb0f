import { and, arrayContains, eq, gt, lte, ne, sql } from "drizzle-orm";
import { DOMAIN_EVENTS, type Permission, WEBHOOK_MESSAGES, webhookRetryDelayMs } from "@despacho/domain";
import type { FastifyInstance } from "fastify";
import { memberships, roles, userRoles, users, webhookDeliveries, webhookSubscriptions } from "../../db/schema/index.js";
import { isInternalUrl } from "../../outbound.js";
import { recordEvents } from "../../plugins/domain-events.js";
import { webhookHeaders } from "./sign.js";

/** Deliveries one claim takes (sent together). */
const BATCH = 50;
/** How long the receiver may take to answer. */
const TIMEOUT_MS = 10_000;

interface Due {
  id: string;
  subscription_id: string;
  headquarter_id: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
}

/**
 * The due deliveries of active subscriptions, each the first still pending of its subscription and order key (a
 * service's events go in order: a later one waits while an earlier one is retried), held for a few minutes so
 * another node skips them (a node dying mid-send leaves them to the next after that).
 */
async function claim(app: FastifyInstance): Promise<Due[]> {
  const result = await app.db.execute(sql`
    update webhook_deliveries d set locked_until = now() + interval '2 minutes'
    from webhook_subscriptions s
    where s.id = d.subscription_id and d.id in (
      select c.id from webhook_deliveries c join webhook_subscriptions cs on cs.id = c.subscription_id and cs.is_active
      where c.status = 'pending' and c.next_attempt_at <= now() and (c.locked_until is null or c.locked_until < now())
        and (c.order_key is null or not exists (
          select 1 from webhook_deliveries e
          where e.subscription_id = c.subscription_id and e.order_key = c.order_key and e.status = 'pending' and e.seq < c.seq))
      order by c.seq limit ${BATCH} for update of c skip locked)
    returning d.id, d.subscription_id, d.headquarter_id, d.body, d.attempts, s.url, s.secret`);
  return (result as unknown as { rows: Due[] }).rows;
}

/** One attempt: the receiver's status code, and why it failed (null: a 2xx). */
async function send(app: FastifyInstance, due: Due): Promise<{ code: number | null; error: string | null }> {
  try {
    if (!app.config.gatewayPrivateHosts && (await isInternalUrl(due.url))) return { code: null, error: WEBHOOK_MESSAGES.internalAddress };
    const res = await fetch(due.url, {
      method: "POST",
      // A redirect could lead anywhere, an internal address included.
      redirect: "error",
      headers: webhookHeaders(due.secret, due.id, due.body),
      body: due.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    return { code: res.status, error: res.ok ? null : WEBHOOK_MESSAGES.answered(res.status) };
  } catch (err) {
    return { code: null, error: (err as Error).name === "TimeoutError" ? WEBHOOK_MESSAGES.timeout : WEBHOOK_MESSAGES.unreachable };
  }
}

/** Who manages a headquarter's webhooks, and is mailed when one is paused. */
const WEBHOOK_MANAGER: Permission = "view_webhook_menu";

/**
 * Mails a paused subscription's notification to the headquarter's active members who manage its webhooks (the desks
 * the notification reaches may all be away).
 */
async function mailManagers(app: FastifyInstance, headquarterId: string, url: string) {
  const managers = await app.db
    .selectDistinct({ email: users.email })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.headquarterId, headquarterId)))
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.isActive, true), ne(users.email, ""), arrayContains(roles.permissions, [WEBHOOK_MANAGER])))
    .orderBy(users.email);
  const { title, body } = WEBHOOK_MESSAGES.pausedNotification(url);
  for (const { email } of managers) await app.mailer.send({ to: email, subject: title, body });
}

/**
 * Records an attempt. A success brings the subscription's waiting retries forward (the receiver is back); a
 * failure waits webhookRetryDelayMs; the last failed attempt fails the delivery and pauses its subscription,
 * telling the headquarter's desks through a notification and its webhooks' managers by mail. Answers whether a
 * subscription was paused.
 */
async function record(app: FastifyInstance, due: Due, code: number | null, error: string | null): Promise<boolean> {
  const attempts = due.attempts + 1;
  const attempted = { attempts, responseCode: code, error, attemptedAt: sql`now()`, lockedUntil: null };
  if (error === null) {
    await app.db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({ ...attempted, status: "delivered" })
        .where(eq(webhookDeliveries.id, due.id));
      await tx
        .update(webhookDeliveries)
        .set({ nextAttemptAt: sql`now()` })
        .where(
          and(
            eq(webhookDeliveries.subscriptionId, due.subscription_id),
            eq(webhookDeliveries.status, "pending"),
            gt(webhookDeliveries.nextAttemptAt, sql`now()`),
          ),
        );
    });
    return false;
  }
  const retryIn = webhookRetryDelayMs(attempts);
  if (retryIn !== null) {
    await app.db
      .update(webhookDeliveries)
      .set({ ...attempted, nextAttemptAt: sql`now() + ${`${retryIn} milliseconds`}::interval` })
      .where(eq(webhookDeliveries.id, due.id));
    return false;
  }
  const paused = await app.db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({ ...attempted, status: "failed" })
      .where(eq(webhookDeliveries.id, due.id));
    const stopped = await tx
      .update(webhookSubscriptions)
      .set({ isActive: false, pausedReason: WEBHOOK_MESSAGES.pausedReason })
      .where(and(eq(webhookSubscriptions.id, due.subscription_id), eq(webhookSubscriptions.isActive, true)))
      .returning({ url: webhookSubscriptions.url });
    if (stopped.length === 0) return null;
    await recordEvents(tx, [
      {
        name: DOMAIN_EVENTS.headquarterNotified,
        headquarter: due.headquarter_id,
        payload: WEBHOOK_MESSAGES.pausedNotification(stopped[0].url),
      },
    ]);
    return stopped[0].url;
  });
  if (paused === null) return false;
  await mailManagers(app, due.headquarter_id, paused);
  return true;
}

/** Sends every due delivery, batch after batch, until none is left; answers how many attempts were made. */
export async function deliverDue(app: FastifyInstance): Promise<number> {
  // A cheap look first: the jobs poll runs this every second, and an idle poll must not write.
  const [anyDue] = await app.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, "pending"), lte(webhookDeliveries.nextAttemptAt, sql`now()`)))
    .limit(1);
  if (!anyDue) return 0;
  let total = 0;
  let paused = false;
  // A delivery done lets the next of its service go: claim again until nothing is due.
  for (let batch = await claim(app); batch.length > 0; batch = await claim(app)) {
    const results = await Promise.all(
      batch.map(async (due) => {
        const { code, error } = await send(app, due);
        return record(app, due, code, error);
      }),
    );
    paused ||= results.some(Boolean);
    total += batch.length;
  }
  if (paused) await app.events.dispatch();
  return total;
}
