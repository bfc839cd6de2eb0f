import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** How many heavy reads are worked on at once; the others wait their turn, in the order they came. */
const HEAVY_READS_AT_ONCE = 4;

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Runs `work` (a heavy read: its query, then its answer sent with `reply.send`) when its turn comes: at most
     * HEAVY_READS_AT_ONCE at once, each next one started in a later turn of the event loop.
     */
    heavyRead<T>(work: () => Promise<T>): Promise<T>;
  }
}

/**
 * The searches of long lists (the courier lists over 50,000 couriers) answered a few at a time (decision 039): 200 of
 * them sent together no longer build their answers in the same turns of the event loop, so whatever arrives meanwhile
 * (/api/health, a courier's location) is read between them. Only the routes that ask take turns; every other request
 * is handled as it comes (requests arriving together are handled together: the location group commit relies on it).
 */
export const heavyReadsPlugin = fp(
  async (app: FastifyInstance) => {
    let running = 0;
    const waiting: (() => void)[] = [];
    // A read done hands its place to the first one waiting, started in a later turn of the event loop.
    const done = () => {
      const start = waiting.shift();
      if (start) setImmediate(start);
      else running -= 1;
    };
    app.decorate("heavyRead", async <T>(work: () => Promise<T>): Promise<T> => {
      if (running < HEAVY_READS_AT_ONCE) running += 1;
      else await new Promise<void>((start) => waiting.push(start));
      try {
        return await work();
      } finally {
        done();
      }
    });
  },
  { name: "heavy-reads" },
);
