import type pg from "pg";

/**
 * Makes each connection of `pool` send its promise-form queries one after another. Drizzle runs the
 * queries of a `Promise.all` inside one transaction on one connection at once; node-postgres queues
 * them itself but warns that this is deprecated and will throw in pg 9 ("Use … an external async
 * flow control mechanism"). This is that mechanism, in one place: the same order and the same
 * round trips as node-postgres's own queue, without relying on it. Callback and submittable forms
 * (cursors) are passed through untouched; nothing here uses them.
 */
export function oneQueryAtATime(pool: pg.Pool): void {
  pool.on("connect", (client) => {
    const send = client.query.bind(client) as (...args: unknown[]) => unknown;
    let last: Promise<unknown> = Promise.resolve();
    const serial = (...args: unknown[]) => {
      if (args.some((a) => typeof a === "function") || isSubmittable(args[0])) return send(...args);
      const answer = last.then(() => send(...args));
      last = answer.catch(() => undefined);
      return answer;
    };
    Object.assign(client, { query: serial });
  });
}

const isSubmittable = (arg: unknown) => typeof (arg as { submit?: unknown } | null)?.submit === "function";
