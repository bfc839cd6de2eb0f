import type { RouteOptions } from "fastify";
import type { RouteAccess } from "./access.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route's command may refuse with a 409 (the resource's state, a unique value taken, a record still in use):
     * the document lists that answer. An idempotent route lists it anyway (an Idempotency-Key reused with other data).
     */
    conflicts?: boolean;
  }
}

/**
 * What the OpenAPI document says of one route, derived from what the route already declares (its method and
 * path, `allow.*`, its schemas, `idempotent`, its hooks) so that no route file repeats it: a stable operationId,
 * an English summary, the security schemes it accepts and the 4xx answers it can give.
 */

/** The 4xx answers of the API, each with its component in the document (plugins/openapi.ts). */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 429] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** The security schemes of the document: a session's access token, and an API key (docs/decisions/028). */
export const SECURITY_SCHEMES = { session: "session", apiKey: "apiKey" } as const;

const RATE_LIMITED = Symbol("answers 429");

/** Marks a hook that may answer 429 (a rate limit), so the document lists that answer for the routes using it. */
export const rateLimitHook = <T extends object>(hook: T): T => Object.assign(hook, { [RATE_LIMITED]: true });

const toArray = (hooks: unknown): unknown[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
const hasRateLimit = (route: RouteOptions) => toArray(route.preHandler).some((hook) => typeof hook === "function" && RATE_LIMITED in hook);

const methodOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method[0] : route.method).toUpperCase();
const accessOf = (route: RouteOptions): RouteAccess | undefined => route.config?.access;
const pathParams = (url: string) => url.split("/").filter((segment) => segment.startsWith(":"));
const writes = (method: string) => method !== "GET" && method !== "HEAD";

const words = (segment: string) => segment.split(/[-_]/).filter(Boolean);
const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `PATCH /api/services/:id/assign/` → `patchServicesByIdAssign`: the same route always gets the same id. */
export function operationIdOf(method: string, url: string): string {
  const parts = url
    .replace(/^\/api\//, "")
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(":") ? ["by", ...words(segment.slice(1))] : words(segment)));
  return `${method.toLowerCase()}${parts.map(pascal).join("")}`;
}

const IRREGULAR_SINGULARS: Record<string, string> = { hours: "hours", settings: "settings", status: "status", business: "business" };
function singular(phrase: string): string {
  const all = phrase.split(" ");
  const last = all.pop() ?? "";
  const one = IRREGULAR_SINGULARS[last] ?? (last.endsWith("ies") ? `${last.slice(0, -3)}y` : last.replace(/s$/, ""));
  return [...all, one].join(" ");
}
const article = (noun: string) => `${/^([aeio]|u(?!s))/.test(noun) ? "an" : "a"} ${noun}`;
const phraseOf = (segment: string) => words(segment).join(" ");
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Summaries the grammar below would get wrong (a noun where it expects a verb); the rest are derived. A route may
 * still give its own `schema.summary`, which wins.
 */
const SUMMARIES: Record<string, string> = {
  "POST /api/users/token/": "Sign in and get an access token",
  "POST /api/users/token/refresh/": "Refresh an access token",
  "DELETE /api/access-control/logout/": "Sign out",
  "POST /api/password_reset/": "Request a password reset mail",
  "POST /api/password_reset/confirm/": "Set a new password with a reset token",
  "PUT /api/users/change-password/": "Change the signed-in user's password",
  "POST /api/services/:id/novelty-fields/": "Add a novelty to a service",
  "PATCH /api/services/:id/attach-file/": "Attach a file to a service",
  "PATCH /api/headquarter/:id/allow-linkage/": "Set whether couriers may link to a headquarter",
  "POST /api/headquarter/:id/notifications/": "Send a notification to a headquarter's couriers",
  "POST /api/routes/:id/services/": "Add services to a route",
  "PATCH /api/routes/:id/remove-services/": "Remove services from a route",
  "PUT /api/routes/:id/stops/": "Replace the stops of a route",
  "POST /api/massive-load/:id/rows/": "Add a row to a massive load",
  "POST /api/massive-load/:id/drop-invalid/": "Drop the invalid rows of a massive load",
  "PATCH /api/covenants/priority-groups/:id/add-member/": "Add a member to a priority group",
  "POST /api/users/messengers/:id/payment/": "Record a payment to a courier",
  "POST /api/users/messengers/:id/adjustment/": "Record a payroll adjustment of a courier",
  "POST /api/tracking/:token/rating/": "Rate a tracked service",
  "POST /api/service-types/:id/calculate-surcharges/": "Calculate the surcharges of a service type",
  "PATCH /api/services/:id/can-finish/": "Check whether a service can be finished",
  "POST /api/webhooks/:id/test/": "Send a test event to a webhook",
  "POST /api/courier/locations/": "Send the courier's locations",
  "POST /api/courier/activation/": "Go online or offline",
  "POST /api/courier/sign-up/": "Sign up as a courier",
  "POST /api/users/send-verification-email/": "Send the verification mail of the user's email",
  "POST /api/users/confirm-email/": "Confirm an email change",
  "GET /api/users/verify-email/": "Verify an email address",
  "PATCH /api/services/update-multiple/": "Update several services",
  "PATCH /api/services/assign-multiple/": "Assign several services",
  "PATCH /api/services/unassign-multiple/": "Unassign several services",
  "POST /api/services/report-csv/": "Request a CSV report of services",
  "GET /api/services/create-anonymous/": "Get the request link's form",
  "POST /api/services/create-anonymous/": "Request a service through a link",
  "POST /api/services/lookup/": "Look services up by their consecutives",
  "GET /api/tracking/:token/": "Get a tracked service",
  "POST /api/chats/seen/": "Mark a chat as seen",
  "POST /api/chats/forward/": "Forward a message to other couriers",
  "POST /api/courier/chat/seen/": "Mark the courier's chat as seen",
  "PATCH /api/courier/services/:id/arrive/": "Arrive at a service's destination",
  "GET /api/attached-file/:id/get-url/": "Get the URL of an attached file",
  "GET /api/chats/messengers/:id/": "Get the chat with a courier",
};

