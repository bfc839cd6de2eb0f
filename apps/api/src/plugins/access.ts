import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HEADQUARTER_HEADER, isAllowed, type Requirement, uuidSchema } from "@despacho/domain";
import { AppError } from "../errors.js";
import { isApiKey } from "./api-keys.js";
import { type Courier, courierFromClaims, type Principal, principalFromClaims } from "./auth.js";

declare const declaredByAllow: unique symbol;

/**
 * What every /api route declares in `config.access`: who may call it and whether it is scoped to
 * a headquarter. Only `allow` builds one, so every route says it the same way. A "user" route is
 * for staff and business accounts only, a "courier" route for couriers only; an "account" route
 * for any signed-in account (the few calls every profile makes: permissions, password, logout).
 */
export type RouteAccess = (
  | { kind: "public" }
  | { kind: "courier" }
  | { kind: "account" }
  | {
      kind: "user";
      /** spec §6 rule; undefined: any signed-in user. */
      permission?: Requirement;
      /** The X-Headquarter header must name one of the user's headquarters. */
      headquarter: boolean;
      /** Resource whose id is in the path; the security suite creates one in another headquarter. */
      resource?: string;
    }
) & { readonly [declaredByAllow]: true };

const user = (headquarter: boolean, permission?: Requirement, resource?: string) =>
  ({
    kind: "user",
    headquarter,
    ...(permission !== undefined && { permission }),
    ...(resource !== undefined && { resource }),
  }) as RouteAccess;

/** The one way a route declares its access: `config: { access: allow.inHeadquarter(["add_service"], "service") }`. */
export const allow = {
  /** Anyone, without a token. */
  anyone: () => ({ kind: "public" }) as RouteAccess,
  /** A signed-in user (holding `permission` when given), whatever headquarter. */
  signedIn: (permission?: Requirement, resource?: string): RouteAccess => user(false, permission, resource),
  /** A signed-in user holding `permission` in the headquarter named by the X-Headquarter header. */
  inHeadquarter: (permission?: Requirement, resource?: string): RouteAccess => user(true, permission, resource),
  /** A signed-in courier (a staff or business token is refused); `courierOf(request)` says who. */
  courier: () => ({ kind: "courier" }) as RouteAccess,
  /** Any signed-in account, courier or not; `accountOf(request)` says who. */
  anyAccount: () => ({ kind: "account" }) as RouteAccess,
};

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    principal: Principal | null;
    courier: Courier | null;
    /** The signed-in account's user id, whatever its kind. */
    accountId: string | null;
    headquarterId: string | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return null;
  return header.slice(7).trim() || null;
}

function selectedHeadquarter(request: FastifyRequest, principal: Principal): string {
  const raw = request.headers[HEADQUARTER_HEADER];
  // An API key is for one headquarter: the header may be left out.
  if ((raw === undefined || raw === "") && principal.apiKeyId) return principal.headquarterIds[0];
  if (raw === undefined || raw === "") throw new AppError("HEADQUARTER_REQUIRED");
  const parsed = uuidSchema.safeParse(raw);
  if (!parsed.success) throw new AppError("VALIDATION", "Sucursal inválida", [{ field: HEADQUARTER_HEADER, message: "Sucursal inválida" }]);
  if (!principal.headquarterIds.includes(parsed.data)) throw new AppError("HEADQUARTER_FORBIDDEN");
  return parsed.data;
}

/** Authentication, tenancy and permission, once for every route, before the body is read. */
export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest("principal", null);
    app.decorateRequest("courier", null);
    app.decorateRequest("accountId", null);
    app.decorateRequest("headquarterId", null);

    app.addHook("onRoute", (route) => {
      if (route.url.startsWith("/api/") && !route.config?.access && !route.url.startsWith("/api/docs")) {
        throw new Error(`Route ${route.method} ${route.url} declares no access`);
      }
    });

    app.addHook("onRequest", async (request, reply) => {
      const access = request.routeOptions.config.access;
      if (!access || access.kind === "public") return;
      const token = bearerToken(request);
      if (!token) throw new AppError("NOT_AUTHENTICATED");
      if (isApiKey(token)) {
        // A key opens the staff and business routes only, under the same checks as its creator's token would.
        const principal = await app.apiKeyPrincipal(token, request, reply);
        if (access.kind !== "user") throw new AppError("FORBIDDEN");
        request.accountId = principal.userId;
        if (access.headquarter) request.headquarterId = selectedHeadquarter(request, principal);
        if (!isAllowed(principal.roles, access.permission)) throw new AppError("FORBIDDEN");
        return;
      }
      const claims = await app.verifyAccessToken(token);
      // A token of an ended session (logout, password change, disable, access taken away) answers as an expired one.
      if (!(await app.sessions.isCurrent(claims))) throw new AppError("TOKEN_NOT_VALID");
      request.accountId = claims.sub;
      if (access.kind === "account") return;
      if (access.kind === "courier") {
        request.courier = courierFromClaims(claims);
        if (!request.courier) throw new AppError("FORBIDDEN");
        return;
      }
      // A courier's token opens no staff or business route.
      const principal = principalFromClaims(claims);
      if (!principal) throw new AppError("FORBIDDEN");
      request.principal = principal;
      if (access.headquarter) request.headquarterId = selectedHeadquarter(request, principal);
      if (!isAllowed(principal.roles, access.permission)) throw new AppError("FORBIDDEN");
    });
  },
  { name: "access", dependencies: ["auth", "sessions", "api-keys"] },
);

/** The principal of a route that declared kind "user" (set by the access hook). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError("NOT_AUTHENTICATED");
  return request.principal;
}

/** The courier of a route declared with `allow.courier()`. */
export function courierOf(request: FastifyRequest): Courier {
  if (!request.courier) throw new AppError("NOT_AUTHENTICATED");
  return request.courier;
}

/** The user id of any signed-in account (routes declared with `allow.anyAccount()`, or any other signed-in route). */
export function accountOf(request: FastifyRequest): string {
  if (!request.accountId) throw new AppError("NOT_AUTHENTICATED");
  return request.accountId;
}

export function headquarterOf(request: FastifyRequest): string {
  if (!request.headquarterId) throw new AppError("HEADQUARTER_REQUIRED");
  return request.headquarterId;
}
