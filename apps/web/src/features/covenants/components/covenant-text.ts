import { COVENANT_PAYMENT_LABELS, COVENANT_STATUS_LABELS, type Covenant, type CovenantStoreRef } from "@despacho/domain";

/** "Tienda (Negocio)": how a store of a covenant is named on every covenant screen. */
export const storeLabel = (store: CovenantStoreRef) => (store.business_name ? `${store.name} (${store.business_name})` : store.name);

/** The other side of the covenant, seen from the caller's business. */
export const counterpart = (covenant: Covenant) => (covenant.side === "client" ? covenant.provider_store : covenant.business_store);

/** A covenant's name in a list: the other side for a business; both stores, client first, for staff (side null). */
export const covenantTitle = (covenant: Covenant) =>
  covenant.side === null
    ? `${storeLabel(covenant.business_store)} → ${storeLabel(covenant.provider_store)}`
    : storeLabel(counterpart(covenant));

/** "Pendiente", "Aceptado", "Rechazado", or "Cancelado" once either side cancelled a live one. */
export const statusLabel = (covenant: Covenant) =>
  covenant.is_active || covenant.status === "refused" ? COVENANT_STATUS_LABELS[covenant.status] : "Cancelado";

/** "A crédito · 10 % de descuento · nota". */
export function termsLabel({ settings }: Covenant) {
  const parts = [COVENANT_PAYMENT_LABELS[settings.payment], `${settings.discount_percentage} % de descuento`];
  if (settings.note) parts.push(settings.note);
  return parts.join(" · ");
}
