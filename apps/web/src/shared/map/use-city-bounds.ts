import type { Bounds } from "@despacho/domain";
import { useActiveHeadquarters } from "@shared/api/headquarters/get-active-headquarters";
import { useSession } from "@shared/session/use-session";

/** The selected headquarter's city bounds, where its maps open. */
export function useCityBounds(): Bounds | null {
  const { headquarter } = useSession();
  const headquarters = useActiveHeadquarters();
  return headquarters.data?.find((h) => h.uuid === headquarter)?.city.bounds ?? null;
}
