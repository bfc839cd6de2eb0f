import { APP_CLIENT_HEADER, HEADQUARTER_HEADER } from "@despacho/domain";
import type { z } from "zod";
import { clientConfig } from "../client-config.js";
import { getSession } from "../session/session-store.js";
import { errorFromResponse, invalidResponseError, networkError } from "./api-error.js";
import { waitForFreshToken } from "./token-refresh.js";

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** false for calls made without a session (login). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Extra headers, e.g. Idempotency-Key on creations. */
  headers?: Record<string, string>;
}

export interface ApiResponse {
  data: unknown;
  headers: Headers;
}

function urlOf(path: string, query: RequestOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return `${clientConfig().origin}/api${path}${search ? `?${search}` : ""}`;
}

function headersOf(options: RequestOptions, access: string | null): Headers {
  const headers = new Headers({ [APP_CLIENT_HEADER]: clientConfig().appName, Accept: "application/json" });
  const { headquarter } = getSession();
  if (options.auth !== false && access) headers.set("Authorization", `Bearer ${access}`);
  if (headquarter) headers.set(HEADQUARTER_HEADER, headquarter);
  if (options.body !== undefined && !(options.body instanceof FormData)) headers.set("Content-Type", "application/json");
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

function bodyOf(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

/** The fetch behind every call: auth headers, one token refresh on 401, ApiError on failure. */
async function fetchApi(path: string, options: RequestOptions, replayed: boolean): Promise<Response> {
  const access = getSession().access;
  const response = await fetch(urlOf(path, options.query), {
    method: options.method ?? "GET",
    headers: headersOf(options, access),
    body: bodyOf(options.body),
    signal: options.signal,
  }).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw networkError();
  });
  if (response.status === 401 && options.auth !== false && !replayed && getSession().refresh) {
    await waitForFreshToken(access);
    return fetchApi(path, options, true);
  }
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

/** Sends a call to the API; throws an ApiError the shell knows how to show (spec §8). */
export async function apiSend(path: string, options: RequestOptions = {}, replayed = false): Promise<ApiResponse> {
  const response = await fetchApi(path, options, replayed);
  const text = await response.text();
  return { data: text ? JSON.parse(text) : null, headers: response.headers };
}

/** A file answer (e.g. a CSV report) with the name the server gave it. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; filename: string | null }> {
  const response = await fetchApi(path, options, false);
  const disposition = response.headers.get("content-disposition") ?? "";
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

/** A domain schema, or a loader of one for calls of the first screen (see first-screen-schemas). */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/** The domain schemas of the first screen's calls, loaded with the first call that needs them. */
export const firstScreenSchemas = () => import("./first-screen-schemas.js");

/** apiSend plus validation of the answer against the domain schema. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  source: SchemaSource<S>,
  options?: RequestOptions,
): Promise<z.infer<S>> {
  const [{ data }, schema] = await Promise.all([apiSend(path, options), typeof source === "function" ? source() : source]);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Respuesta inesperada de ${path}`, parsed.error);
    throw invalidResponseError();
  }
  return parsed.data;
}
