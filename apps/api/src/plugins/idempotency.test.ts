import Fastify from "fastify";
import fp from "fastify-plugin";
import { describe, expect, it } from "vitest";
import { idempotencyPlugin, refuseIdempotentRoutesWithoutHooks } from "./idempotency.js";

// Stand-ins for the plugins idempotency declares as dependencies; no database is touched.
const named = (name: string) => fp(async () => {}, { name });

async function appWith(order: "route first" | "plugin first") {
  const app = Fastify({ logger: false });
  refuseIdempotentRoutesWithoutHooks(app);
  const route = () => app.post("/api/things/", { config: { idempotent: true } }, async () => ({ ok: true }));
  if (order === "route first") route();
  await app.register(named("db"));
  await app.register(named("access"));
  await app.register(idempotencyPlugin);
  if (order === "plugin first") route();
  return app;
}

describe("an idempotent route without its idempotency hooks", () => {
  it("stops the app from starting, naming the route", async () => {
    const app = await appWith("route first");
    await expect(app.ready()).rejects.toThrow(
      "Idempotent routes without the idempotency hooks (register them after the idempotency plugin): POST /api/things/",
    );
    await app.close();
  });

  it("lets the app start when the route is registered after the plugin", async () => {
    const app = await appWith("plugin first");
    await expect(app.ready()).resolves.toBe(app);
    await app.close();
  });
});
