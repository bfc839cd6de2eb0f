import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors.js";

/** How many heavy reads are worked on at once; the others wait their turn, in the order they came. */
const HEAVY_READS_AT_ONCE = 4;

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Runs `work` (a heavy read: its query, then its answer sent with `reply.send`) when its turn comes: at most
     * HEAVY_READS_AT_ONCE at once, each next one started in a later turn of the event loop. Once the app is closing,
     * a read not yet started is refused (503 SERVER_CLOSING).
     */
    heavyRead<T>(work: () => Promise<T>): Promise<T>;
  }
}

interface Waiting {
  start(): void;
  refuse(error: AppError): void;
}

/**
 * The searches of long lists (the courier lists over 50,000 couriers, the desk's computed pages) answered a few at a
 * time (decisions 039, 053): 200 of them sent together no longer build their answers in the same turns of the event
 * loop, so whatever arrives meanwhile (/api/health, a courier's location) is read between them. Only the routes that
 * ask take turns; every other request is handled as it comes (requests arriving together are handled together: the
 * location group commit relies on it).
 *
 * Closing: the app's close resolves only once the reads being worked on are done, and the ones still waiting are
 * refused, so none runs a query after the caller closes the database (a waiting request's client may be gone, and
 * Fastify does not wait for requests whose connection has closed).
 */
export const heavyReadsPlugin = fp(
  async (app: FastifyInstance) => {
    let running = 0;
    let closing = false;
    let drained: (() => void) | null = null;
    const waiting: Waiting[] = [];
    // A read done hands its place to the first one waiting, started in a later turn of the event loop.
    const done = () => {
      const next = waiting.shift();
      if (next) setImmediate(next.start);
      else if (--running === 0) drained?.();
    };
    app.decorate("heavyRead", async <T>(work: () => Promise<T>): Promise<T> => {
      if (closing) throw new AppError("SERVER_CLOSING");
      if (running < HEAVY_READS_AT_ONCE) running += 1;
      else await new Promise<void>((start, refuse) => waiting.push({ start, refuse }));
      try {
        return await work();
      } finally {
        done();
      }
    });
    app.addHook("preClose", async () => {
      closing = true;
      for (const read of waiting.splice(0)) read.refuse(new AppError("SERVER_CLOSING"));
    });
    app.addHook("onClose", async () => {
      if (running > 0) await new Promise<void>((resolve) => (drained = resolve));
    });
  },
  { name: "heavy-reads" },
);
