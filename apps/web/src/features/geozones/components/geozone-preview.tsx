import type { Geozone } from "@despacho/domain";
import { boundsOf } from "@despacho/domain";

const SIZE = 64;

/** A zone's outline in a small square (the list's preview): no map tiles, so it draws offline and at once. */
export function GeozonePreview({ polygon, label }: { polygon: Geozone["polygon"]; label: string }) {
  const [west, south, east, north] = boundsOf(polygon);
  const span = Math.max(east - west, north - south) || 1;
  const x = (lng: number) => ((lng - west) / span) * (SIZE - 8) + 4;
  const y = (lat: number) => ((north - lat) / span) * (SIZE - 8) + 4;
  const d = polygon.coordinates
    .flatMap((rings) => rings.map((ring) => `M${ring.map(([lng = 0, lat = 0]) => `${x(lng).toFixed(1)},${y(lat).toFixed(1)}`).join("L")}Z`))
    .join(" ");
  return (
    <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label} style={{ flexShrink: 0 }}>
      <rect width={SIZE} height={SIZE} rx={8} fill="#eef1f4" />
      <path d={d} fill="rgba(25,118,210,0.25)" stroke="#1565c0" strokeWidth={1.5} fillRule="evenodd" />
    </svg>
  );
}

/** The area in km² as Colombia writes it. */
export const areaLabel = (m2: number) => `${(m2 / 1_000_000).toLocaleString("es-CO", { maximumFractionDigits: 2 })} km²`;
