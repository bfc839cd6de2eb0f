import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_EVENTS } from "@despacho/domain";
import { createTestApp, type TestApp } from "../test/harness.js";

interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: { $ref?: string; name?: string }[];
  responses: Record<string, { $ref?: string; description?: string }>;
}
interface Webhook extends Operation {
  requestBody: { content: { "application/json": { schema: { $ref: string } } } };
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: Webhook }>;
  tags: { name: string; description?: string }[];
  components: {
    responses: Record<string, { description: string }>;
    securitySchemes: Record<string, unknown>;
    schemas: Record<string, { properties: Record<string, { enum?: string[]; required?: string[] }> }>;
  };
}

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
});
afterAll(() => t?.close());

const operation = (path: string, method: string) => document.paths[path][method];
const summaryOf = (o: Operation) => ({
  operationId: o.operationId,
  summary: o.summary,
  tags: o.tags,
  security: o.security,
  answers: Object.keys(o.responses),
  headers: (o.parameters ?? []).flatMap((p) => (p.$ref ? [p.$ref] : [])),
});

describe("the served OpenAPI document", () => {
  it("is OpenAPI 3.1 with the session and API-key bearer schemes", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.components.securitySchemes).toMatchObject({
      session: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
      apiKey: { type: "http", scheme: "bearer", bearerFormat: "dsp_…" },
    });
  });

  it("gives every operation a unique operationId, a summary, a described tag, its security and its answers", () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBe(t.routes.filter((r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/docs")).length);
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(operations.length);
    const described = new Set(document.tags.filter((tag) => tag.description).map((tag) => tag.name));
    for (const o of operations) {
      expect(o.summary, o.operationId).toBeTruthy();
      expect(
        o.tags.every((tag) => described.has(tag)),
        o.operationId,
      ).toBe(true);
      expect(Array.isArray(o.security), o.operationId).toBe(true);
      for (const [status, answer] of Object.entries(o.responses)) {
        if (status.startsWith("4")) expect(answer.$ref, `${o.operationId} ${status}`).toMatch(/^#\/components\/responses\//);
        else expect(answer.description, `${o.operationId} ${status}`).not.toBe("Default Response");
      }
    }
  });

  it("documents a webhook for every event a subscription may choose, with its body and the Standard Webhooks headers", () => {
    expect(Object.keys(document.webhooks)).toEqual([
      "service.created",
      "service.assigned",
      "service.picked_up",
      "service.finished",
      "service.cancelled",
      "service.novelty_added",
      "courier.online",
      "courier.offline",
      "offer.answered",
    ]);
    expect(Object.keys(document.webhooks)).toEqual([...WEBHOOK_EVENTS]);
    const { post } = document.webhooks["service.picked_up"];
    expect(summaryOf(post)).toEqual({
      operationId: "webhookServicePickedUp",
      summary: "A service's courier picked it up (the service is in progress)",
      tags: ["webhooks"],
      security: [],
      answers: ["2XX", "4XX"],
      headers: [
        "#/components/parameters/WebhookId",
        "#/components/parameters/WebhookTimestamp",
        "#/components/parameters/WebhookSignature",
      ],
    });
    const bodyOf = (event: string) => {
      const { $ref } = document.webhooks[event].post.requestBody.content["application/json"].schema;
      return document.components.schemas[$ref.replace("#/components/schemas/", "")].properties;
    };
    expect(bodyOf("service.picked_up").type.enum).toEqual(["service.picked_up"]);
    expect(bodyOf("service.picked_up").data.required).toEqual(["service", "consecutive", "status", "previous_status", "messenger"]);
    expect(bodyOf("offer.answered").data.required).toEqual(["offer", "service", "consecutive", "messenger", "answer"]);
  });

  it("derives a staff route's operation from its route: key or session, headquarter, idempotency, 4xx", () => {
    expect(summaryOf(operation("/api/services/", "post"))).toEqual({
      operationId: "postServices",
      summary: "Create a service",
      tags: ["services"],
      security: [{ session: [] }, { apiKey: [] }],
      answers: ["201", "400", "401", "403", "409", "429"],
      headers: ["#/components/parameters/Headquarter", "#/components/parameters/IdempotencyKey"],
    });
    expect(summaryOf(operation("/api/services/{id}/assign/", "patch"))).toEqual({
      operationId: "patchServicesByIdAssign",
      summary: "Assign a service",
      tags: ["services"],
      security: [{ session: [] }, { apiKey: [] }],
      answers: ["200", "400", "401", "403", "404", "409", "429"],
      headers: ["#/components/parameters/Headquarter"],
    });
  });

  it("opens a courier route to a session only, and a public one to anyone", () => {
    expect(summaryOf(operation("/api/courier/services/{id}/start/", "patch"))).toEqual({
      operationId: "patchCourierServicesByIdStart",
      summary: "Start a service",
      tags: ["courier"],
      security: [{ session: [] }],
      answers: ["200", "400", "401", "403", "404", "409"],
      headers: ["#/components/parameters/IdempotencyKey"],
    });
    expect(summaryOf(operation("/api/tracking/{token}/", "get"))).toEqual({
      operationId: "getTrackingByToken",
      summary: "Get a tracked service",
      tags: ["tracking"],
      security: [],
      answers: ["200", "400", "404", "429"],
      headers: [],
    });
    expect(summaryOf(operation("/api/users/token/", "post"))).toMatchObject({
      summary: "Sign in and get an access token",
      security: [],
      answers: ["200", "400", "401", "429"],
    });
  });

  it("lists 409 only where the route declares conflicts or is idempotent", () => {
    const answers = (path: string, method: string) => Object.keys(operation(path, method).responses);
    expect(answers("/api/tags/{id}/", "delete")).toEqual(["200", "400", "401", "403", "404", "409", "429"]);
    expect(answers("/api/webhooks/{id}/", "delete")).toEqual(["200", "400", "401", "403", "404", "429"]);
    expect(answers("/api/chats/seen/", "post")).toEqual(["200", "400", "401", "403", "429"]);
    expect(answers("/api/tracking/{token}/rating/", "post")).toEqual(["200", "400", "404", "409", "429"]);
  });

  it("lists an upload's 413 and describes each answer with the domain's codes of its status", () => {
    expect(Object.keys(operation("/api/chats/upload-image/", "post").responses)).toEqual(["201", "400", "401", "403", "413", "429"]);
    expect(document.components.responses.NotFound.description).toBe(
      "The resource does not exist or belongs to another headquarter. Codes: NOT_FOUND, LINK_NOT_AVAILABLE.",
    );
    expect(document.components.responses.Forbidden.description).toMatch(/Codes: FORBIDDEN, HEADQUARTER_FORBIDDEN\.$/);
  });

  it("answers a documented 4xx with the documented error shape", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/services/", payload: {} });
    expect(Object.keys(operation("/api/services/", "post").responses)).toContain(String(res.statusCode));
    expect(res.json()).toEqual({ code: "NOT_AUTHENTICATED", detail: "No se han proporcionado credenciales de autenticación." });
  });
});
