import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { BUSINESS_PROFILE, HEADQUARTER_HEADER, isAllowed, type Requirement, uuidSchema } from "@despacho/domain";
import { AppError } from "../errors.js";
import type { AccessClaims } from "../modules/auth/tokens.js";

/** What every /api route declares: who may call it and whether it is scoped to a headquarter. */
export type RouteAccess =
  | { kind: "public" }
  | {
      kind: "user";
      /** spec §6 rule; undefined: any signed-in user. */
      permission?: Requirement;
      /** The X-Headquarter header must name one of the user's headquarters. */
      headquarter: boolean;
      /** Resource whose id is in the path; the security suite creates one in another headquarter. */
      resource?: string;
    };

export interface Principal {
  userId: string;
  companyId: string;
  kind: "staff" | "business";
  roles: string[];
  headquarterIds: string[];
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    principal: Principal | null;
    headquarterId: string | null;
  }
  interface FastifyInstance {
    verifyAccessToken(token: string): Promise<AccessClaims>;
  }
}

export function principalFromClaims(claims: AccessClaims): Principal {
  const roles = claims.kind === "business" ? [...claims.perms, BUSINESS_PROFILE] : claims.perms;
  return { userId: claims.sub, companyId: claims.cid, kind: claims.kind, roles, headquarterIds: claims.hqs };
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return null;
  return header.slice(7).trim() || null;
}

function selectedHeadquarter(request: FastifyRequest, principal: Principal): string {
  const raw = request.headers[HEADQUARTER_HEADER];
  if (raw === undefined || raw === "") throw new AppError("HEADQUARTER_REQUIRED");
  const parsed = uuidSchema.safeParse(raw);
  if (!parsed.success) throw new AppError("VALIDATION", "Sucursal inválida", [{ field: HEADQUARTER_HEADER, message: "Sucursal inválida" }]);
  if (!principal.headquarterIds.includes(parsed.data)) throw new AppError("HEADQUARTER_FORBIDDEN");
  return parsed.data;
}

/** Authentication, tenancy and permission, once for every route, before the body is read. */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("principal", null);
  app.decorateRequest("headquarterId", null);

  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/api/") && !route.config?.access && !route.url.startsWith("/api/docs")) {
      throw new Error(`Route ${route.method} ${route.url} declares no access`);
    }
  });

  app.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === "public") return;
    const token = bearerToken(request);
    if (!token) throw new AppError("NOT_AUTHENTICATED");
    const principal = principalFromClaims(await app.verifyAccessToken(token));
    request.principal = principal;
    if (access.headquarter) request.headquarterId = selectedHeadquarter(request, principal);
    if (!isAllowed(principal.roles, access.permission)) throw new AppError("FORBIDDEN");
  });
});

/** The principal of a route that declared kind "user" (set by the access hook). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError("NOT_AUTHENTICATED");
  return request.principal;
}

export function headquarterOf(request: FastifyRequest): string {
  if (!request.headquarterId) throw new AppError("HEADQUARTER_REQUIRED");
  return request.headquarterId;
}
