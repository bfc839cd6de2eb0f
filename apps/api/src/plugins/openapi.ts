import { STATUS_CODES } from "node:http";
import type { FastifyInstance, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { OpenAPIV3_1 } from "openapi-types";
import { z } from "zod";
import {
  API_KEY_PREFIX,
  ERROR_CODE_NAMES,
  ERROR_CODES,
  errorBodySchema,
  HEADQUARTER_HEADER,
  WEBHOOK_EVENTS,
  WEBHOOK_MAX_ATTEMPTS,
  type WebhookEvent,
  webhookBodySchema,
} from "@despacho/domain";
import {
  ERROR_STATUSES,
  type ErrorStatus,
  errorStatusesOf,
  operationIdOf,
  readsHeadquarter,
  SECURITY_SCHEMES,
  securityOf,
  summaryOf,
} from "./openapi-operations.js";
import { TAG_DESCRIPTIONS } from "./openapi-tags.js";

/** Where the document and its UI are served: `/api/docs` (UI), `/api/docs/json` and `/api/docs/yaml`. */
export const OPENAPI_PREFIX = "/api/docs";

// What the route transform hands to the document transform, on each operation, removed before it is served.
const ERRORS_KEY = "x-despacho-errors";
const HEADQUARTER_KEY = "x-despacho-headquarter";
const IDEMPOTENT_KEY = "x-despacho-idempotent";

const RESPONSE_NAMES: Record<ErrorStatus, string> = {
  400: "BadRequest",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
  409: "Conflict",
  413: "PayloadTooLarge",
  429: "TooManyRequests",
};
const RESPONSE_MEANINGS: Record<ErrorStatus, string> = {
  400: "The input is invalid: `errors` names each field (of the body, query, path, or the X-Headquarter and Idempotency-Key headers) with its Spanish message.",
  401: "No credentials, or a token or API key that is unknown, expired, revoked or of an ended session.",
  403: "The credentials do not hold the permission, the headquarter is not one of the account's, or the kind of account (courier, staff, API key) is not the route's.",
  404: "The resource does not exist or belongs to another headquarter.",
  409: "The action is not possible in the resource's current state, a unique value is taken, or an Idempotency-Key was used with other data.",
  413: "The uploaded file is larger than the route allows.",
  429: "Too many calls: wait the seconds of `Retry-After`.",
};

const errorSchema = errorBodySchema.extend({ code: z.enum(ERROR_CODE_NAMES) });
/** A zod schema in JSON Schema; `input` leaves objects open (a receiver should accept fields added later). */
const jsonSchemaOf = (schema: z.ZodType, io: "input" | "output" = "output") => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target: "draft-2020-12", io });
  return rest as OpenAPIV3_1.SchemaObject;
};