/** Path words that only group routes ("users" in /api/users/employments/): left out of summaries. */
const NAMESPACES = new Set(["users"]);

const ITEM_VERBS: Record<string, string> = { GET: "Get", PATCH: "Update", PUT: "Replace", DELETE: "Delete", POST: "Create" };

/**
 * An English summary from method and path (and whether it answers a list): `GET /api/services/` "List services", `POST /api/services/` "Create a
 * service", `GET /api/services/:id/` "Get a service", `PATCH /api/services/:id/assign/` "Assign a service",
 * `GET /api/services/:id/historical/` "Get the historical of a service".
 */
export function summaryOf(method: string, url: string, answersList: boolean): string {
  const known = SUMMARIES[`${method} ${url}`];
  if (known) return known;
  const all = url
    .replace(/^\/api\//, "")
    .split("/")
    .filter(Boolean);
  const segments = all.length > 1 && NAMESPACES.has(all[0]) ? all.slice(1) : all;
  const last = segments[segments.length - 1];
  const before = segments[segments.length - 2];
  const upload = /^upload-(\w+)$/.exec(segments.find((segment) => segment.startsWith("upload-")) ?? "");
  if (upload) return `${{ signed: "Get a signed upload for", confirm: "Confirm the upload of" }[last] ?? "Upload"} ${article(upload[1])}`;
  if (last.startsWith(":")) return `${ITEM_VERBS[method]} ${article(singular(phraseOf(before)))}`;
  if (before?.startsWith(":")) {
    const parent = article(singular(phraseOf(segments[segments.length - 3])));
    if (method === "GET") return `Get the ${phraseOf(last)} of ${parent}`;
    if (last.endsWith("s")) return `${ITEM_VERBS[method]} the ${phraseOf(last)} of ${parent}`;
    return `${capitalized(phraseOf(last))} ${parent}`;
  }
  const resource = segments.map(phraseOf).join(" ");
  if (method === "GET") return `${answersList ? "List" : "Get"} ${resource}`;
  if (method === "POST") return `Create ${article(singular(resource))}`;
  return `${ITEM_VERBS[method]} ${resource}`;
}

/** The schemes a route accepts: none when public, a session's token, and an API key on staff and business routes. */
export function securityOf(route: RouteOptions): Record<string, string[]>[] {
  const access = accessOf(route);
  if (!access || access.kind === "public") return [];
  if (access.kind === "user") return [{ [SECURITY_SCHEMES.session]: [] }, { [SECURITY_SCHEMES.apiKey]: [] }];
  return [{ [SECURITY_SCHEMES.session]: [] }];
}

/** Whether the route reads the X-Headquarter header (an API key may leave it out). */
export const readsHeadquarter = (route: RouteOptions) => {
  const access = accessOf(route);
  return access?.kind === "user" && access.headquarter;
};

const hasInput = (route: RouteOptions) => {
  const schema = route.schema ?? {};
  return Boolean(schema.body || schema.querystring || schema.params || schema.headers) || writes(methodOf(route));
};
const takesFiles = (route: RouteOptions) => route.config?.multipartOptions !== undefined;

/** Public routes that check a credential of their own (a password, a refresh token). */
const OWN_CREDENTIALS = new Set(["POST /api/users/token/", "POST /api/users/token/refresh/"]);

/**
 * The 4xx answers a route can give, from what it declares: 400 for any input (validation, the X-Headquarter or
 * Idempotency-Key headers), 401 and 403 for a signed-in route (403 also for a courier's token on a staff route and
 * the reverse; 401 also for the sign-in and refresh routes), 404 for an id in the path, 409 for a route that declares `conflicts` (the state or a unique
 * name refuses it) or is idempotent (an Idempotency-Key reused with other data), 413 for an upload (a route with multipart limits), 429 for a route with a rate limit or
 * open to API keys (each key's calls per minute). Statuses the route's own `schema.response` declares are kept.
 */
export function errorStatusesOf(route: RouteOptions): ErrorStatus[] {
  const access = accessOf(route);
  const signedIn = access !== undefined && access.kind !== "public";
  const method = methodOf(route);
  const declared = Object.keys(route.schema?.response ?? {}).map(Number);
  const answers: Record<ErrorStatus, boolean> = {
    400: hasInput(route) || readsHeadquarter(route),
    401: signedIn || OWN_CREDENTIALS.has(`${method} ${route.url}`),
    403: signedIn && access.kind !== "account",
    404: pathParams(route.url).length > 0 || (access?.kind === "user" && access.resource !== undefined),
    409: route.config?.conflicts === true || route.config?.idempotent === true,
    413: takesFiles(route),
    429: hasRateLimit(route) || access?.kind === "user",
  };
  return ERROR_STATUSES.filter((status) => answers[status] || declared.includes(status));
}
