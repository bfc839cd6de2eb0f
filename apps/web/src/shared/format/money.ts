import { LOCALE } from "./date";

// spec §1: es-CO; pesos without decimals.
const cop = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "COP", maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** "$ 12.500" */
export const formatCop = (value: number) => cop.format(value);
