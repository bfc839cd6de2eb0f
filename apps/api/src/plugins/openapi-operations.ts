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
function plural(phrase: string): string {
  const all = phrase.split(" ");
  const last = all.pop() ?? "";
  const many = last.endsWith("s") ? last : last.endsWith("y") ? `${last.slice(0, -1)}ies` : `${last}s`;
  return [...all, many].join(" ");
}
const article = (noun: string) => `${/^([aeio]|u(?!s)|API)/.test(noun) ? "an" : "a"} ${noun}`;
/**
 * The English the summaries use for a path's words: spec §7's paths say messenger and collaborator where the document
 * says courier, and spell some words apart or in lower case.
 */
const WORDS: Record<string, string> = {
  messenger: "courier",
  messengers: "couriers",
  collaborator: "courier",
  api: "API",
  csv: "CSV",
};
const phraseOf = (segment: string) =>
  words(segment)
    .map((word) => WORDS[word] ?? word)
    .join(" ")
    .replace(/\bgeo zone/, "geozone");
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
  "GET /api/health": "Check the API's health",
  "GET /api/users/profile/": "Get the signed-in user's profile",
  "PATCH /api/users/profile/": "Update the signed-in user's profile",
  "PATCH /api/users/business/": "Update the signed-in business's data",
  "GET /api/users/active-headquarters/": "List the signed-in user's active headquarters",
  "GET /api/headquarter/:id/allow-linkage/": "Get whether couriers may link to a headquarter",
  "GET /api/country/:id/locations-area/": "List the departments and cities of a country",
  "GET /api/locations/latest/": "List the latest saved places",
  "GET /api/locations/": "List saved places",
  "POST /api/locations/": "Create a saved place",
  "PATCH /api/locations/:id/": "Update a saved place",
  "DELETE /api/locations/:id/": "Delete a saved place",
  "GET /api/business-store/active-cities/": "List the cities of the active business stores",
  "GET /api/covenants/providers/": "List covenant providers",
  "GET /api/covenants/couriers/": "List the couriers a covenant may name",
  "PATCH /api/covenants/:id/": "Cancel a covenant",
  "GET /api/covenants/priority-groups/": "List priority groups",
  "POST /api/covenants/priority-groups/": "Create a priority group",
  "PATCH /api/covenants/priority-groups-members/:id/": "Enable or disable a priority group member",
  "GET /api/logistic-provider/available/": "List available logistic providers",
  "GET /api/user-to-service-type/": "List the business's chosen service types",
  "POST /api/user-to-service-type/": "Choose a service type for the business",
  "GET /api/user-to-service-type/:id/": "Get a chosen service type",
  "DELETE /api/user-to-service-type/:id/": "Remove a chosen service type",
  "PATCH /api/user-to-service-type/:id/": "Set the service types a courier works",
  "GET /api/service-type-user-to-business-store/": "List the service types offered to business stores",
  "POST /api/service-type-user-to-business-store/": "Offer a service type to a business store",
  "GET /api/service-type-user-to-business-store/:id/": "Get a service type offered to a business store",
  "DELETE /api/service-type-user-to-business-store/:id/": "Withdraw a service type from a business store",
  "GET /api/service-types/": "List service types",
  "GET /api/users/anonymous-customers/all/": "List all anonymous customers",
  "GET /api/maps/style/": "Get the map style",
  "GET /api/courier/motorcycles/": "List the courier's motorcycles",
  "POST /api/courier/motorcycles/": "Add a motorcycle to the courier's profile",
  "PUT /api/courier/motorcycles/:id/": "Replace a motorcycle of the courier's profile",
  "GET /api/courier/services/": "List the courier's services",
  "GET /api/courier/profile/": "Get the courier's profile",
  "PATCH /api/courier/profile/": "Update the courier's profile",
  "GET /api/users/messengers/affiliated/": "List affiliated couriers",
  "GET /api/users/messengers/in-disaffiliation/": "List couriers in disaffiliation",
  "GET /api/users/messengers/disaffiliated/": "List disaffiliated couriers",
  "GET /api/users/messengers/connected/": "List connected couriers",
  "GET /api/users/messengers/geozone-locations/": "List the couriers' latest locations and geozones",
  "GET /api/services/": "List services",
  "GET /api/services/count-status/": "Count services by status",
  "GET /api/services/count-novelties/": "Count services with novelties",
  "GET /api/services/grouped-by-collaborator/": "List services grouped by courier",
  "GET /api/services/assignable-to-collaborator/": "List the services assignable to a courier",
  "GET /api/services/optimal-messengers/": "List the optimal couriers for a point",
  "GET /api/services/:id/historical/": "Get the history of a service",
  "GET /api/services/:id/novelty-fields/": "Get the novelties of a service",
  "GET /api/services/:id/reassign-locations/": "Get the locations of a service for a reassignment",
  "GET /api/services/:id/attach-file/": "List the attached files of a service",
  "GET /api/services/report-csv/": "List CSV reports of services",
  "GET /api/services/report-csv/:id/": "Download a CSV report of services",
  "GET /api/routes/:id/candidates/": "List the candidate services of a route",
  "GET /api/link-services/": "List request links",
  "POST /api/link-services/": "Create a request link",
  "PATCH /api/link-services/:id/revoke/": "Revoke a request link",
  "POST /api/membership/petition/": "Invite a courier to the headquarter",
  "GET /api/membership/petition/": "List membership petitions",
  "GET /api/membership/petition/:id/": "Get a membership petition",
  "GET /api/courier/petitions/": "List the courier's petitions",
  "POST /api/courier/petitions/": "Ask to join a headquarter",
  "PATCH /api/working-hours/:id/": "Update working hours of the headquarter",
  "DELETE /api/working-hours/:id/": "Delete working hours of the headquarter",
  "PATCH /api/messenger-working-hours/:id/": "Update working hours of a courier",
  "DELETE /api/messenger-working-hours/:id/": "Delete working hours of a courier",
  "DELETE /api/messenger-excluded-hours/:id/": "Delete excluded hours of a courier",
  "GET /api/chats/messages/": "List chat messages",
  "POST /api/chats/messages/": "Send a chat message",
  "GET /api/courier/chat/messages/": "List the courier's chat messages",
  "POST /api/courier/chat/messages/": "Send a message to the courier's chat",
  "GET /api/courier/offers/": "List the courier's offers",
  "GET /api/customer-gateway/": "Get the customer notification gateway",
  "PUT /api/customer-gateway/": "Replace the customer notification gateway",
  "GET /api/geocoder/search/": "Search addresses",
  "GET /api/services/create-anonymous/places/": "Search places for the request link",
  "GET /api/payroll/general/": "List the couriers' payroll",
  "GET /api/payroll/general/:id/": "Get the payroll of a courier",
  "GET /api/payroll/operators/": "List what each operator did in a period",
  "GET /api/courier/earnings/": "List the courier's earnings",
  "GET /api/statistics/services/daily/": "Get the daily service statistics",
  "GET /api/statistics/services/monthly/": "Get the monthly service statistics",
  "GET /api/statistics/services/compare/": "Compare the service statistics of two periods",
  "GET /api/statistics/services/breakdown/": "Get a breakdown of the service statistics",
  "GET /api/statistics/messengers/": "List courier statistics",
  "GET /api/statistics/messengers/top/": "Get the top couriers",
  "GET /api/massive-load/template/": "Get the massive load template",
  "GET /api/massive-load/rows/:id/": "Get a row of a massive load",
  "PUT /api/massive-load/rows/:id/": "Replace a row of a massive load",
  "DELETE /api/massive-load/rows/:id/": "Delete a row of a massive load",
  "POST /api/massive-novelties/": "Create a massive novelty load",
  "DELETE /api/api-keys/:id/": "Revoke an API key",
};

