// The embedded database's thread: PGlite, served to the API's node-postgres pool over a Unix
// socket, so its queries (WebAssembly, synchronous) never hold the API's event loop.
import { createServer, type Socket } from "node:net";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

export interface PgliteServerData {
  /** PGlite's folder; null keeps the database in memory (tests). */
  dataDir: string | null;
  socketPath: string;
}

export type FromPgliteServer = { kind: "ready" } | { kind: "closed" } | { kind: "failed"; message: string };
export type ToPgliteServer = { kind: "close" };

const SSL_REQUEST_CODE = 80877103;
const { dataDir, socketPath } = workerData as PgliteServerData;
const port = parentPort;
if (!port) throw new Error("pglite-server runs as a worker thread");
const send = (message: FromPgliteServer) => port.postMessage(message);

/**
 * Cuts the byte stream into whole protocol messages (the first one, the startup message, has no
 * type byte) and hands them to PGlite in arrival order; PGlite answers the whole exchange,
 * startup included.
 */
function serve(db: PGlite, socket: Socket): Promise<void> {
  let pending = Buffer.alloc(0);
  let started = false;
  let queue = Promise.resolve();
  socket.on("data", (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    const messages: Buffer[] = [];
    while (pending.length >= (started ? 5 : 4)) {
      const length = started ? pending.readInt32BE(1) + 1 : pending.readInt32BE(0);
      if (pending.length < length) break;
      const message = pending.subarray(0, length);
      pending = pending.subarray(length);
      if (!started && length === 8 && message.readInt32BE(4) === SSL_REQUEST_CODE) {
        socket.write("N");
        continue;
      }
      started = true;
      messages.push(message);
    }
    if (messages.length === 0) return;
    const batch = new Uint8Array(Buffer.concat(messages));
    queue = queue.then(async () => {
      const answer = await db.execProtocolRaw(batch);
      if (answer.length > 0 && !socket.destroyed) socket.write(answer);
    });
    queue.catch((error) => socket.destroy(error));
  });
  return new Promise((resolve) => {
    socket.on("close", () => resolve(queue.catch(() => undefined)));
    socket.on("error", () => socket.destroy());
  });
}

try {
  // pg_trgm: the trigram indexes behind the lists' contains-searches (migration 0017).
  const db = await PGlite.create({ ...(dataDir && { dataDir }), extensions: { pg_trgm } });
  // PGlite has one session: a connection waits until the one before it has closed (the pool
  // replaces a connection after a failed query, and the new one may arrive first).
  const open = new Set<Socket>();
  let turn = Promise.resolve();
  const server = createServer((socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
    turn = turn.then(() => (socket.destroyed ? undefined : serve(db, socket)));
  });
  server.listen(socketPath, () => send({ kind: "ready" }));
  port.on("message", async (message: ToPgliteServer) => {
    if (message.kind === "close") {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
      await db.close();
      send({ kind: "closed" });
    }
  });
} catch (error) {
  send({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
}
