import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { createClient } from "redis";

export type RedisClient = ReturnType<typeof createClient>;

declare module "fastify" {
  interface FastifyInstance {
    /**
     * This node's one Redis connection (REDIS_URL), shared by the socket.io adapter (which opens its own duplicates
     * for blocking reads) and the API keys' rate limit; null for a node alone.
     */
    redis: RedisClient | null;
  }
}

export const redisPlugin = fp(
  async (app: FastifyInstance, opts: { url?: string }) => {
    if (!opts.url) {
      app.decorate("redis", null);
      return;
    }
    // The client is loaded only when configured: a node alone does not hold it (~500 modules).
    const { createClient } = await import("redis");
    const redis: RedisClient = createClient({ url: opts.url });
    redis.on("error", (err) => app.log.error({ err }, "redis"));
    await redis.connect();
    app.decorate("redis", redis);
    // Registered before its users, so closed after them (the adapter's last writes go first).
    app.addHook("onClose", async () => {
      await redis.quit().catch(() => undefined);
    });
  },
  { name: "redis" },
);
