import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "../db/client.js";
import type { Realtime } from "./realtime.js";
import { sessionsPlugin } from "./sessions.js";

const USER = "7f1c7a0e-3a3c-4f6e-9a53-2d6b1f0c9e11";

/** The sessions plugin over a database whose reads the test answers, and a realtime that records. */
async function node() {
  const reads: { resolve: (rows: { version: number }[]) => void }[] = [];
  const db = {
    select: () => ({
      from: () => ({ where: () => new Promise<{ version: number }[]>((resolve) => reads.push({ resolve })) }),
    }),
  } as unknown as Db;
  const sent: string[] = [];
  const disconnected: string[] = [];
  const listeners = new Map<string, (id: string) => void>();
  const realtime = {
    toOtherNodes: (message: string, id: string) => void sent.push(`${message} ${id}`),
    onNodeMessage: (message: string, listener: (id: string) => void) => void listeners.set(message, listener),
    disconnectUser: (id: string) => void disconnected.push(id),
  } as unknown as Realtime;
  const app = Fastify();
  await app.register(fp(async (a: FastifyInstance) => void a.decorate("db", db), { name: "db" }));
  await app.register(fp(async (a: FastifyInstance) => void a.decorate("realtime", realtime), { name: "realtime" }));
  await app.register(sessionsPlugin);
  await app.ready();
  const fromOtherNode = (id: string) => listeners.get("sessions:retire")?.(id);
  return { app, reads, sent, disconnected, fromOtherNode };
}

let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});
async function started() {
  const n = await node();
  apps.push(n.app);
  return n;
}

describe("session versions", () => {
  it("are read once per user, then answered from memory without a promise", async () => {
    const { app, reads } = await started();
    const first = app.sessions.isCurrent({ sub: USER, sv: 2 });
    expect(reads).toHaveLength(1);
    reads[0].resolve([{ version: 2 }]);
    expect(await first).toBe(true);
    expect(app.sessions.isCurrent({ sub: USER, sv: 2 })).toBe(true);
    expect(app.sessions.isCurrent({ sub: USER, sv: 1 })).toBe(false);
    expect(reads).toHaveLength(1);
  });

  it("refuse a user that does not exist", async () => {
    const { app, reads } = await started();
    const answer = app.sessions.isCurrent({ sub: USER, sv: 0 });
    reads[0].resolve([]);
    expect(await answer).toBe(false);
  });

  it("retired here are read again, told to the other nodes and close the user's sockets", async () => {
    const { app, reads, sent, disconnected } = await started();
    const first = app.sessions.isCurrent({ sub: USER, sv: 0 });
    reads[0].resolve([{ version: 0 }]);
    await first;
    app.sessions.retire([USER]);
    expect(sent).toEqual([`sessions:retire ${USER}`]);
    expect(disconnected).toEqual([USER]);
    const again = app.sessions.isCurrent({ sub: USER, sv: 0 });
    expect(reads).toHaveLength(2);
    reads[1].resolve([{ version: 1 }]);
    expect(await again).toBe(false);
  });

  it("retired by another node are read again", async () => {
    const { app, reads, fromOtherNode } = await started();
    const first = app.sessions.isCurrent({ sub: USER, sv: 0 });
    reads[0].resolve([{ version: 0 }]);
    await first;
    fromOtherNode(USER);
    const again = app.sessions.isCurrent({ sub: USER, sv: 0 });
    reads[1].resolve([{ version: 1 }]);
    expect(await again).toBe(false);
  });

  it("being read when retired are not kept: a read begun before the bump never outlives it", async () => {
    const { app, reads } = await started();
    const before = app.sessions.isCurrent({ sub: USER, sv: 0 });
    app.sessions.retire(USER);
    reads[0].resolve([{ version: 0 }]);
    expect(await before).toBe(true);
    const after = app.sessions.isCurrent({ sub: USER, sv: 0 });
    expect(reads).toHaveLength(2);
    reads[1].resolve([{ version: 1 }]);
    expect(await after).toBe(false);
  });
});
