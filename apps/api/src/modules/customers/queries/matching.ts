import { ilike, or } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { looksLikePhone, normalizePhone } from "@despacho/domain";
import { containsPattern } from "../../../db/query-helpers.js";

// q matches the name, or, when it reads as a phone, the phone once normalised (spec §5), so
// "300 123" finds "+57300123…" while "tienda 68" does not find every phone with a 68 in it.
export function matching(columns: { name: PgColumn; phoneNumber: PgColumn }, q: string | undefined) {
  if (!q) return undefined;
  const phone = looksLikePhone(q) ? normalizePhone(q) : "";
  return or(ilike(columns.name, containsPattern(q)), phone ? ilike(columns.phoneNumber, containsPattern(phone)) : undefined);
}
