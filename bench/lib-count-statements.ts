// Preloaded (`--import`) into an API process a benchmark starts (startApiNode's countStatements): counts every
// statement node-postgres sends, each one round trip to the database, BEGIN and COMMIT included, and answers the
// count on the IPC channel when asked, so a benchmark can print statements per request beside its timings.
import pg from "pg";

export interface StatementCount {
  type: "statements";
  statements: number;
}

let statements = 0;
const send = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (send as (...a: unknown[]) => unknown).apply(this, args);
} as typeof send;

process.on("message", (message) => {
  if (message === "statements") process.send?.({ type: "statements", statements } satisfies StatementCount);
});
// The channel must not keep the process alive once the API has stopped.
process.channel?.unref();
