// Preloaded (`--import`) into an API process a benchmark starts (startApiNode's countStatements): counts every
// statement node-postgres sends, each one round trip to the database, BEGIN and COMMIT included, and answers the
// count on the IPC channel when asked, so a benchmark can print statements per request beside its timings. Plain
// JavaScript: the API runs as its bundle, without a TypeScript loader.
import pg from "pg";

let statements = 0;
const send = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(...args) {
  statements += 1;
  return send.apply(this, args);
};

process.on("message", (message) => {
  if (message === "statements") process.send?.({ type: "statements", statements });
});
// The channel must not keep the process alive once the API has stopped.
process.channel?.unref();
