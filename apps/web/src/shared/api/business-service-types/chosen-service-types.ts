import { LIST_LIMIT_MAX, HEADQUARTER_HEADER, pageSchema, userToServiceTypeSchema } from "@despacho/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

// spec §7 /user-to-service-type/: the service types a business uses from one provider (a
// headquarter of its token, named by X-Headquarter); a business uses few: one page of 100.
const chosenPageSchema = pageSchema(userToServiceTypeSchema);
export const chosenServiceTypesKey = (provider: string) => ["user-to-service-type", provider] as const;

/** The calls of a business about one of its providers go to that provider, whatever headquarter is selected. */
export const toProvider = (provider: string) => ({ [HEADQUARTER_HEADER]: provider });

export const chosenServiceTypesQueryOptions = (provider: string) =>
  queryOptions({
    queryKey: chosenServiceTypesKey(provider),
    queryFn: ({ signal }) =>
      apiRequest("/user-to-service-type/", chosenPageSchema, { query: { limit: LIST_LIMIT_MAX }, headers: toProvider(provider), signal }),
  });
