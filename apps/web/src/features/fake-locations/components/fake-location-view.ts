import { type FakeLocationMessenger, ROUTES } from "@despacho/domain";

/** 'Ir a mapa y cerrar': the map centred on the courier (spec §2.2 /map?messenger=). */
export const mapLinkFor = (messenger: string) => `${ROUTES.map.path}?messenger=${encodeURIComponent(messenger)}`;

/** How the score reads beside its number: 70 and up high, 40 and up medium, else low. */
export function scoreLevel(score: number): { label: string; color: "error" | "warning" | "default" } {
  if (score >= 70) return { label: "Alta", color: "error" };
  if (score >= 40) return { label: "Media", color: "warning" };
  return { label: "Baja", color: "default" };
}

/** The toolbar badge: couriers whose capture is still open. */
export const openCount = (couriers: FakeLocationMessenger[] | undefined) => couriers?.filter((c) => c.open).length ?? 0;
