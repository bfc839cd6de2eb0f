/**
 * Query keys of what the desk reads about services. Everything per service sits under
 * ["services", "item", uuid] so one live event can refresh a whole open dialog.
 */
export const servicesQueryKey = ["services"] as const;
export const serviceItemQueryKey = (uuid: string) => [...servicesQueryKey, "item", uuid] as const;
