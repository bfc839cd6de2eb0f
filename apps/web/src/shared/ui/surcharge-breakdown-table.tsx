import { Table, TableBody, TableCell, TableRow } from "@mui/material";
import type { SurchargeBreakdown } from "@despacho/domain";
import { formatCop } from "../format/money";

/** spec §3/§7 calculate-surcharges: the breakdown of a calculated cost, in COP. */
export function SurchargeBreakdownTable({ breakdown }: { breakdown: SurchargeBreakdown }) {
  const rows: [string, number][] = [
    ["Tarifa base", breakdown.base_cost],
    [
      `Recargo por distancia (${breakdown.distance_km.toLocaleString("es-CO", { maximumFractionDigits: 1 })} km)`,
      breakdown.distance_surcharge,
    ],
    ["Recargo ida y vuelta", breakdown.round_trip_surcharge],
    ["Recargo del cliente", breakdown.customer_surcharge],
  ];
  return (
    <Table size="small" aria-label="Detalle de recargos" data-testid="surcharge-breakdown" sx={{ mt: 1, "& td": { py: 0.5, px: 1 } }}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell sx={{ color: "text.secondary" }}>{label}</TableCell>
            <TableCell align="right">{formatCop(value)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell sx={{ fontWeight: 600, borderBottom: 0 }}>Costo calculado</TableCell>
          <TableCell align="right" sx={{ fontWeight: 600, borderBottom: 0 }}>
            {formatCop(breakdown.calculated_cost)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
