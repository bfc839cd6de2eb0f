import type { Db, Tx } from "./client.js";

interface Waiting {
  run: (db: Db | Tx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** Per database handle, per key: the works waiting for the transaction in flight to end (absent: none in flight). */
const queues = new WeakMap<object, Map<string, Waiting[]>>();

/**
 * Group commit (docs/decisions/040): `run` shares one transaction, and so one commit, with the other works of `key`
 * asked for while the previous transaction of `key` was committing. Works that lock the same row (a headquarter's
 * consecutive counter) otherwise wait, one by one, for each other's commit to reach the disk. A work asked for when
 * nothing of its key is in flight runs at once, alone, without a transaction of its own (one statement commits by
 * itself). When a shared transaction fails, each of its works runs again alone, so one bad work fails by itself.
 */
export function commitTogether<T>(db: Db, key: string, run: (db: Db | Tx) => Promise<T>): Promise<T> {
  const own = queues.get(db) ?? new Map<string, Waiting[]>();
  queues.set(db, own);
  return new Promise<T>((resolve, reject) => {
    const work = { run, resolve, reject } as Waiting;
    const waiting = own.get(key);
    if (waiting) {
      waiting.push(work);
      return;
    }
    void commit(db, own, key, [work]);
  });
}

/** Runs `works`, then what waited meanwhile, until nothing of `key` waits. */
async function commit(db: Db, own: Map<string, Waiting[]>, key: string, first: Waiting[]) {
  for (let works = first; works.length > 0; works = own.get(key) ?? []) {
    own.set(key, []);
    if (works.length === 1) await works[0].run(db).then(works[0].resolve, works[0].reject);
    else await together(db, works);
  }
  own.delete(key);
}

/** The works in one transaction; if it fails, each alone. */
async function together(db: Db, works: Waiting[]) {
  const results = await db
    .transaction(async (tx) => {
      const done: unknown[] = [];
      for (const work of works) done.push(await work.run(tx));
      return done;
    })
    .catch(() => null);
  if (results) for (const [i, work] of works.entries()) work.resolve(results[i]);
  else await Promise.all(works.map((work) => work.run(db).then(work.resolve, work.reject)));
}
