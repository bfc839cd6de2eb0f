// A desk's socket for the benchmarks' fleets at the price a remote desk costs this machine: a real websocket (the `ws`
// package, which socket.io-client itself runs on in Node) that speaks the server's wire protocol by hand — engine.io 4
// (`0` open, `2` ping answered `3`) and socket.io 5's default parser (`40{auth}` to join the main namespace, `40`/`44`
// its answer, `42[event,…]` an event; apps/api/src/plugins/realtime.ts keeps the default parser and no compression). It
// decodes nothing but the frames the caller asks for, handed over as the raw bytes: socket.io-client's decoding, event
// emitter and acknowledgement bookkeeping for 500 desks cost the benchmark's cores more than the server's own work.
import WebSocket from "ws";

const [OPEN, PING, MESSAGE] = ["0", "2", "4"].map((c) => c.charCodeAt(0));
const [CONNECT_ERROR, EVENT] = ["4", "2"].map((c) => c.charCodeAt(0));

/** `42["<event>",` as bytes: the start of an event frame without acknowledgement. */
export const eventPrefix = (event: string) => Buffer.from(`42${JSON.stringify([event]).slice(0, -1)},`);

/**
 * Opens a socket to `url` (http://host:port) with the handshake's `auth`; resolves once the server emits `readyEvent`
 * (it follows the namespace's connect), rejects on a refused connect or a closed socket. Each later frame that starts
 * with `prefix` (see eventPrefix) goes to `onFrame` as received.
 */
export function openDeskSocket(
  url: string,
  auth: Record<string, string>,
  { readyEvent, prefix, onFrame }: { readyEvent: string; prefix: Buffer; onFrame: (frame: Buffer) => void },
): Promise<WebSocket> {
  const socket = new WebSocket(`${url.replace(/^http/u, "ws")}/socket.io/?EIO=4&transport=websocket`, {
    perMessageDeflate: false,
    skipUTF8Validation: true,
  });
  const ready = eventPrefix(readyEvent);
  return new Promise((resolve, reject) => {
    socket.on("message", (data: Buffer) => {
      const kind = data[0];
      if (kind === PING) return socket.send("3");
      if (kind === OPEN) return socket.send(`40${JSON.stringify(auth)}`);
      if (kind !== MESSAGE) return;
      if (data[1] === CONNECT_ERROR) return reject(new Error(String(JSON.parse(data.subarray(2).toString()).message)));
      if (data[1] !== EVENT) return;
      if (data.subarray(0, prefix.length).equals(prefix)) onFrame(data);
      else if (data.subarray(0, ready.length).equals(ready)) resolve(socket);
    });
    socket.on("error", reject);
    socket.once("close", () => reject(new Error("closed before the headquarter's connect")));
  });
}
