import { Alert, List, ListItem, ListItemText, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import { DEFAULT_TIME_ZONE, zonedDate } from "@despacho/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { courierApi, QUERY_KEYS } from "../api";
import { EntryItem } from "../earnings/entry-item";
import { EARNINGS_PERIODS, type EarningsPeriod, periodDays } from "../earnings/period";
import { formatCop, formatDay } from "../format";
import { messageOf } from "../hooks";

const ENTRIES_SHOWN = 50;

/** What the courier earned in the headquarter, what it paid them and what it owes them now, from its payroll ledger. */
export function EarningsScreen({ headquarter }: { headquarter: string | null }) {
  const [period, setPeriod] = useState<EarningsPeriod>("week");
  const query = { headquarter: headquarter ?? "", ...periodDays(period, zonedDate(DEFAULT_TIME_ZONE)), limit: ENTRIES_SHOWN };
  const earnings = useQuery({
    queryKey: QUERY_KEYS.earnings(query),
    queryFn: () => courierApi.earnings(query),
    enabled: Boolean(headquarter),
  });
  if (!headquarter) return <Alert severity="info">Cuando una sucursal te afilie verás aquí tus ganancias.</Alert>;
  const data = earnings.data;

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        Mis ganancias
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={period}
        onChange={(_, next: EarningsPeriod | null) => next && setPeriod(next)}
        aria-label="Periodo"
      >
        {Object.entries(EARNINGS_PERIODS).map(([value, label]) => (
          <ToggleButton key={value} value={value} sx={{ fontWeight: 700, minHeight: 48 }}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {earnings.isPending && <Typography>Cargando ganancias…</Typography>}
      {earnings.error && <Alert severity="error">{messageOf(earnings.error)}</Alert>}
      {data && (
        <>
          <Paper variant="outlined" sx={{ p: 2, borderWidth: 2, bgcolor: "primary.main", color: "primary.contrastText" }}>
            <Typography>Saldo por cobrar hoy</Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 800 }} data-testid="earnings-balance">
              {formatCop(data.balance)}
            </Typography>
          </Paper>
          <Paper component="section" aria-label="Resumen del periodo" variant="outlined" sx={{ p: 2, borderWidth: 2 }}>
            <dl style={{ margin: 0, display: "grid", gridTemplateColumns: "1fr auto", rowGap: 8 }}>
              {(
                [
                  ["Servicios", String(data.period.services)],
                  ["Ganado", formatCop(data.period.earned)],
                  ["Pagado", formatCop(data.period.paid)],
                  ["Ajustes", formatCop(data.period.adjusted)],
                ] as const
              ).map(([term, value]) => (
                <Figure key={term} term={term} value={value} />
              ))}
            </dl>
          </Paper>
          <section aria-labelledby="days-title">
            <Typography id="days-title" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
              Servicios por día
            </Typography>
            {data.days.length === 0 ? (
              <Typography color="text.secondary">Sin servicios finalizados en este periodo.</Typography>
            ) : (
              <List dense>
                {data.days.map((d) => (
                  <ListItem key={d.day} divider>
                    <ListItemText
                      primary={formatDay(d.day)}
                      secondary={`${d.services} ${d.services === 1 ? "servicio" : "servicios"} · ${formatCop(d.earned)}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </section>
          <section aria-labelledby="entries-title">
            <Typography id="entries-title" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
              Movimientos
            </Typography>
            {data.results.length === 0 ? (
              <Typography color="text.secondary">Sin movimientos en este periodo.</Typography>
            ) : (
              <List>
                {data.results.map((entry) => (
                  <EntryItem key={entry.id} entry={entry} />
                ))}
              </List>
            )}
            {data.count > data.results.length && (
              <Typography color="text.secondary">
                Se muestran los {data.results.length} más recientes de {data.count}.
              </Typography>
            )}
          </section>
        </>
      )}
    </Stack>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <>
      <Typography component="dt">{term}</Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 800, textAlign: "right" }}>
        {value}
      </Typography>
    </>
  );
}
