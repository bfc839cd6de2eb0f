import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { accessTokens, type AccessClaims } from "../modules/auth/tokens.js";

declare module "fastify" {
  interface FastifyInstance {
    signAccessToken(claims: AccessClaims): Promise<string>;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string; ttlSeconds: number }) => {
    const tokens = accessTokens(opts.secret, opts.ttlSeconds);
    app.decorate("signAccessToken", tokens.sign);
    app.decorate("verifyAccessToken", tokens.verify);
  },
  { name: "auth" },
);
