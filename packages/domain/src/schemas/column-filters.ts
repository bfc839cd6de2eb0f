import { z } from "zod";
import { dateTimeSchema, INT32_MAX } from "./common.js";

// spec §2.4: table filters offer contains, starts-with, ends-with, matches, greater-than and
// less-than, case-insensitive. They travel as Django-style lookups: `name__istartswith=ana`.
export const TEXT_LOOKUPS = ["icontains", "istartswith", "iendswith", "iexact"] as const;
export const RANGE_LOOKUPS = ["gt", "lt"] as const;
export type TextLookup = (typeof TEXT_LOOKUPS)[number];
export type RangeLookup = (typeof RANGE_LOOKUPS)[number];

export const SERVICE_TEXT_FIELDS = ["name", "phone_number", "internal_identifier", "route_code"] as const;
export const SERVICE_NUMBER_FIELDS = ["consecutive", "calculated_cost", "required_value"] as const;
export const SERVICE_DATE_FIELDS = ["created_at"] as const;

const text = z.string().trim().min(1).max(100).optional();
const number = z.coerce.number().int().min(0).max(INT32_MAX).optional();
const date = dateTimeSchema.optional();

function lookups<F extends string, L extends string, S extends z.ZodType>(fields: readonly F[], ops: readonly L[], schema: S) {
  return Object.fromEntries(fields.flatMap((f) => ops.map((op) => [`${f}__${op}`, schema]))) as Record<`${F}__${L}`, S>;
}

export const serviceColumnFilterShape = {
  ...lookups(SERVICE_TEXT_FIELDS, TEXT_LOOKUPS, text),
  ...lookups(SERVICE_NUMBER_FIELDS, RANGE_LOOKUPS, number),
  ...lookups(SERVICE_DATE_FIELDS, RANGE_LOOKUPS, date),
};

/** Splits `field__lookup` back into its parts. */
export function parseLookup(key: string): { field: string; lookup: TextLookup | RangeLookup } | null {
  const at = key.lastIndexOf("__");
  if (at < 0) return null;
  const lookup = key.slice(at + 2);
  if (![...TEXT_LOOKUPS, ...RANGE_LOOKUPS].includes(lookup as TextLookup)) return null;
  return { field: key.slice(0, at), lookup: lookup as TextLookup | RangeLookup };
}
