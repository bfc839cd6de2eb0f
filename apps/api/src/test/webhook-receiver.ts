import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { createDemoApp } from "./demo-app.js";

export interface WebhookDelivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A receiver of webhooks on 127.0.0.1 (the test app reaches it with `gatewayPrivateHosts`), recording every delivery
 * and answering each with `answer()`'s status (200 unless told otherwise).
 */
export async function startWebhookReceiver(answer: () => number = () => 200) {
  const received: WebhookDelivery[] = [];
  const waiting: { count: number; done: () => void }[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.statusCode = answer();
      res.end();
      for (const w of waiting.filter((w) => received.length >= w.count)) w.done();
    });
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    /** Resolves once `count` deliveries have arrived. */
    heard: (count: number) => new Promise<void>((done) => (received.length >= count ? done() : waiting.push({ count, done }))),
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

/** The Standard Webhooks signature as a receiver checks it, written here apart from the server's code. */
export function signedWith(secret: string, delivery: WebhookDelivery): boolean {
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const { headers, body } = delivery;
  const expected = createHmac("sha256", key).update(`${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${body}`).digest("base64");
  return headers["webhook-signature"] === `v1,${expected}`;
}

/**
 * What an outside system meets: the demo app listening on a port as in production (its jobs poll and its own delivery
 * kick on), and a webhook receiver of its own.
 */
export async function listeningDemoWithReceiver() {
  const receiver = await startWebhookReceiver();
  const t = await createDemoApp({ config: { gatewayPrivateHosts: true, jobsPollMs: 200 } });
  const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  return {
    t,
    base,
    receiver,
    close: async () => {
      await t.close();
      await receiver.close();
    },
  };
}
