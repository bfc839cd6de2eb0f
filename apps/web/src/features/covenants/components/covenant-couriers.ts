import { COVENANT_COURIERS_MAX, type CovenantCourier } from "@despacho/domain";

/** What the couriers field says once the covenant names as many as the domain allows. */
export const COURIERS_FULL = `Máximo ${COVENANT_COURIERS_MAX} colaboradores: quite uno para agregar otro`;
/** A courier the covenant names who is no longer linked to the headquarter (the server does not list them). */
export const UNLINKED_COURIER = "Colaborador que ya no está en la sucursal";

export const isFull = (ids: readonly string[]) => ids.length >= COVENANT_COURIERS_MAX;

/** The field's hint: how many the covenant names out of the maximum, or why no more can be added. */
export const couriersHint = (ids: readonly string[]) =>
  isFull(ids) ? COURIERS_FULL : `${ids.length} de ${COVENANT_COURIERS_MAX} colaboradores`;

/**
 * The covenant's couriers in its order, named by what is known of them (the ones just picked, the server's answer: the
 * later wins); one nobody knows keeps its place, named as no longer linked, so that it can be removed.
 */
export function namedCouriers(ids: readonly string[], known: readonly CovenantCourier[]): CovenantCourier[] {
  const byId = new Map(known.map((c) => [c.uuid, c]));
  return ids.map((id) => byId.get(id) ?? { uuid: id, full_name: UNLINKED_COURIER, image_url: null });
}

/** The list after adding one (at the end, once) or removing one. */
export const withCourier = (ids: readonly string[], id: string) => (ids.includes(id) ? [...ids] : [...ids, id]);
export const withoutCourier = (ids: readonly string[], id: string) => ids.filter((x) => x !== id);
