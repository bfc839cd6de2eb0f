import { createSecretKey } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jwtVerify, SignJWT } from "jose";
import { BUSINESS_PROFILE } from "@despacho/domain";
import { AppError } from "../errors.js";

/** The profile kinds of spec §6 and the courier's: what the token says the account is. */
export type AccountKind = "staff" | "business" | "messenger";

/** What an access token says about its user. */
export interface AccessClaims {
  sub: string;
  /** The company; null for a courier (couriers affiliate with headquarters, they belong to no company). */
  cid: string | null;
  kind: AccountKind;
  perms: string[];
  hqs: string[];
  /** A courier's profile id (`messengers.id`, their uuid in the API); only for kind "messenger". */
  mid?: string;
  /** The user's session version when the token was signed (`users.session_version`, plugins/sessions.ts). */
  sv: number;
}

/** Who is calling a staff or business route, as the access checks and the socket handshake read it. */
export interface Principal {
  userId: string;
  companyId: string;
  kind: "staff" | "business";
  roles: string[];
  headquarterIds: string[];
  /** Issue 26: the API key the call came with (userId is then its creator's); undefined for a user's token. */
  apiKeyId?: string;
}

/** Who is calling a courier route: the courier's user and their courier profile. */
export interface Courier {
  userId: string;
  messengerId: string;
}

declare module "fastify" {
  interface FastifyInstance {
    signAccessToken(claims: AccessClaims): Promise<string>;
    verifyAccessToken(token: string): Promise<AccessClaims>;
  }
}

/** The staff or business principal of a token; null for a courier's token. */
export function principalFromClaims(claims: AccessClaims): Principal | null {
  if (claims.kind === "messenger" || !claims.cid) return null;
  const roles = claims.kind === "business" ? [...claims.perms, BUSINESS_PROFILE] : claims.perms;
  return { userId: claims.sub, companyId: claims.cid, kind: claims.kind, roles, headquarterIds: claims.hqs };
}

/** The courier of a courier's token; null for a staff or business token. */
export function courierFromClaims(claims: AccessClaims): Courier | null {
  if (claims.kind !== "messenger" || !claims.mid) return null;
  return { userId: claims.sub, messengerId: claims.mid };
}

/**
 * Verified access tokens kept for their remaining life, so a busy client is not re-verified per call; well above a
 * large fleet's tokens (10,000 couriers calling once a second cleared a cache of 10,000 every round).
 */
const VERIFIED_TOKENS_MAX = 50_000;

export function accessTokens(secret: string, ttlSeconds: number) {
  const key = createSecretKey(Buffer.from(secret));
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return {
    sign: (claims: AccessClaims) =>
      new SignJWT({
        cid: claims.cid,
        kind: claims.kind,
        perms: claims.perms,
        hqs: claims.hqs,
        sv: claims.sv,
        ...(claims.mid && { mid: claims.mid }),
      })
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