/** Path words that only group routes ("users" in /api/users/employments/): left out of summaries. */
const NAMESPACES = new Set(["users"]);

const ITEM_VERBS: Record<string, string> = { GET: "Get", PATCH: "Update", PUT: "Replace", DELETE: "Delete", POST: "Create" };

/**
 * An English summary from method and path (and whether it answers a list): `GET /api/services/` "List services", `POST /api/services/` "Create a
 * service", `GET /api/services/:id/` "Get a service", `PATCH /api/services/:id/assign/` "Assign a service",
 * `GET /api/webhooks/:id/secret/` "Get the secret of a webhook".
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
  if (upload) {
    const verb = { signed: "Get a signed upload for", confirm: "Confirm the upload of" }[last] ?? "Upload";
    return `${verb} ${article(upload[1])} to ${segments[0] === "courier" ? "the courier's chat" : "a chat"}`;
  }
  if (last.startsWith(":")) return `${ITEM_VERBS[method]} ${article(singular(phraseOf(before)))}`;
  if (before?.startsWith(":")) {
    const parent = article(singular(phraseOf(segments[segments.length - 3])));
    if (method === "GET") return `Get the ${phraseOf(last)} of ${parent}`;
    if (last.endsWith("s")) return `${ITEM_VERBS[method]} the ${phraseOf(last)} of ${parent}`;
    return `${capitalized(phraseOf(last))} ${parent}`;
  }
  const resource = segments.map(phraseOf).join(" ");
  if (method === "GET") return answersList ? `List ${segments.length === 1 ? plural(resource) : resource}` : `Get ${resource}`;
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
