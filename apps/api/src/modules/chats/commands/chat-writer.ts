import type { FastifyInstance } from "fastify";
import { rememberSent } from "../events.js";
import { type Unit, type Written, writeUnits } from "./message-writer.js";

interface Waiting {
  unit: Unit;
  resolve(written: Written | null): void;
  reject(error: unknown): void;
}

/** Units written by one statement at most (a statement of a few hundred small messages stays short). */
const BATCH = 500;

/**
 * Every chat message of this node goes through here (the desk's, the courier's by HTTP or socket, a forward): the
 * units that arrive while a statement runs are written together by the next one (issue 21), so many concurrent
 * messages cost one round trip, not one each. A caller is answered once its statement has committed and the desks
 * have been told (the outbox's hand-off at commit); a statement that fails answers its error to every unit in it, none stored.
 */
export class ChatWriter {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(private readonly app: FastifyInstance) {}

  /** Stores the unit's messages; null when one of its couriers is not linked to the headquarter (nothing stored). */
  write(unit: Unit): Promise<Written | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ unit, resolve, reject });
      // The units of this turn of the event loop go in the same statement.
      if (!this.writing && this.waiting.length === 1) setImmediate(() => this.next());
    });
  }

  private next() {
    if (this.writing || this.waiting.length === 0) return;
    this.writing = true;
    const batch = this.waiting.splice(0, BATCH);
    void this.flush(batch).finally(() => {
      this.writing = false;
      this.next();
    });
  }

  /** Writes one batch; its callers wait for the dispatch while the next batch is written. */
  private async flush(batch: Waiting[]) {
    let written: (Written | null)[];
    try {
      written = await writeUnits(
        this.app.database,
        batch.map((waiting) => waiting.unit),
      );
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    rememberSent(
      this.app.db,
      written.flatMap((unit) => unit?.sent ?? []),
    );
    // Stored is answered as stored once the desks are told (the outbox's at-commit hand-off), while the next batch is
    // written; the outbox's passes, which only move the fan-out's offset past these events, are not waited for.
    void this.app.events.handCommitted().finally(() => {
      for (const [i, waiting] of batch.entries()) waiting.resolve(written[i] ?? null);
    });
  }
}
