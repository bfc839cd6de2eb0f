import { Writable } from "node:stream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { openDatabase } from "../db/client.js";
import { createHeadquarter, createUser } from "../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** How many of the database's backends wait for a lock. */
async function waitingForALock(): Promise<number> {
  const answer = (await t.db.execute(
    "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
  )) as unknown as { rows: { n: number }[] };
  return answer.rows[0].n;
}

it("closing the app finishes the desk searches being worked on and refuses the one waiting its turn, so none runs on the closed database", async () => {
  const headquarter = await createHeadquarter(t.db);
  const { user, password } = await createUser(t.db, { headquarterIds: [headquarter.id], permissions: ["view_desktop_menu"] });
  // An app of its own, on a database handle of its own, closed by the test.
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).trim().split("\n")) lines.push(JSON.parse(line));
      callback();
    },
  });
  const database = await openDatabase({ url: t.config.databaseUrl as string });
  const app = await buildApp({ config: t.config, database, logger: { level: "info", stream } });
  const { access } = await login(app, user.username, password);

  // The services table locked by another connection: the searches that got their turn stay in the database.
  const locker = await t.database.connect();
  await locker.query("begin");
  await locker.query("lock table services in access exclusive mode");
  // Five different searches (no cached answer serves them): four are worked on at once, the fifth waits its turn.
  const searches = Array.from({ length: 5 }, (_, i) =>
    app.inject({ method: "GET", url: `/api/services/?q=cliente${i}`, headers: authHeaders(access, headquarter.id) }),
  );
  // Each search being worked on waits in the database with two statements (its page's ids and its count).
  for (let i = 0; i < 200 && (await waitingForALock()) < 8; i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(await waitingForALock()).toBe(8);

  // Closed as main closes them on SIGTERM: the database as soon as the app's close has resolved.
  const closed = app.close().then(() => database.close());
  // The lock is let go only after a moment: a close that does not wait for the searches being worked on has resolved
  // by then, and the one waiting its turn would run on the closed database.
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 200))]);
  await locker.query("commit");
  locker.release();
  await closed;
  const answers = await Promise.all(searches);

  // Which of the five waits depends on the order their authentication ends in, not on the order they were sent.
  const answered = answers.filter((answer) => answer.statusCode === 200);
  const refused = answers.filter((answer) => answer.statusCode !== 200);
  expect(answered.map((answer) => answer.json())).toEqual(Array(4).fill(expect.objectContaining({ count: 0, results: [] })));
  expect(refused.map((answer) => [answer.statusCode, answer.json()])).toEqual([
    [503, { code: "SERVER_CLOSING", detail: "El servidor se está reiniciando, intente de nuevo en unos segundos" }],
  ]);
  expect(lines.filter((line) => line.msg === "unhandled error")).toEqual([]);
});
