import { mapStyleSchema } from "@despacho/domain";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

/** MAP_STYLE_URL as the server says it (read once a session); null: the offline style. */
export function useMapStyle() {
  const query = useQuery({
    queryKey: ["map-style"],
    queryFn: ({ signal }) => apiRequest("/maps/style/", mapStyleSchema, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return { ready: !query.isPending, styleUrl: query.data?.style_url ?? null };
}
