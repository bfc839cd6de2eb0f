import type { FastifyRequest } from "fastify";
import { PAGE_SIZE, type Page, type PageQuery } from "@despacho/domain";

export interface Window {
  limit: number;
  offset: number;
}

export function windowOf(query: PageQuery, defaultLimit: number = PAGE_SIZE.default): Window {
  const limit = query.limit ?? defaultLimit;
  const offset = query.offset ?? (query.page ? (query.page - 1) * limit : 0);
  return { limit, offset };
}

function linkTo(request: FastifyRequest, offset: number, limit: number): string {
  const url = new URL(request.url, "http://local");
  url.searchParams.delete("page");
  url.searchParams.set("limit", String(limit));
  url.searchParams.set("offset", String(offset));
  return `${url.pathname}${url.search}`;
}

/** The list shape of spec §3: count, next, previous, results. */
export function pageOf<T>(request: FastifyRequest, win: Window, count: number, results: T[]): Page<T> {
  const { limit, offset } = win;
  return {
    count,
    next: offset + limit < count ? linkTo(request, offset + limit, limit) : null,
    previous: offset > 0 ? linkTo(request, Math.max(0, offset - limit), limit) : null,
    results,
  };
}