/** An error answer: the error shape, and the domain's codes of that status. */
function errorResponse(status: ErrorStatus): OpenAPIV3_1.ResponseObject {
  const codes = ERROR_CODE_NAMES.filter((code) => ERROR_CODES[code].status === status);
  return {
    description: `${RESPONSE_MEANINGS[status]} Codes: ${codes.join(", ")}.`,
    ...(status === 429 && { headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" } } } }),
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  };
}

/** What each webhook tells, the summary of its entry in the document's `webhooks`. */
const WEBHOOK_SUMMARIES: Record<WebhookEvent, string> = {
  "service.created": "A service was created",
  "service.assigned": "A service was assigned to a courier, or reassigned to another",
  "service.picked_up": "A service's courier picked it up (the service is in progress)",
  "service.finished": "A service was finished",
  "service.cancelled": "A service was cancelled",
  "service.novelty_added": "A novelty was added to a service",
  "courier.online": "A courier went online in the headquarter",
  "courier.offline": "A courier went offline in the headquarter",
  "offer.answered": "A courier answered the offer of a service",
};

/** The Standard Webhooks headers of every delivery (modules/webhooks/sign.ts). */
const WEBHOOK_HEADERS: Record<string, OpenAPIV3_1.ParameterObject> = {
  WebhookId: {
    name: "webhook-id",
    in: "header",
    required: true,
    description: "The delivery's id, the same on each retry and resend: the receiver's idempotency key.",
    schema: { type: "string", format: "uuid" },
  },
  WebhookTimestamp: {
    name: "webhook-timestamp",
    in: "header",
    required: true,
    description: "When this attempt was signed, in seconds since the epoch: refuse one too far from now (a replay).",
    schema: { type: "string", pattern: "^\\d+$" },
  },
  WebhookSignature: {
    name: "webhook-signature",
    in: "header",
    required: true,
    description:
      "`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the bytes of the subscription's secret (the base64 after `whsec_`).",
    schema: { type: "string", pattern: "^v1,[A-Za-z0-9+/=]+$" },
  },
};

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** `service.picked_up` → `WebhookServicePickedUp`: the name of its body's schema, and its operationId. */
const webhookName = (event: WebhookEvent) => `Webhook${event.split(/[._]/).map(pascal).join("")}`;

/**
 * The document's `webhooks` (OpenAPI 3.1): one POST per event a subscription may choose (WEBHOOK_EVENTS), with its
 * body and the signature's headers.
 */
const webhooks = Object.fromEntries(
  WEBHOOK_EVENTS.map((event): [string, OpenAPIV3_1.PathItemObject] => [
    event,
    {
      post: {
        operationId: `w${webhookName(event).slice(1)}`,
        summary: WEBHOOK_SUMMARIES[event],
        description: `Sent to the URL of each subscription of the headquarter that chose \`${event}\`, in order per service (or courier).`,
        tags: ["webhooks"],
        security: [],
        parameters: Object.keys(WEBHOOK_HEADERS).map((name) => ({ $ref: `#/components/parameters/${name}` })),
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: `#/components/schemas/${webhookName(event)}` } } },
        },
        responses: {
          "2XX": { description: "Received: any 2xx answer counts as delivered." },
          "4XX": {
            description: `Not received, as any answer but a 2xx, a timeout or a refused connection: retried with exponential backoff, ${WEBHOOK_MAX_ATTEMPTS} attempts in all over about a day; the last failure pauses the subscription and tells the headquarter's desks and webhook managers.`,
          },
        },
      },
    },
  ]),
);

const components: OpenAPIV3_1.ComponentsObject = {
  securitySchemes: {
    [SECURITY_SCHEMES.session]: {
      type: "http",
      scheme: "bearer",
      bearerFormat: "JWT",
      description:
        "The access token of `POST /api/users/token/` (staff, business account or courier), renewed with `POST /api/users/token/refresh/`.",
    },
    [SECURITY_SCHEMES.apiKey]: {
      type: "http",
      scheme: "bearer",
      bearerFormat: `${API_KEY_PREFIX}…`,
      description:
        "An API key a headquarter's administrator created (Configuración > Claves de API): the staff and business routes, with the key's permissions, for its one headquarter (X-Headquarter may be left out).",
    },
  },
  schemas: {
    Error: jsonSchemaOf(errorSchema),
    ...Object.fromEntries(WEBHOOK_EVENTS.map((event) => [webhookName(event), jsonSchemaOf(webhookBodySchema(event), "input")])),
  },
  responses: Object.fromEntries(ERROR_STATUSES.map((status) => [RESPONSE_NAMES[status], errorResponse(status)])),
  parameters: {
    Headquarter: {
      name: HEADQUARTER_HEADER,
      in: "header",
      required: false,
      description: "The headquarter the call acts in: required with a session's token, optional with an API key (its own).",
      schema: { type: "string", format: "uuid" },
    },
    IdempotencyKey: {
      name: "idempotency-key",
      in: "header",
      required: false,
      description: "A key of 8 to 100 letters, digits, `-` or `_`: repeating the call with it replays the first answer.",
      schema: { type: "string", pattern: "^[\\w-]{8,100}$" },
    },
    ...WEBHOOK_HEADERS,
  },
};

const methodOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method[0] : route.method).toUpperCase();
/** Whether the 200 answer (JSON Schema by now) is an array or a page of results. */
const answersList = (response: unknown) => {
  const ok = (response as Record<string, { type?: string; properties?: Record<string, unknown> }> | undefined)?.[200];
  return ok?.type === "array" || ok?.properties?.results !== undefined;
};
const tagOf = (url: string) => url.replace(/^\/api\//, "").split("/")[0];

type Operation = OpenAPIV3_1.OperationObject & {
  [ERRORS_KEY]?: ErrorStatus[];
  [HEADQUARTER_KEY]?: boolean;
  [IDEMPOTENT_KEY]?: boolean;
};
/** What @fastify/swagger calls an answer whose schema has no description: the status's own name reads better. */
const SWAGGER_DEFAULT_DESCRIPTION = "Default Response";
const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"] as const;

/** Turns the markers of the route transform into references to the shared answers and headers. */
function finishOperation(operation: Operation) {
  const { [ERRORS_KEY]: errors = [], [HEADQUARTER_KEY]: headquarter, [IDEMPOTENT_KEY]: idempotent } = operation;
  delete operation[ERRORS_KEY];
  delete operation[HEADQUARTER_KEY];
  delete operation[IDEMPOTENT_KEY];
  const responses = operation.responses ?? {};
  for (const [status, response] of Object.entries(responses)) {
    if ("description" in response && response.description === SWAGGER_DEFAULT_DESCRIPTION)
      response.description = STATUS_CODES[status] ?? status;
  }
  for (const status of errors) responses[status] = { $ref: `#/components/responses/${RESPONSE_NAMES[status]}` };
  operation.responses = responses;
  const headers = [headquarter && "Headquarter", idempotent && "IdempotencyKey"].filter((name): name is string => Boolean(name));
  if (headers.length > 0) {
    operation.parameters = [...(operation.parameters ?? []), ...headers.map((name) => ({ $ref: `#/components/parameters/${name}` }))];
  }
}

/**
 * The OpenAPI 3.1 document of the API, served at /api/docs (docs/decisions/031). Every operation gets from what its
 * route declares (plugins/openapi-operations.ts) its operationId, summary, tag, security and 4xx answers.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Despacho API",
          version: "1.0.0",
          description:
            "The API of Despacho's back office, courier app and public pages. Errors answer `{ code, detail, errors }` with Spanish messages.",
        },
        servers: [{ url: "/", description: "The server that serves this document" }],
        components,
        webhooks,
      },
      transform: (document) => {
        const { schema, url } = jsonSchemaTransform(document);
        const route = document.route;
        if (schema.hide) return { schema, url };
        const method = methodOf(route);
        return {
          url,
          schema: {
            ...schema,
            operationId: operationIdOf(method, route.url),
            summary: schema.summary ?? summaryOf(method, route.url, answersList(schema.response)),
            tags: schema.tags ?? [tagOf(route.url)],
            security: securityOf(route),
            [ERRORS_KEY]: errorStatusesOf(route),
            [HEADQUARTER_KEY]: readsHeadquarter(route),
            [IDEMPOTENT_KEY]: route.config?.idempotent === true,
          },
        };
      },
      transformObject: (document) => {
        const openapi = (document as { openapiObject: OpenAPIV3_1.Document }).openapiObject;
        const tags = new Set<string>();
        const ids = new Map<string, string>();
        for (const [path, item] of Object.entries(openapi.paths ?? {})) {
          for (const method of HTTP_METHODS) {
            const operation = item?.[method] as Operation | undefined;
            if (!operation) continue;
            finishOperation(operation);
            for (const tag of operation.tags ?? []) tags.add(tag);
            const id = operation.operationId ?? "";
            const taken = ids.get(id);
            if (taken) throw new Error(`operationId ${id} of ${method.toUpperCase()} ${path} is also ${taken}'s`);
            ids.set(id, `${method.toUpperCase()} ${path}`);
          }
        }
        openapi.tags = [...tags].sort().map((name) => ({ name, ...(TAG_DESCRIPTIONS[name] && { description: TAG_DESCRIPTIONS[name] }) }));
        return openapi;
      },
    });
    await app.register(swaggerUi, { routePrefix: OPENAPI_PREFIX });
  },
  { name: "openapi" },
);
