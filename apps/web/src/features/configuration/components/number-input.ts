/** What a number field's text means: "" is `empty` (NaN for a required number, null for an optional one). */
export const parseNumber =
  (empty: number | null = Number.NaN) =>
  (text: string) =>
    text.trim() === "" ? empty : Number(text);

/** The text a number field shows: nothing for NaN or null. */
export const formatNumber = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? "" : value;
