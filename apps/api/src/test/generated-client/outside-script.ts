import { randomUUID } from "node:crypto";
import createClient from "openapi-fetch";
// Generated from the served document by generated-client.test.ts (openapi-typescript); never written by hand.
import type { paths } from "./despacho-api.js";

type ServiceInput = paths["/api/services/"]["post"]["requestBody"]["content"]["application/json"];

export interface OutsideScriptInput {
  baseUrl: string;
  /** An API key an administrator created for the headquarter. */
  apiKey: string;
  /** The courier's own sign-in. */
  courier: { username: string; password: string };
  messenger: string;
  service: ServiceInput;
}

/** The answer's data, or the API's error shape as an exception. */
function ok<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) throw new Error(`${result.response.status} ${JSON.stringify(result.error)}`);
  return result.data;
}

/**
 * An outside system with nothing but the client generated from the OpenAPI document: with an API key it creates a
 * service and assigns it to a courier; the courier, with its own session, picks it up and finishes it.
 */
export async function lifeOfAService({ baseUrl, apiKey, courier, messenger, service }: OutsideScriptInput) {
  const withKey = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${apiKey}` } });
  const created = ok(await withKey.POST("/api/services/", { body: service, params: { header: { "idempotency-key": randomUUID() } } }));
  const path = { id: created.uuid };
  const assigned = ok(await withKey.PATCH("/api/services/{id}/assign/", { params: { path }, body: { messenger } }));

  const signIn = ok(await createClient<paths>({ baseUrl }).POST("/api/users/token/", { body: courier }));
  const asCourier = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${signIn.access}` } });
  const started = ok(await asCourier.PATCH("/api/courier/services/{id}/start/", { params: { path }, body: {} }));
  const finished = ok(await asCourier.PATCH("/api/courier/services/{id}/finish/", { params: { path }, body: {} }));
  return { service: created.uuid, statuses: [created.status, assigned.status, started.status, finished.status] };
}
