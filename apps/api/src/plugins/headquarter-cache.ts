import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const MAX_ANSWERS_PER_HEADQUARTER = 256;
const SWEEP_EVERY_MS = 10_000;

interface Answer {
  at: number;
  value: Promise<unknown>;
  /** The value once computed. */
  ready?: unknown;
}

export interface HeadquarterCache {
  /**
   * The value stored under `key` for the headquarter, or `compute`'s, stored for the next callers.
   * Concurrent callers of one key share one computation. A key always holds one type of value.
   */
  answer<T>(headquarterId: string, key: string, compute: () => Promise<T>): Promise<T>;
  /** The computed value under `key`, if one is still fresh. */
  peek<T>(headquarterId: string, key: string): T | undefined;
  /**
   * Forgets every answer of the headquarter, on this node and on the others: a write that changes
   * what a cached read returns calls it once committed, before it announces anything.
   */
  retire(headquarterId: string): void;
}

declare module "fastify" {
  interface FastifyInstance {
    headquarterCache: HeadquarterCache;
  }
}

/** Between API nodes: a headquarter's answers are retired (server-side only, never to sockets). */
const RETIRE = "read-cache:retire";

/**
 * Recent read answers per headquarter (docs/decisions/004): encoded JSON bodies of the desk's
 * reads and small facts they need (the listing order). Writes retire them, not emissions: a
 * command retires its headquarter's answers once committed, here and on every other node through
 * the adapter (ahead of the socket events it emits next). An answer still being computed when they
 * are retired is dropped too, so nothing read before a change outlives it.
 */
export const headquarterCachePlugin = fp(
  async (app: FastifyInstance, opts: { ttlMs: number }) => {
    const ttl = opts.ttlMs;
    const answers = new Map<string, Map<string, Answer>>();
    const forget = (headquarterId: string) => void answers.delete(headquarterId);
    app.realtime.onNodeMessage(RETIRE, forget);

    const fresh = (answer: Answer | undefined, now: number) => (answer && now - answer.at < ttl ? answer : undefined);
    // Expired answers are swept, so memory holds only what was asked for in the last moments.
    const sweep = setInterval(() => {
      const now = performance.now();
      for (const [headquarterId, own] of answers) {
        for (const [key, answer] of own) if (!fresh(answer, now)) own.delete(key);
        if (own.size === 0) answers.delete(headquarterId);
      }
    }, SWEEP_EVERY_MS).unref();
    app.addHook("onClose", async () => clearInterval(sweep));

    app.decorate("headquarterCache", {
      retire: (headquarterId) => {
        forget(headquarterId);
        app.realtime.toOtherNodes(RETIRE, headquarterId);
      },
      peek: <T>(headquarterId: string, key: string) =>
        fresh(answers.get(headquarterId)?.get(key), performance.now())?.ready as T | undefined,
      answer<T>(headquarterId: string, key: string, compute: () => Promise<T>) {
        const now = performance.now();
        const own = answers.get(headquarterId) ?? new Map<string, Answer>();
        const kept = fresh(own.get(key), now);
        if (kept) return kept.value as Promise<T>;
        answers.set(headquarterId, own);
        if (own.size >= MAX_ANSWERS_PER_HEADQUARTER) own.clear();
        const value = compute().then((ready) => {
          answer.ready = ready;
          return ready;
        });
        const answer: Answer = { at: now, value };
        own.set(key, answer);
        value.catch(() => {
          if (answers.get(headquarterId)?.get(key) === answer) answers.get(headquarterId)?.delete(key);
        });
        return value;
      },
    } satisfies HeadquarterCache);
  },
  { name: "headquarter-cache", dependencies: ["realtime"] },
);
