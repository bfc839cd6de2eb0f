import { Alert, Button, Chip, Paper, Stack, Typography } from "@mui/material";
import type { Motorcycle } from "@despacho/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { formatDay } from "../format";
import { messageOf } from "../hooks";
import { Link } from "../router";

const dateOrDash = (day: string | null) => (day ? formatDay(day) : "—");

/** The courier's motorcycles: the headquarter verifies one when it accepts them; until then the courier may correct it. */
export function MotorcyclesList({ motorcycles }: { motorcycles: UseQueryResult<Motorcycle[]> }) {
  return (
    <Stack component="section" aria-labelledby="motorcycles-title" spacing={1.5}>
      <Typography id="motorcycles-title" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
        Mis motocicletas
      </Typography>
      {motorcycles.isPending && <Typography>Cargando motocicletas…</Typography>}
      {motorcycles.error && <Alert severity="error">{messageOf(motorcycles.error)}</Alert>}
      {motorcycles.data?.length === 0 && (
        <Typography color="text.secondary">Aún no registras motocicletas. La sucursal elige una al verificarte.</Typography>
      )}
      {motorcycles.data?.map((m) => (
        <Paper
          key={m.id}
          component="article"
          aria-label={`Motocicleta ${m.license_plate}`}
          variant="outlined"
          sx={{ p: 2, borderWidth: 2 }}
        >
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 0.5 }}>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 800 }}>
              {m.license_plate}
            </Typography>
            <Chip label={m.verified ? "Verificada" : "Sin verificar"} color={m.verified ? "secondary" : "default"} />
          </Stack>
          <Typography>{[m.brand, m.model, m.line, m.color].filter(Boolean).join(" · ")}</Typography>
          {m.cylindrical !== null && <Typography>{m.cylindrical} c.c.</Typography>}
          <Typography>SOAT vence: {dateOrDash(m.insurance_expiration_date)}</Typography>
          <Typography>Técnico-mecánica vence: {dateOrDash(m.techno_mechanical_expiration_date)}</Typography>
          {!m.verified && (
            <Button component={Link} to={`/perfil/motocicletas/${m.id}`} variant="outlined" sx={{ mt: 1 }} fullWidth>
              Editar {m.license_plate}
            </Button>
          )}
        </Paper>
      ))}
      <Button component={Link} to="/perfil/motocicletas/nueva" variant="contained" size="large">
        Agregar motocicleta
      </Button>
    </Stack>
  );
}
