import { randomUUID } from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { HEADQUARTER_HEADER, PERMISSIONS } from "@despacho/domain";
import { createCourier, openBalance } from "./courier-factories.js";
import { createBusinessStore } from "./covenant-factories.js";
import { createHeadquarter, createUser, resourceFactories } from "./factories.js";
import { createGeozone, square } from "./geozone-factories.js";
import { authHeaders, createTestApp, login, type RegisteredRoute, signToken, snapshotTables, TEST_JWT_SECRET } from "./harness.js";
import { bodyCases, oddParamCases, oddQueryCases, paramCases, pathWith, queryCases, truncatedMultipart, validSample } from "./malformed.js";

// The generic security suite: every /api route the app registers, attacked the same way.
// A route added later is covered without editing this file (it is found through onRoute).

// Its tokens are signed once and used for the whole file, which takes minutes on a busy machine: they outlive it.
const t = await createTestApp({ loginRateLimit: 1_000_000, config: { accessTokenTtlSeconds: 3_600 } });
afterAll(() => t.close());

const apiRoutes = t.routes.filter((r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/docs"));
const userRoutes = apiRoutes.filter((r) => r.access?.kind === "user");
const courierRoutes = apiRoutes.filter((r) => r.access?.kind === "courier");
const signedInRoutes = apiRoutes.filter((r) => r.access && r.access.kind !== "public");
const withRequirement = userRoutes.filter((r) => r.access?.kind === "user" && r.access.permission !== undefined);
const headquarterScoped = userRoutes.filter((r) => r.access?.kind === "user" && r.access.headquarter);
const withResource = userRoutes.filter((r) => r.access?.kind === "user" && r.access.resource && /:\w+/.test(r.url));
const resourceOf = (r: RegisteredRoute) => (r.access?.kind === "user" ? r.access.resource : undefined) ?? "";

const schemaOf = (r: RegisteredRoute, part: "body" | "querystring" | "params"): z.ZodType | undefined => {
  const s = (r.schema as Record<string, unknown> | undefined)?.[part];
  return s instanceof z.ZodType ? s : undefined;
};

interface Fixture {
  hqA: string;
  hqB: string; // same company, the caller is not a member
  hqForeign: string; // another company
  businessUserId: string;
  tokens: { full: string; unrelated: string; noRoles: string; courier: string; business: string };
  /** The token of a new user with every permission in A, for a call that may end its user's sessions. */
  throwaway: () => Promise<string>;
}
let f: Fixture;

beforeAll(async () => {
  const a = await createHeadquarter(t.db);
  const b = await createHeadquarter(t.db, { companyId: a.companyId });
  const foreign = await createHeadquarter(t.db);
  const full = await createUser(t.db, { headquarterIds: [a.id], permissions: [...PERMISSIONS] });
  const unrelated = await createUser(t.db, { headquarterIds: [a.id], permissions: ["unrelated_codename_for_tests"] });
  const noRoles = await createUser(t.db, { headquarterIds: [a.id] });
  const courier = await createCourier(t.db, { headquarterIds: [a.id], isOnline: true });
  const business = await createUser(t.db, { headquarterIds: [a.id], permissions: ["add_service"], business: { name: "Tienda de prueba" } });
  const [fullT, unrelatedT, noRolesT, courierT, businessT] = await Promise.all(
    [full, unrelated, noRoles, courier, business].map((u) => login(t.app, u.user.username, u.password)),
  );
  f = {
    hqA: a.id,
    hqB: b.id,
    hqForeign: foreign.id,
    businessUserId: business.user.id,
    tokens: {
      full: fullT.access,
      unrelated: unrelatedT.access,
      noRoles: noRolesT.access,
      courier: courierT.access,
      business: businessT.access,
    },
    throwaway: async () => {
      const user = await createUser(t.db, { headquarterIds: [a.id], permissions: [...PERMISSIONS] });
      return (await login(t.app, user.user.username, user.password)).access;
    },
  };
});

/**
 * Who each signed-in route lets through, written out rather than computed by isAllowed (the
 * function under test): "no roles" = any signed-in user, even one without roles; "every
 * permission" = a route with a permission requirement; "business profile" = a route only business
 * accounts pass (is_business_profile). A new route must be added here.
 */
const PASSES: Record<string, "no roles" | "every permission" | "business profile"> = {
  "GET /api/users/profile/": "no roles",
  "PATCH /api/users/profile/": "no roles",
  "PATCH /api/users/business/": "business profile",
  "GET /api/business-store/": "business profile",
  "GET /api/business-store/active-cities/": "business profile",
  "POST /api/business-store/": "business profile",
  "GET /api/business-store/:id/": "business profile",
  "PATCH /api/business-store/:id/": "business profile",
  "DELETE /api/business-store/:id/": "business profile",
  "GET /api/covenants/": "no roles",
  "GET /api/covenants/providers/": "business profile",
  "GET /api/covenants/couriers/": "business profile",
  "POST /api/covenants/": "business profile",
  "GET /api/covenants/:id/": "no roles",
  "PATCH /api/covenants/:id/": "business profile",
  "PATCH /api/covenants/:id/answer/": "business profile",
  "PATCH /api/covenants/:id/settings/": "business profile",
  "GET /api/covenants/priority-groups/": "business profile",
  "POST /api/covenants/priority-groups/": "business profile",
  "PATCH /api/covenants/priority-groups/:id/": "business profile",
  "DELETE /api/covenants/priority-groups/:id/": "business profile",
  "PATCH /api/covenants/priority-groups/:id/add-member/": "business profile",
  "PATCH /api/covenants/priority-groups-members/:id/": "business profile",
  "GET /api/logistic-provider/": "business profile",
  "GET /api/logistic-provider/available/": "business profile",
  "POST /api/logistic-provider/": "business profile",
  "DELETE /api/logistic-provider/:id/": "business profile",
  "GET /api/user-to-service-type/": "business profile",
  "POST /api/user-to-service-type/": "business profile",
  "GET /api/user-to-service-type/:id/": "business profile",
  "DELETE /api/user-to-service-type/:id/": "business profile",
  "PATCH /api/user-to-service-type/:id/": "every permission",
  "GET /api/service-type-user-to-business-store/": "business profile",
  "POST /api/service-type-user-to-business-store/": "business profile",
  "GET /api/service-type-user-to-business-store/:id/": "business profile",
  "DELETE /api/service-type-user-to-business-store/:id/": "business profile",
  "POST /api/users/send-verification-email/": "no roles",
  "GET /api/users/active-headquarters/": "no roles",
  "GET /api/headquarter/:id/": "no roles",
  "GET /api/headquarter/:id/settings/": "no roles",
  "GET /api/headquarter/:id/allow-linkage/": "no roles",
  "GET /api/country/": "no roles",
  "GET /api/country/:id/locations-area/": "no roles",
  "GET /api/headquarter/": "every permission",
  "POST /api/headquarter/": "every permission",
  "PATCH /api/headquarter/:id/": "every permission",
  "PATCH /api/headquarter/:id/allow-linkage/": "every permission",
  "GET /api/users/employments/": "every permission",
  "POST /api/users/employments/": "every permission",
  "PATCH /api/users/employments/:id/": "every permission",
  "DELETE /api/users/employments/:id/": "every permission",
  "PATCH /api/headquarter/:id/settings/": "every permission",
  "GET /api/templates/": "every permission",
  "POST /api/templates/": "every permission",
  "GET /api/templates/:id/": "every permission",
  "PATCH /api/templates/:id/": "every permission",
  "DELETE /api/templates/:id/": "every permission",
  "GET /api/users/employees/": "every permission",
  "POST /api/users/employees/": "every permission",
  "GET /api/users/employees/:id/": "every permission",
  "PATCH /api/users/employees/:id/": "every permission",
  "PATCH /api/users/employees/:id/enable/": "every permission",
  "GET /api/service-types/": "every permission",
  "POST /api/service-types/": "every permission",
  "GET /api/service-types/:id/": "every permission",
  "PATCH /api/service-types/:id/": "every permission",
  "DELETE /api/service-types/:id/": "every permission",
  "POST /api/service-types/:id/calculate-surcharges/": "every permission",
  "GET /api/payment-method/": "every permission",
  "POST /api/payment-method/": "every permission",
  "GET /api/payment-method/:id/": "every permission",
  "PATCH /api/payment-method/:id/": "every permission",
  "DELETE /api/payment-method/:id/": "every permission",
  "GET /api/users/customers/": "every permission",
  "POST /api/users/customers/": "every permission",
  "GET /api/users/customers/:id/": "every permission",
  "GET /api/users/anonymous-customers/": "every permission",
  "GET /api/users/anonymous-customers/all/": "every permission",
  "POST /api/users/anonymous-customers/": "every permission",
  "GET /api/users/anonymous-customers/:id/": "every permission",
  "PATCH /api/users/anonymous-customers/:id/": "every permission",
  "DELETE /api/users/anonymous-customers/:id/": "every permission",
  "GET /api/users/messengers/": "every permission",
  "GET /api/users/messengers/:id/": "every permission",
  "GET /api/users/messengers/affiliated/": "every permission",
  "GET /api/users/messengers/in-disaffiliation/": "every permission",
  "GET /api/users/messengers/disaffiliated/": "every permission",
  "GET /api/users/messengers/connected/": "every permission",
  "GET /api/users/messengers/geozone-locations/": "every permission",
  "PATCH /api/users/messengers/:id/": "every permission",
  "PATCH /api/users/messengers/:id/settings/": "every permission",
  "POST /api/users/messengers/:id/payment/": "every permission",
  "GET /api/users/messengers/:id/payments/": "every permission",
  "POST /api/users/messengers/:id/adjustment/": "every permission",
  "GET /api/payroll/general/": "every permission",
  "GET /api/payroll/general/:id/": "every permission",
  "GET /api/payroll/operators/": "every permission",
  "POST /api/payroll/payments/:id/cancel/": "every permission",
  "GET /api/statistics/services/daily/": "every permission",
  "GET /api/statistics/services/monthly/": "every permission",
  "GET /api/statistics/services/compare/": "every permission",
  "GET /api/statistics/services/breakdown/": "every permission",
  "GET /api/statistics/messengers/": "every permission",
  "GET /api/statistics/messengers/top/": "every permission",
  "GET /api/users/messengers/:id/motorcycles/": "every permission",
  "GET /api/users/messengers/:id/service-types/": "every permission",
  "GET /api/users/messengers/:id/locations/": "every permission",
  "GET /api/users/messengers/:id/track/": "every permission",
  "GET /api/locations/": "every permission",
  "GET /api/locations/latest/": "every permission",
  "POST /api/locations/": "every permission",
  "PATCH /api/locations/:id/": "every permission",
  "DELETE /api/locations/:id/": "every permission",
  "POST /api/services/": "every permission",
  "GET /api/services/": "every permission",
  "GET /api/geocoder/search/": "every permission",
  "GET /api/services/count-status/": "every permission",
  "GET /api/services/count-novelties/": "every permission",
  "GET /api/services/grouped-by-collaborator/": "every permission",
  "GET /api/services/assignable-to-collaborator/": "every permission",
  "GET /api/services/optimal-messengers/": "every permission",
  "GET /api/services/:id/": "every permission",
  "GET /api/services/:id/historical/": "every permission",
  "GET /api/services/:id/optimal-messengers/": "every permission",
  "GET /api/services/:id/novelty-fields/": "every permission",
  "POST /api/services/:id/novelty-fields/": "every permission",
  "GET /api/services/:id/completion-data/": "every permission",
  "GET /api/services/:id/reassign-locations/": "every permission",
  "GET /api/services/:id/attach-file/": "every permission",
  "PATCH /api/services/:id/attach-file/": "every permission",
  "GET /api/attached-file/:id/get-url/": "every permission",
  "DELETE /api/attached-file/:id/": "every permission",
  "POST /api/chats/upload-image/": "every permission",
  "POST /api/chats/upload-video/": "every permission",
  "POST /api/chats/upload-audio/": "every permission",
  "POST /api/chats/upload-image/signed/": "every permission",
  "POST /api/chats/upload-image/confirm/": "every permission",
  "POST /api/chats/upload-video/signed/": "every permission",
  "POST /api/chats/upload-video/confirm/": "every permission",
  "POST /api/chats/upload-audio/signed/": "every permission",
  "POST /api/chats/upload-audio/confirm/": "every permission",
  "GET /api/dispatch/offers/": "every permission",
  "POST /api/dispatch/services/:id/reoffer/": "every permission",
  "GET /api/geo-zones/": "every permission",
  "POST /api/geo-zones/": "every permission",
  "GET /api/geo-zones/:id/": "every permission",
  "PATCH /api/geo-zones/:id/": "every permission",
  "DELETE /api/geo-zones/:id/": "every permission",
  "GET /api/queue-geo-zones/": "every permission",
  "POST /api/queue-geo-zones/": "every permission",
  "PATCH /api/queue-geo-zones/:id/": "every permission",
  "DELETE /api/queue-geo-zones/:id/": "every permission",
  "GET /api/queue-geo-zones/:id/messengers/": "every permission",
  "GET /api/activation-geo-zones/": "every permission",
  "POST /api/activation-geo-zones/": "every permission",
  "PATCH /api/activation-geo-zones/:id/": "every permission",
  "DELETE /api/activation-geo-zones/:id/": "every permission",
  "GET /api/chats/": "every permission",
  "GET /api/chats/messages/": "every permission",
  "GET /api/chats/messengers/:id/": "every permission",
  "GET /api/users/messengers/:id/chat/": "every permission",
  "POST /api/chats/messages/": "every permission",
  "POST /api/chats/seen/": "every permission",
  "POST /api/chats/forward/": "every permission",
  "PATCH /api/services/:id/assign/": "every permission",
  "PATCH /api/services/:id/reassign/": "every permission",
  "PATCH /api/services/:id/unassign/": "every permission",
  "PATCH /api/services/:id/spread/": "every permission",
  "PATCH /api/services/:id/cancel/": "every permission",
  "PATCH /api/services/:id/finish/": "every permission",
  "PATCH /api/services/:id/can-finish/": "every permission",
  "PATCH /api/services/update-multiple/": "every permission",
  "PATCH /api/services/assign-multiple/": "every permission",
  "PATCH /api/services/unassign-multiple/": "every permission",
  "POST /api/services/report-csv/": "every permission",
  "GET /api/services/report-csv/": "every permission",
  "GET /api/services/report-csv/:id/": "every permission",
  "GET /api/membership/petition/": "every permission",
  "POST /api/membership/petition/": "every permission",
  "GET /api/membership/petition/:id/": "every permission",
  "PATCH /api/membership/petition/:id/accept/": "every permission",
  "PATCH /api/membership/petition/:id/cancel/": "every permission",
  "PATCH /api/membership/petition/:id/confirm/": "every permission",
  "PATCH /api/membership/petition/:id/refuse/": "every permission",
  "PATCH /api/membership/petition/:id/verify/": "every permission",
  "GET /api/messenger-blocks/": "every permission",
  "GET /api/messenger-blocks/history/": "every permission",
  "POST /api/messenger-blocks/": "every permission",
  "PATCH /api/messenger-blocks/:id/unblock/": "every permission",
  "GET /api/messenger-activations/": "every permission",
  "GET /api/working-hours/": "every permission",
  "POST /api/working-hours/": "every permission",
  "PATCH /api/working-hours/:id/": "every permission",
  "DELETE /api/working-hours/:id/": "every permission",
  "GET /api/messenger-working-hours/": "every permission",
  "POST /api/messenger-working-hours/": "every permission",
  "PATCH /api/messenger-working-hours/:id/": "every permission",
  "DELETE /api/messenger-working-hours/:id/": "every permission",
  "GET /api/messenger-excluded-hours/": "every permission",
  "POST /api/messenger-excluded-hours/": "every permission",
  "DELETE /api/messenger-excluded-hours/:id/": "every permission",
  "GET /api/tags/": "every permission",
  "POST /api/tags/": "every permission",
  "DELETE /api/tags/:id/": "every permission",
  "POST /api/headquarter/:id/notifications/": "every permission",
  "GET /api/headquarter/:id/remuneration-modes/": "every permission",
  "GET /api/fake-locations/": "every permission",
  "GET /api/fake-locations/:id/": "every permission",
  "GET /api/link-services/": "every permission",
  "POST /api/link-services/": "every permission",
  "PATCH /api/link-services/:id/revoke/": "every permission",
  "GET /api/customer-gateway/": "every permission",
  "PUT /api/customer-gateway/": "every permission",
  "GET /api/routes/": "every permission",
  "POST /api/routes/": "every permission",
  "GET /api/routes/:id/": "every permission",
  "PATCH /api/routes/:id/": "every permission",
  "DELETE /api/routes/:id/": "every permission",
  "GET /api/routes/:id/candidates/": "every permission",
  "POST /api/routes/:id/services/": "every permission",
  "PATCH /api/routes/:id/remove-services/": "every permission",
  "PUT /api/routes/:id/stops/": "every permission",
  "PATCH /api/routes/:id/sort/": "every permission",
  "PATCH /api/routes/:id/assign/": "every permission",
  "GET /api/massive-load/template/": "every permission",
  "POST /api/massive-load/": "every permission",
  "GET /api/massive-load/": "every permission",
  "GET /api/massive-load/:id/": "every permission",
  "GET /api/massive-load/:id/rows/": "every permission",
  "POST /api/massive-load/:id/rows/": "every permission",
  "POST /api/massive-load/:id/drop-invalid/": "every permission",
  "POST /api/massive-load/:id/confirm/": "every permission",
  "GET /api/massive-load/rows/:id/": "every permission",
  "PUT /api/massive-load/rows/:id/": "every permission",
  "DELETE /api/massive-load/rows/:id/": "every permission",
  "POST /api/services/lookup/": "every permission",
  "POST /api/massive-assignment/": "every permission",
  "POST /api/massive-service-update/": "every permission",
  "POST /api/massive-novelties/": "every permission",
  "GET /api/massive-actions/:id/": "every permission",
  "GET /api/webhooks/": "every permission",
  "POST /api/webhooks/": "every permission",
  "PATCH /api/webhooks/:id/": "every permission",
  "DELETE /api/webhooks/:id/": "every permission",
  "GET /api/webhooks/:id/secret/": "every permission",
  "POST /api/webhooks/:id/test/": "every permission",
  "GET /api/webhook-deliveries/": "every permission",
  "POST /api/webhook-deliveries/:id/resend/": "every permission",
  "GET /api/api-keys/": "every permission",
  "POST /api/api-keys/": "every permission",
  "DELETE /api/api-keys/:id/": "every permission",
};

/** Routes that end their user's sessions when they succeed (issue 19): the fixture's tokens must outlive them. */
const ENDS_SESSION = new Set(["DELETE /api/access-control/logout/"]);

/** The token of the user the route lets through, from PASSES (a courier for courier routes). */
const allowedToken = (r: RegisteredRoute) => {
  if (r.access?.kind === "courier") return f.tokens.courier;
  if (r.access?.kind !== "user") return f.tokens.full;
  const who = PASSES[r.name];
  if (!who) throw new Error(`${r.name}: say in PASSES who this route lets through`);
  return who === "no roles" ? f.tokens.noRoles : who === "business profile" ? f.tokens.business : f.tokens.full;
};

/** A body and query the route accepts, so a refusal comes from what the test changed. */
function validRequest(r: RegisteredRoute): { payload?: string; query?: Record<string, string>; problem?: string } {
  const body = schemaOf(r, "body");
  const query = schemaOf(r, "querystring");
  const out: { payload?: string; query?: Record<string, string>; problem?: string } = {};
  if (body) {
    const sample = validSample(body);
    if (sample) out.payload = JSON.stringify(sample.value);
    else out.problem = `${r.name}: cannot generate a valid body from its schema (teach validSample in test/malformed.ts)`;
  }
  if (query) {
    const sample = validSample(query);
    if (sample) out.query = sample.value as Record<string, string>;
    else out.problem = `${r.name}: cannot generate a valid query from its schema (teach validSample in test/malformed.ts)`;
  }
  return out;
}

function request(r: RegisteredRoute, headers: Record<string, string>, params: Record<string, string> = {}): InjectOptions {
  const valid = validRequest(r);
  return {
    method: r.method as InjectOptions["method"],
    url: pathWith(r.url, params),
    query: valid.query,
    payload: valid.payload,
    headers: valid.payload === undefined ? headers : { ...headers, "content-type": "application/json" },
  };
}

const bodyOf = (res: LightMyRequestResponse) => {
  try {
    return res.json();
  } catch {
    return res.body;
  }
};

describe("the route table", () => {
  it("finds the API's routes through onRoute", () => {
    const names = apiRoutes.map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining(["POST /api/users/token/", "GET /api/users/employments/", "PATCH /api/headquarter/:id/settings/"]),
    );
  });

  it("every signed-in route says in PASSES who it lets through, and PASSES names no route that is gone", () => {
    expect(userRoutes.map((r) => r.name).filter((name) => !PASSES[name])).toEqual([]);
    expect(Object.keys(PASSES).filter((name) => !userRoutes.some((r) => r.name === name))).toEqual([]);
  });

  it("every route declares its access", () => {
    expect(apiRoutes.filter((r) => !r.access).map((r) => r.name)).toEqual([]);
  });

  it("every resource a route declares has a factory", () => {
    const missing = [...new Set(withResource.map(resourceOf))].filter((name) => !resourceFactories[name]);
    expect(missing, `add these to resourceFactories in test/factories.ts`).toEqual([]);
  });

  it("a valid body and query can be generated for every route (the attacks change one thing at a time)", () => {
    expect(apiRoutes.map((r) => validRequest(r).problem).filter(Boolean)).toEqual([]);
  });

  it("every route with a resource has an :id-like path parameter", () => {
    const declared = userRoutes.filter((r) => r.access?.kind === "user" && r.access.resource);
    expect(declared.filter((r) => !/:\w+/.test(r.url)).map((r) => r.name)).toEqual([]);
  });
});

describe("(a) signed-in routes refuse missing and bad tokens with 401", () => {
  it.each(signedInRoutes.map((r) => [r.name, r] as const))("%s", async (_name, r) => {
    const claims = { sub: randomUUID(), cid: randomUUID(), kind: "staff" as const, perms: [...PERMISSIONS], hqs: [], sv: 0 };
    const good = await signToken(claims);
    const [header, , signature] = good.split(".");
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: 9_999_999_999 })).toString("base64url")}.${signature}`;
    const algNone = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${good.split(".")[1]}.`;
    const cases: [string, Record<string, string>, string][] = [
      ["no authorization header", {}, "NOT_AUTHENTICATED"],
      ["an empty bearer", { authorization: "Bearer " }, "NOT_AUTHENTICATED"],
      ["a Basic scheme", { authorization: "Basic YWRtaW46ZGVzcGFjaG8=" }, "NOT_AUTHENTICATED"],
      ["a malformed token", { authorization: "Bearer not.a.jwt" }, "TOKEN_NOT_VALID"],
      ["random bytes", { authorization: `Bearer ${randomUUID()}` }, "TOKEN_NOT_VALID"],
      [
        "an expired token",
        { authorization: `Bearer ${await signToken(claims, { expiresAt: new Date(Date.now() - 1000) })}` },
        "TOKEN_NOT_VALID",
      ],
      [
        "a token signed with another secret",
        { authorization: `Bearer ${await signToken(claims, { secret: `${TEST_JWT_SECRET}-forged` })}` },
        "TOKEN_NOT_VALID",
      ],
      ["a tampered payload", { authorization: `Bearer ${tampered}` }, "TOKEN_NOT_VALID"],
      ["a token without expiry", { authorization: `Bearer ${await signToken(claims, { expiresAt: null })}` }, "TOKEN_NOT_VALID"],
      ['alg "none"', { authorization: `Bearer ${algNone}` }, "TOKEN_NOT_VALID"],
    ];
    const results = await Promise.all(
      cases.map(async ([label, headers, code]) => {
        const res = await t.app.inject(request(r, { ...headers, [HEADQUARTER_HEADER]: f.hqA }));
        return { label, status: res.statusCode, code: bodyOf(res)?.code, expected: code };
      }),
    );
    for (const result of results) expect(result, result.label).toEqual({ ...result, status: 401, code: result.expected });
  });
});

