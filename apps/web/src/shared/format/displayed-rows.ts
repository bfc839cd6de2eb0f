import { LOCALE } from "./date";

const count = new Intl.NumberFormat(LOCALE);

/**
 * The pager's "1–10 de 25"; "1–10 de más de 1.000" when the list stopped counting at its cap (a capped page's
 * count_capped, issue 21), so the total shown is never taken for the exact one.
 */
export function displayedRows(from: number, to: number, total: number, capped = false): string {
  return `${from}–${to} de ${capped ? "más de " : ""}${count.format(total)}`;
}
