import type { Bounds } from "@despacho/domain";
import { useActiveHeadquarters } from "@shared/api/headquarters/get-active-headquarters";
import { useSession } from "@shared/session/use-session";

/** The selected headquarter's city bounds, where its maps open; `enabled: false` asks nothing (a page without a session). */
export function useCityBounds({ enabled = true }: { enabled?: boolean } = {}): Bounds | null {
  const { headquarter } = useSession();
  const headquarters = useActiveHeadquarters({ enabled });
  return headquarters.data?.find((h) => h.uuid === headquarter)?.city.bounds ?? null;
}
