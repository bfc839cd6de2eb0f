import type { FastifyRequest } from "fastify";
import { type Placeholder, type SQLWrapper, sql } from "drizzle-orm";
import { type CappedPage, LIST_COUNT_CAP, PAGE_SIZE, type Page, type PageQuery } from "@despacho/domain";

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

/** Selected beside a page's columns: how many rows match in all, counted in the same pass as the page. */
export const totalOver = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * Selected beside a page's columns instead of `totalOver`, for lists too long to count whole (issue 21): how many
 * rows `matching` finds, counted up to LIST_COUNT_CAP past the page's offset (one more says there are more). In a
 * prepared statement: its placeholder "countLimit" takes `cappedWindow`'s value.
 */
export const cappedTotal = (matching: { limit(limit: Placeholder<"countLimit">): SQLWrapper }) =>
  sql<number>`(select count(*) from ${matching.limit(sql.placeholder("countLimit"))} as matching)`.mapWith(Number);

/** The values of a prepared page's placeholders "limit", "offset" and its `cappedTotal`'s "countLimit". */
export const cappedWindow = (win: Window) => ({ ...win, countLimit: win.offset + LIST_COUNT_CAP + 1 });

/** The list shape of a `cappedTotal`: past the cap, `count` is the cap and `count_capped` says there are more. */
export function cappedPageOf<T>(request: FastifyRequest, win: Window, total: number, results: T[]): CappedPage<T> {
  const cap = win.offset + LIST_COUNT_CAP;
  return { ...pageOf(request, win, Math.min(total, cap), results), count_capped: total > cap };
}

/**
 * The total of a page selected with `totalOver` or `cappedTotal`. A page past the end has no row to carry it, so the
 * first row is asked for then.
 */
async function totalOf(
  rows: readonly { total: number }[],
  win: Window,
  pageAt: (win: Window) => Promise<readonly { total: number }[]>,
): Promise<number> {
  if (rows[0]) return rows[0].total;
  return win.offset > 0 ? ((await pageAt({ limit: 1, offset: 0 }))[0]?.total ?? 0) : 0;
}

/** A page of rows selected with `totalOver` (`pageAt` applies the window) and the total they carry. */
export async function pageWithTotal<Row extends { total: number }>(win: Window, pageAt: (win: Window) => Promise<Row[]>) {
  const rows = await pageAt(win);
  return { rows, total: await totalOf(rows, win, pageAt) };
}
