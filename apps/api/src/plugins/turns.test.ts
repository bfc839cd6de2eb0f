import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { turnsPlugin } from "./turns.js";

describe("requests taking turns", () => {
  it("lets a burst go on one request per loop iteration, in arrival order, and a route marked ahead at once", async () => {
    const app = Fastify();
    await app.register(turnsPlugin);
    let iteration = 0;
    let ticking = true;
    const tick = () => {
      iteration += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const went: [string, number][] = [];
    app.get<{ Params: { n: string } }>("/work/:n", async (request) => {
      went.push([`work ${request.params.n}`, iteration]);
      return {};
    });
    app.get("/health", { config: { ahead: true } }, async () => {
      went.push(["health", iteration]);
      return {};
    });
    await app.ready();
    await Promise.all([app.inject("/work/1"), app.inject("/work/2"), app.inject("/work/3"), app.inject("/health")]);
    ticking = false;
    await app.close();
    expect(went.map(([name]) => name)).toEqual(["health", "work 1", "work 2", "work 3"]);
    const iterations = went.slice(1).map(([, at]) => at);
    expect(new Set(iterations).size).toBe(3);
  });
});
