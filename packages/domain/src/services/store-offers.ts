// docs/decisions/010-business-providers.md: a store offers some of the types its business chose
// with the provider; a store that offers none offers every one of them.

/** Whether a store whose offers are these service type ids lets a service use the type. */
export function storeOffersType(offeredTypeIds: readonly string[], typeId: string): boolean {
  return offeredTypeIds.length === 0 || offeredTypeIds.includes(typeId);
}

/** The types a business may ask for at the store, in their order: the offered ones, or all when it offers none. */
export function typesForStore<T extends { uuid: string }>(types: readonly T[], offeredTypeIds: readonly string[]): T[] {
  return types.filter((t) => storeOffersType(offeredTypeIds, t.uuid));
}