describe("(b) routes with a permission requirement refuse a user without it (403)", () => {
  it.each(withRequirement.map((r) => [r.name, r] as const))("%s", async (_name, r) => {
    const res = await t.app.inject(request(r, authHeaders(f.tokens.unrelated, f.hqA)));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("(c) headquarter-scoped routes need one of the caller's headquarters", () => {
  it.each(headquarterScoped.map((r) => [r.name, r] as const))("%s", async (_name, r) => {
    const token = allowedToken(r);
    const [missing, malformed, sameCompany, foreign] = await Promise.all([
      t.app.inject(request(r, authHeaders(token))),
      t.app.inject(request(r, authHeaders(token, "no-es-un-uuid"))),
      t.app.inject(request(r, authHeaders(token, f.hqB))),
      t.app.inject(request(r, authHeaders(token, f.hqForeign))),
    ]);
    expect([missing.statusCode, missing.json().code]).toEqual([400, "HEADQUARTER_REQUIRED"]);
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, "VALIDATION"]);
    expect([sameCompany.statusCode, sameCompany.json().code]).toEqual([403, "HEADQUARTER_FORBIDDEN"]);
    expect([foreign.statusCode, foreign.json().code]).toEqual([403, "HEADQUARTER_FORBIDDEN"]);
  });
});

describe("(d) an id from another headquarter answers 404 and changes nothing", () => {
  const cases = withResource.flatMap((r) => [
    [`${r.name} (same company)`, r, "hqB"] as const,
    [`${r.name} (another company)`, r, "hqForeign"] as const,
  ]);
  it.each(cases)("%s", async (_name, r, where) => {
    const factory = resourceFactories[resourceOf(r)];
    if (!factory) throw new Error(`${r.name} declares resource "${resourceOf(r)}" but resourceFactories has no factory for it`);
    const problem = validRequest(r).problem;
    if (problem) throw new Error(problem);
    const foreignId = await factory(t.db, f[where]);
    const params = Object.fromEntries([...r.url.matchAll(/:(\w+)/g)].map((m) => [m[1], foreignId]));
    const before = await snapshotTables(t.db);
    const res = await t.app.inject(request(r, authHeaders(allowedToken(r), f.hqA), params));
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND" });
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe("(h) a courier's token opens no staff or business route (403)", () => {
  it.each(userRoutes.map((r) => [r.name, r] as const))("%s", async (_name, r) => {
    const before = await snapshotTables(t.db);
    const res = await t.app.inject(request(r, authHeaders(f.tokens.courier, f.hqA)));
    expect([res.statusCode, res.json().code]).toEqual([403, "FORBIDDEN"]);
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe("(i) a staff or business token opens no courier route (403)", () => {
  it.each(courierRoutes.map((r) => [r.name, r] as const))("%s", async (_name, r) => {
    const before = await snapshotTables(t.db);
    const res = await t.app.inject(request(r, authHeaders(f.tokens.full, f.hqA)));
    expect([res.statusCode, res.json().code]).toEqual([403, "FORBIDDEN"]);
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

// (e) Generated malformed input: 400 {code, errors: [{field, message}]}, never a 5xx, nothing written.
interface Attack {
  label: string;
  options: InjectOptions;
}

function attacksOn(r: RegisteredRoute): Attack[] {
  const body = schemaOf(r, "body");
  const query = schemaOf(r, "querystring");
  const params = schemaOf(r, "params");
  const method = r.method as InjectOptions["method"];
  const valid = () => validRequest(r);
  const json = { "content-type": "application/json" };
  const attacks: Attack[] = [];
  for (const c of bodyCases(body)) {
    attacks.push({
      label: `body ${c.label}`,
      options: {
        method,
        url: pathWith(r.url, {}),
        query: valid().query,
        payload: c.payload,
        headers: { "content-type": c.contentType ?? "application/json" },
      },
    });
  }
  for (const c of queryCases(query)) {
    const payload = valid().payload;
    attacks.push({
      label: `query ${c.label}`,
      options: { method, url: `${pathWith(r.url, {})}?${c.query}`, payload, headers: payload ? json : {} },
    });
  }
  for (const c of paramCases(params, r.url)) {
    const { payload, query: q } = valid();
    attacks.push({
      label: `param ${c.label}`,
      options: { method, url: pathWith(r.url, c.params), query: q, payload, headers: payload ? json : {} },
    });
  }
  return attacks;
}

const attacked = apiRoutes.map((r) => ({ route: r, attacks: attacksOn(r) })).filter((a) => a.attacks.length > 0);
const totalAttacks = attacked.reduce((n, a) => n + a.attacks.length, 0);

const errorBody = z.object({
  code: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string().min(1) })).min(1),
});

describe("(e) malformed bodies, query strings and ids answer 400 and write nothing", () => {
  it(`generates a few hundred cases (${totalAttacks})`, () => {
    expect(totalAttacks).toBeGreaterThanOrEqual(300);
  });

  it.each(attacked.map((a) => [`${a.route.name} (${a.attacks.length} cases)`, a] as const))("%s", async (_name, { route, attacks }) => {
    const headers = authHeaders(allowedToken(route), f.hqA);
    const before = await snapshotTables(t.db);
    const results = await Promise.all(
      attacks.map(async (a) => {
        const res = await t.app.inject({ ...a.options, headers: { ...headers, ...a.options.headers } });
        const body = bodyOf(res);
        return { label: a.label, status: res.statusCode, shaped: errorBody.safeParse(body).success, body };
      }),
    );
    const wrong = results.filter((x) => x.status !== 400 || !x.shaped).map((x) => ({ ...x, body: JSON.stringify(x.body).slice(0, 300) }));
    expect(wrong).toEqual([]);
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe("(f) a body without fields (an empty object, a lone BOM) is answered, never with a 5xx", () => {
  const withBody = apiRoutes.filter((r) => schemaOf(r, "body"));
  it.each(withBody.map((r) => [r.name, r] as const))("%s", async (_name, r) => {
    const headers = authHeaders(ENDS_SESSION.has(r.name) ? await f.throwaway() : allowedToken(r), f.hqA);
    const answers = await Promise.all(
      ["{}", "\ufeff"].map(async (payload) => {
        const res = await t.app.inject({
          method: r.method as InjectOptions["method"],
          url: pathWith(r.url, {}),
          query: validRequest(r).query,
          payload,
          headers: { ...headers, "content-type": "application/json" },
        });
        return { payload, status: res.statusCode, body: res.body.slice(0, 200) };
      }),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  });
});

// (g) Idempotent routes: the same Idempotency-Key twice writes once and replays the first answer.
const idempotentRoutes = userRoutes.filter((r) => r.idempotent);
const location = (type: string, address: string) => ({ type, address, description: "Portería", latitude: 4.65, longitude: -74.06 });
/** A body each idempotent route accepts from the full user in headquarter A, written out. */
const IDEMPOTENT_BODIES: Record<string, () => Promise<Record<string, unknown>>> = {
  "POST /api/users/employments/": async () => ({ name: "Auxiliar de bodega" }),
  "POST /api/headquarter/": async () => ({ name: "Sucursal con clave", city: 5001 }),
  "POST /api/service-types/": async () => ({ name: "Tipo con clave" }),
  "POST /api/locations/": async () => ({ name: "Bodega con clave", address: "Calle 72 # 10-34", latitude: 4.6551, longitude: -74.0584 }),
  "POST /api/templates/": async () => ({ name: "Plantilla con clave", permissions: ["view_desktop_menu"] }),
  "POST /api/users/employees/": async () => ({
    username: "empleado_con_clave",
    first_name: "Ana",
    last_name: "Rojas",
    email: "ana.rojas@despacho.test",
    password: "clave-segura-1",
    headquarters: [f.hqA],
    employment: null,
    templates: [],
  }),
  "POST /api/payment-method/": async () => ({ name: "Pago con clave" }),
  "POST /api/link-services/": async () => ({
    name: "Enlace con clave",
    service_types: [await resourceFactories["service-type"](t.db, f.hqA)],
  }),
  "POST /api/covenants/": async () => ({
    business_store_id: (await createBusinessStore(t.db, f.hqA, f.businessUserId)).id,
    provider_store_id: (await createBusinessStore(t.db, f.hqA)).id,
  }),
  "POST /api/covenants/priority-groups/": async () => ({
    business_store_id: (await createBusinessStore(t.db, f.hqA, f.businessUserId)).id,
  }),
  "POST /api/business-store/": async () => ({ name: "Tienda con clave", active_cities: [11001] }),
  "POST /api/logistic-provider/": async () => ({ headquarter: await resourceFactories.headquarter(t.db, f.hqA) }),
  "POST /api/user-to-service-type/": async () => ({ service_type: await resourceFactories["service-type"](t.db, f.hqA) }),
  "POST /api/service-type-user-to-business-store/": async () => {
    const call = async (url: string, payload: object) =>
      (
        await t.app.inject({
          method: "POST",
          url,
          payload,
          headers: { ...authHeaders(f.tokens.business, f.hqA), "idempotency-key": randomUUID() },
        })
      ).json();
    const store = await call("/api/business-store/", { name: "Tienda que ofrece" });
    const chosen = await call("/api/user-to-service-type/", { service_type: await resourceFactories["service-type"](t.db, f.hqA) });
    return { business_store: store.id, user_to_service_type: chosen.id };
  },
  "POST /api/users/customers/": async () => ({ name: "Tienda con clave", phone_number: "300 111 2233" }),
  "POST /api/users/anonymous-customers/": async () => ({ name: "Cliente con clave", phone_number: "300 444 5566" }),
  "POST /api/services/report-csv/": async () => ({}),
  "POST /api/membership/petition/": async () => ({ username: (await createCourier(t.db)).user.username }),
  "POST /api/users/messengers/:id/payment/": async () => ({ amount: 20_000, method: "cash" }),
  "POST /api/users/messengers/:id/adjustment/": async () => ({ amount: -1_000, reason: "Ajuste con clave" }),
  "POST /api/tags/": async () => ({ name: "Etiqueta con clave" }),
  "POST /api/routes/": async () => ({ code: "RUTA-CLAVE", name: "Ruta con clave" }),
  "POST /api/webhooks/": async () => ({ url: "https://hooks.example.com/con-clave", events: ["service.created"] }),
  "POST /api/geo-zones/": async () => ({ name: "Zona con clave", polygon: square(-74.1, 4.6) }),
  "POST /api/queue-geo-zones/": async () => ({ geo_zone: (await createGeozone(t.db, f.hqA)).id }),
  "POST /api/activation-geo-zones/": async () => ({ geo_zone: (await createGeozone(t.db, f.hqA)).id }),
  "POST /api/chats/messages/": async () => ({
    messenger: (await createCourier(t.db, { headquarterIds: [f.hqA] })).id,
    type: "text",
    content: "Mensaje con clave",
  }),
  "POST /api/chats/forward/": async () => {
    const messenger = (await createCourier(t.db, { headquarterIds: [f.hqA] })).id;
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/chats/messages/",
      payload: { messenger, type: "text", content: "Para reenviar" },
      headers: authHeaders(f.tokens.full, f.hqA),
    });
    return { messages: [sent.json().uuid], messengers: [(await createCourier(t.db, { headquarterIds: [f.hqA] })).id] };
  },
  "POST /api/services/": async () => ({
    name: "Servicio con clave",
    phone_number: "300 777 8899",
    type: await resourceFactories["service-type"](t.db, f.hqA),
    calculated_cost: 9000,
    locations: [location("origin", "Calle 72 # 10-34"), location("destination", "Carrera 15 # 93-47")],
  }),
  "POST /api/messenger-blocks/": async () => ({
    messenger: (await createCourier(t.db, { headquarterIds: [f.hqA] })).id,
    reason: "Bloqueo con clave",
  }),
  // Sunday at dawn: no other test of this file writes hours then.
  "POST /api/working-hours/": async () => ({ weekday: 0, starts_at: "05:00", ends_at: "06:00" }),
  "POST /api/messenger-working-hours/": async () => ({
    messenger: (await createCourier(t.db, { headquarterIds: [f.hqA] })).id,
    weekday: 0,
    starts_at: "05:00",
    ends_at: "06:00",
  }),
  "POST /api/messenger-excluded-hours/": async () => ({
    messenger: (await createCourier(t.db, { headquarterIds: [f.hqA] })).id,
    starts_at: "2030-02-01T08:00:00-05:00",
    ends_at: "2030-02-01T10:00:00-05:00",
  }),
  "POST /api/massive-load/:id/rows/": async () => ({ name: "Fila con clave", phone_number: "300 777 8899" }),
};

/** Idempotent routes with an id in the path: the path to call, with a row the call may act on. */
const IDEMPOTENT_PATHS: Record<string, () => Promise<string>> = {
  "POST /api/users/messengers/:id/payment/": async () => {
    const courier = await createCourier(t.db, { headquarterIds: [f.hqA] });
    await openBalance(t.db, f.hqA, courier.id, 100_000);
    return `/api/users/messengers/${courier.id}/payment/`;
  },
  "POST /api/users/messengers/:id/adjustment/": async () => {
    const courier = await createCourier(t.db, { headquarterIds: [f.hqA] });
    await openBalance(t.db, f.hqA, courier.id, 100_000);
    return `/api/users/messengers/${courier.id}/adjustment/`;
  },
  "POST /api/massive-load/:id/rows/": async () => `/api/massive-load/${await resourceFactories["massive-file"](t.db, f.hqA)}/rows/`,
};

describe("(g) an Idempotency-Key sent twice writes one row and replays the first answer", () => {
  it("every idempotent route has a body here", () => {
    expect(idempotentRoutes.map((r) => r.name).filter((name) => !IDEMPOTENT_BODIES[name])).toEqual([]);
  });

  it.each(idempotentRoutes.map((r) => [r.name, r] as const))("%s", async (_name, r) => {
    const body = IDEMPOTENT_BODIES[r.name];
    if (!body) throw new Error(`${r.name}: add a body to IDEMPOTENT_BODIES`);
    const url = (await IDEMPOTENT_PATHS[r.name]?.()) ?? r.url;
    // Each call's events handed on before the tables are read: an answer may come before the outbox's passes end
    // (a chat message's does), and those passes move the consumers' offsets.
    const send = async (payload: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: r.method as InjectOptions["method"],
        url,
        payload,
        headers: { ...authHeaders(allowedToken(r), f.hqA), "idempotency-key": key },
      });
      await t.app.events.dispatch();
      return res;
    };
    const key = randomUUID();
    const payload = await body();
    const before = await snapshotTables(t.db);
    const first = await send(payload);
    expect(first.statusCode, first.body).toBeGreaterThanOrEqual(200);
    expect(first.statusCode, first.body).toBeLessThan(300);
    const afterFirst = await snapshotTables(t.db);
    expect(afterFirst).not.toEqual(before);
    const second = await send(payload);
    expect([second.statusCode, second.headers["idempotent-replayed"]]).toEqual([first.statusCode, "true"]);
    expect(second.json()).toEqual(first.json());
    expect(await snapshotTables(t.db)).toEqual(afterFirst);
  });
});

// =================================================================================================
// (j) Odd input every route survives (issue 19): a multipart body cut short, an empty body sent as
// application/json (answered as no body at all), odd values in each query parameter and well-formed
// ids no row has in each path parameter. Whatever the schemas say: below 500, nothing written.
// =================================================================================================

/** A route for which no body is a whole request (logout): an empty body would act; its own tests cover it. */
const actsWithoutBody = (r: RegisteredRoute) => {
  const body = schemaOf(r, "body");
  return r.method !== "GET" && !/:\w+/.test(r.url) && (!body || body.safeParse(null).success);
};

/** The status and, for a refusal, its body: an empty JSON body must be answered as no body is. */
const answerOf = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  refusal: res.statusCode >= 400 ? res.body.slice(0, 300) : null,
});

function oddInputsOn(r: RegisteredRoute): Attack[] {
  const method = r.method as InjectOptions["method"];
  const { payload, query } = validRequest(r);
  const url = pathWith(r.url, {});
  const json = { "content-type": "application/json" };
  const attacks: Attack[] = [
    {
      label: "a multipart body cut short",
      options: { method, url, query, payload: truncatedMultipart.payload, headers: { "content-type": truncatedMultipart.contentType } },
    },
  ];
  for (const c of oddQueryCases(schemaOf(r, "querystring"), query)) {
    attacks.push({ label: `query ${c.label}`, options: { method, url: `${url}?${c.query}`, payload, headers: payload ? json : {} } });
  }
  for (const c of oddParamCases(schemaOf(r, "params"), r.url)) {
    attacks.push({
      label: `param ${c.label}`,
      options: { method, url: pathWith(r.url, c.params), query, payload, headers: payload ? json : {} },
    });
  }
  return attacks;
}

describe("(j) odd input answers below 500 and writes nothing; an empty JSON body is answered as no body", () => {
  // One snapshot around the block: a snapshot per route would double the block's time.
  let before: Record<string, string>;
  beforeAll(async () => {
    before = await snapshotTables(t.db);
  });

  it.each(apiRoutes.map((r) => [r.name, r] as const))("%s", async (_name, r) => {
    const headers = authHeaders(allowedToken(r), f.hqA);
    const send = (options: InjectOptions) => t.app.inject({ ...options, headers: { ...headers, ...options.headers } });
    const results = await Promise.all(
      oddInputsOn(r).map(async (a) => {
        const res = await send(a.options);
        return { label: a.label, status: res.statusCode, body: res.body.slice(0, 300) };
      }),
    );
    expect(results.filter((x) => x.status >= 500)).toEqual([]);
    if (!actsWithoutBody(r)) {
      const bare = { method: r.method as InjectOptions["method"], url: pathWith(r.url, {}), query: validRequest(r).query };
      const [empty, none] = await Promise.all([
        send({ ...bare, payload: "", headers: { "content-type": "application/json" } }),
        send(bare),
      ]);
      expect(none.statusCode).toBeLessThan(500);
      expect(answerOf(empty)).toEqual(answerOf(none));
    }
  });

  it("wrote nothing", async () => {
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

// (k) Issue 19: a manager of A (the full user works in A only) reaches a member of A and B through every
// route that changes another user: refused with 403, nothing written.
describe("(k) a manager of A edits a member of A and B", () => {
  const memberOfAAndB = async () => createUser(t.db, { headquarterIds: [f.hqA, f.hqB], permissions: ["view_desktop_menu"] });
  /** Per resource whose routes change users: an id in A that reaches into B, and the body that reaches it (else a valid one). */
  const REACHING: Record<string, () => Promise<{ id: string; body?: object }>> = {
    employee: async () => ({ id: (await memberOfAAndB()).user.id }),
    // New permissions on a template change everyone holding it.
    template: async () => ({ id: (await memberOfAAndB()).roleIds[0], body: { permissions: ["view_desktop_menu", "view_tag"] } }),
    // Administering B reaches its members (allow-linkage, data).
    "company-headquarter": async () => ({ id: f.hqB }),
  };
  /** Routes of those resources that change no user, and why. */
  const CHANGES_NO_USER: Record<string, string> = {
    "DELETE /api/templates/:id/": "only a template nobody holds is deleted (409 otherwise)",
  };
  const changing = userRoutes.filter((r) => r.method !== "GET" && REACHING[resourceOf(r)] && !CHANGES_NO_USER[r.name]);

  it("finds every route that changes another user", () => {
    expect(changing.map((r) => r.name).sort()).toEqual([
      "PATCH /api/headquarter/:id/",
      "PATCH /api/headquarter/:id/allow-linkage/",
      "PATCH /api/templates/:id/",
      "PATCH /api/users/employees/:id/",
      "PATCH /api/users/employees/:id/enable/",
    ]);
  });

  it.each(changing.map((r) => [r.name, r] as const))("%s: 403 and nothing changes", async (_name, r) => {
    const target = await REACHING[resourceOf(r)]();
    const options = request(r, authHeaders(f.tokens.full, f.hqA), { id: target.id });
    const before = await snapshotTables(t.db);
    const res = await t.app.inject(target.body ? { ...options, payload: JSON.stringify(target.body) } : options);
    expect([res.statusCode, res.json().code], res.body).toEqual([403, "FORBIDDEN"]);
    expect(res.json().detail).toMatch(/sucursales/);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it("POST /api/users/employees/ into A and B: 400 on headquarters, nobody created", async () => {
    const before = await snapshotTables(t.db);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/employees/",
      headers: authHeaders(f.tokens.full, f.hqA),
      payload: { ...(await IDEMPOTENT_BODIES["POST /api/users/employees/"]()), username: "en_a_y_b", headquarters: [f.hqA, f.hqB] },
    });
    expect([res.statusCode, res.json().errors]).toEqual([400, [{ field: "headquarters", message: "Sucursal inválida" }]]);
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});
