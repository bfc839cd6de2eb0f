import { createSecretKey } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jwtVerify, SignJWT } from "jose";
import { BUSINESS_PROFILE } from "@despacho/domain";
import { AppError } from "../errors.js";

/** What an access token says about its user. */
export interface AccessClaims {
  sub: string;
  cid: string;
  kind: "staff" | "business";
  perms: string[];
  hqs: string[];
}

/** Who is calling, as the access checks and the socket handshake read it. */
export interface Principal {
  userId: string;
  companyId: string;
  kind: "staff" | "business";
  roles: string[];
  headquarterIds: string[];
}

declare module "fastify" {
  interface FastifyInstance {
    signAccessToken(claims: AccessClaims): Promise<string>;
    verifyAccessToken(token: string): Promise<AccessClaims>;
  }
}

export function principalFromClaims(claims: AccessClaims): Principal {
  const roles = claims.kind === "business" ? [...claims.perms, BUSINESS_PROFILE] : claims.perms;
  return { userId: claims.sub, companyId: claims.cid, kind: claims.kind, roles, headquarterIds: claims.hqs };
}

/** Verified access tokens kept for their remaining life, so a busy client is not re-verified per call. */
const VERIFIED_TOKENS_MAX = 10_000;

export function accessTokens(secret: string, ttlSeconds: number) {
  const key = createSecretKey(Buffer.from(secret));
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return {
    sign: (claims: AccessClaims) =>
      new SignJWT({ cid: claims.cid, kind: claims.kind, perms: claims.perms, hqs: claims.hqs })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token: string): Promise<AccessClaims> {
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) return known.claims;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], requiredClaims: ["exp", "sub"] });
        if (verified.size >= VERIFIED_TOKENS_MAX) verified.clear();
        verified.set(token, { claims: payload as unknown as AccessClaims, expiresAt: (payload.exp ?? 0) * 1000 });
        return payload as unknown as AccessClaims;
      } catch {
        throw new AppError("TOKEN_NOT_VALID");
      }
    },
  };
}

/** Signs and verifies the short-lived JWT access tokens (refresh tokens live in the auth module). */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string; ttlSeconds: number }) => {
    const tokens = accessTokens(opts.secret, opts.ttlSeconds);
    app.decorate("signAccessToken", tokens.sign);
    app.decorate("verifyAccessToken", tokens.verify);
  },
  { name: "auth" },
);
