import { type FakeLocationMessenger, ROUTES } from "@despacho/domain";

/** 'Ir a mapa y cerrar': the map centred on the courier (spec §2.2 /map?messenger=). */
export const mapLinkFor = (messenger: string) => `${ROUTES.map.path}?messenger=${encodeURIComponent(messenger)}`;

/**
 * How the score reads beside its number: 70 and up high, 40 and up medium, else low; the chip paints its own
 * colours (text at least 4.5:1 on its background, on every theme).
 */
export function scoreLevel(score: number): { label: string; background: string; text: string } {
  if (score >= 70) return { label: "Alta", background: "#fee2e2", text: "#991b1b" };
  if (score >= 40) return { label: "Media", background: "#ffedd5", text: "#9a3412" };
  return { label: "Baja", background: "#f1f5f9", text: "#334155" };
}

/** The toolbar badge: couriers whose capture is still open. */
export const openCount = (couriers: FakeLocationMessenger[] | undefined) => couriers?.filter((c) => c.open).length ?? 0;
