/** Every courier read of the back office sits under ["couriers"]; one courier's reads under ["couriers", "item", id]. */
export const couriersQueryKey = ["couriers"] as const;
export const courierListsQueryKey = [...couriersQueryKey, "list"] as const;
export const courierItemQueryKey = (id: string) => [...couriersQueryKey, "item", id] as const;
