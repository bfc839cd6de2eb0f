/**
 * Query keys of what is read about services, by every feature. Every list of services sits under
 * ["services"] so a created service refreshes them all; everything per service sits under
 * ["services", "item", uuid] so one live event can refresh a whole open dialog.
 */
export const servicesQueryKey = ["services"] as const;
export const serviceItemQueryKey = (uuid: string) => [...servicesQueryKey, "item", uuid] as const;
