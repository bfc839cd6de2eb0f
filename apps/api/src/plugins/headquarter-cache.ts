import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const MAX_ANSWERS_PER_HEADQUARTER = 256;

interface Answer {
  at: number;
  body: Promise<Buffer>;
  /** The body once computed. */
  ready?: Buffer;
}

export interface HeadquarterCache {
  /**
   * The JSON answer stored under `key` for the headquarter, or `compute`'s, stored for the next
   * callers. Concurrent callers of one key share one computation.
   */
  answer(headquarterId: string, key: string, compute: () => Promise<string>): Promise<Buffer>;
  /** The computed answer under `key`, if one is still fresh. */
  peek(headquarterId: string, key: string): Buffer | undefined;
  /** Forgets every answer of the headquarter (its data changed). */
  forget(headquarterId: string): void;
}

declare module "fastify" {
  interface FastifyInstance {
    headquarterCache: HeadquarterCache;
  }
}

/**
 * Recent read answers per headquarter (docs/decisions/004). Anything said to a headquarter's
 * room, on this node or on any other through Redis, forgets its answers first: the events that
 * drive the desks after a commit also retire what the desks would read next. An answer still
 * being computed when they arrive is dropped too, so nothing read before a change outlives it.
 */
export const headquarterCachePlugin = fp(
  async (app: FastifyInstance, opts: { ttlMs: number }) => {
    const ttl = opts.ttlMs;
    const answers = new Map<string, Map<string, Answer>>();
    const forget = (headquarterId: string) => void answers.delete(headquarterId);
    app.realtime.onHeadquarterChange(forget);

    const fresh = (answer: Answer | undefined, now: number) => (answer && now - answer.at < ttl ? answer : undefined);

    app.decorate("headquarterCache", {
      forget,
      peek: (headquarterId, key) => fresh(answers.get(headquarterId)?.get(key), performance.now())?.ready,
      answer(headquarterId, key, compute) {
        const now = performance.now();
        const own = answers.get(headquarterId) ?? new Map<string, Answer>();
        const kept = fresh(own.get(key), now);
        if (kept) return kept.body;
        answers.set(headquarterId, own);
        if (own.size >= MAX_ANSWERS_PER_HEADQUARTER) own.clear();
        const answer: Answer = {
          at: now,
          body: compute().then((json) => {
            answer.ready = Buffer.from(json);
            return answer.ready;
          }),
        };
        own.set(key, answer);
        answer.body.catch(() => {
          if (answers.get(headquarterId)?.get(key) === answer) answers.get(headquarterId)?.delete(key);
        });
        return answer.body;
      },
    } satisfies HeadquarterCache);
  },
  { name: "headquarter-cache", dependencies: ["realtime"] },
);
