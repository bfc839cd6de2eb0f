import { Box, Chip, List, ListItem, ListItemText, Stack, Typography } from "@mui/material";
import { MESSAGES } from "@despacho/domain";
import { formatPoint } from "@shared/format/coordinates";
import { formatDateTime } from "@shared/format/date";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { LoadError } from "@shared/ui/load-error";
import { useFakeLocation } from "../api/get-fake-location";
import { scoreLevel } from "./fake-location-view";

/** One courier's detections: the score and why, each piece of evidence, and the captures they form. */
export function FakeLocationDetail({ messenger }: { messenger: string }) {
  const detail = useFakeLocation(messenger);
  if (detail.isPending) return <DelayedLoader />;
  if (detail.isError) return <LoadError message="No se pudo cargar el detalle" onRetry={() => void detail.refetch()} />;
  const d = detail.data;
  const level = scoreLevel(d.score);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
        <Chip
          label={`Puntaje de sospecha: ${d.score}/100 · ${level.label}`}
          sx={{ bgcolor: level.background, color: level.text, fontWeight: 600 }}
        />
        <Typography variant="body2" color="text.secondary">
          {d.nickname} · {d.detections} {d.detections === 1 ? "detección" : "detecciones"} ·{" "}
          {d.open ? "Captura abierta" : "Sin captura abierta"}
        </Typography>
      </Stack>
      <Box component="section" aria-labelledby="fake-location-reasons">
        <Typography id="fake-location-reasons" variant="subtitle2" component="h3">
          Por qué este puntaje
        </Typography>
        <List dense disablePadding>
          {d.reasons.map((r) => (
            <ListItem key={r.kind} disableGutters>
              <ListItemText
                primary={`${MESSAGES.fakeLocationKinds[r.kind]}: +${r.points}`}
                secondary={`${r.count} ${r.count === 1 ? "vez" : "veces"}`}
              />
            </ListItem>
          ))}
        </List>
      </Box>
      <Box component="section" aria-labelledby="fake-location-evidence">
        <Typography id="fake-location-evidence" variant="subtitle2" component="h3">
          Detecciones
        </Typography>
        <List dense disablePadding aria-labelledby="fake-location-evidence">
          {d.evidence.map((e) => (
            <ListItem key={`${e.at}-${e.kind}`} disableGutters divider>
              <ListItemText
                primary={`${MESSAGES.fakeLocationKinds[e.kind]}: ${e.detail}`}
                secondary={`${formatDateTime(e.at)} · ${formatPoint(e.latitude, e.longitude)}`}
              />
            </ListItem>
          ))}
        </List>
      </Box>
      <Box component="section" aria-labelledby="fake-location-captures">
        <Typography id="fake-location-captures" variant="subtitle2" component="h3">
          Capturas
        </Typography>
        <List dense disablePadding>
          {d.captures.map((c) => (
            <ListItem key={c.started_at} disableGutters>
              <ListItemText
                primary={`Desde ${formatDateTime(c.started_at)} · ${c.ended_at ? `hasta ${formatDateTime(c.ended_at)}` : "abierta"}`}
                secondary={`${c.detections} ${c.detections === 1 ? "detección" : "detecciones"} en ${c.points.length} ${c.points.length === 1 ? "punto" : "puntos"}`}
              />
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  );
}
