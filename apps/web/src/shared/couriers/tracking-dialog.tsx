import PauseIcon from "@mui/icons-material/Pause";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  MenuItem,
  Slider,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { type MessengerLocationPoint, messengerTrackQuerySchema, PAGE_SIZE } from "@despacho/domain";
import { useEffect, useId, useState } from "react";
import { useCourierLocations, useCourierTrack } from "@shared/api/messengers/get-courier-track";
import { type TrackRange, todaySoFar, trackRangeQuery } from "./track-range";
import { formatCoordinate } from "@shared/format/coordinates";
import { formatClockSeconds, formatDateTimeSeconds } from "@shared/format/date";
import { useDisplayTimeZone } from "@shared/format/time-zone";
import { advance, DEFAULT_PLAYBACK_SPEED, PLAYBACK_SPEEDS, type TrackPoint } from "@shared/map/playback";
import { TrackMap } from "@shared/map/track-map";
import { DateTimeField } from "@shared/ui/date-time-field";
import { LoadError } from "@shared/ui/load-error";
import { PagedGrid } from "@shared/ui/paged-grid";

const km = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 2 });
const speed = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 1 });
const NO_POINTS: TrackPoint[] = [];

const columns: GridColDef<MessengerLocationPoint>[] = [
  {
    field: "coordinates_created_at",
    headerName: "Fecha",
    flex: 1.4,
    minWidth: 170,
    valueFormatter: (v: string) => formatDateTimeSeconds(v),
  },
  { field: "latitude", headerName: "Latitud", flex: 1, minWidth: 100, valueFormatter: (v: number) => formatCoordinate(v) },
  { field: "longitude", headerName: "Longitud", flex: 1, minWidth: 100, valueFormatter: (v: number) => formatCoordinate(v) },
  {
    field: "speed",
    headerName: "Velocidad (m/s)",
    flex: 1,
    minWidth: 120,
    valueFormatter: (v: number | null) => (v === null ? "—" : speed.format(v)),
  },
  {
    field: "using_fake_location",
    headerName: "Ubicación falsa",
    flex: 1,
    minWidth: 120,
    valueFormatter: (v: boolean) => (v ? "Sí" : "No"),
  },
];

interface TrackingDialogProps {
  messenger: { uuid: string; full_name: string };
  /** Another range to start with (a service: from its creation to its end). */
  initialRange?: TrackRange;
  onClose: () => void;
}

/**
 * spec §2.4 messenger tracking dialog: a date range (midnight today to now), the route on the map with its
 * distance, a playback of it with a time slider and a speed, and the points 10 a page, newest first (sort "-1").
 */
export function TrackingDialog({ messenger, initialRange, onClose }: TrackingDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));
  const zone = useDisplayTimeZone();
  const [draft, setDraft] = useState<TrackRange>(() => initialRange ?? todaySoFar(zone));
  const [range, setRange] = useState(draft);
  const [page, setPage] = useState(0);
  const invalid = messengerTrackQuerySchema.safeParse(trackRangeQuery(draft, zone)).error?.issues[0]?.message;
  const track = useCourierTrack(messenger.uuid, range);
  const locations = useCourierLocations(messenger.uuid, range, page);
  const points = track.data?.points ?? NO_POINTS;
  const playback = usePlayback(points);

  const apply = () => {
    setRange(draft);
    setPage(0);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Seguimiento de {messenger.full_name}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ pt: 1, mb: 2, alignItems: { sm: "flex-start" } }}>
          <DateTimeField label="Desde" value={draft.from} onChange={(from) => setDraft((d) => ({ ...d, from }))} error={invalid} />
          <DateTimeField label="Hasta" value={draft.to} onChange={(to) => setDraft((d) => ({ ...d, to }))} />
          <Button
            variant="contained"
            onClick={apply}
            disabled={Boolean(invalid) || !draft.from || !draft.to}
            sx={{ flexShrink: 0, mt: { sm: 1 } }}
          >
            Consultar
          </Button>
        </Stack>
        {track.isError && <LoadError message="No se pudo cargar el recorrido." onRetry={() => track.refetch()} />}
        {track.isPending ? (
          <LinearProgress aria-label="Cargando el recorrido" />
        ) : (
          track.data && (
            <Typography variant="body2" sx={{ mb: 1 }} data-testid="track-summary">
              Distancia recorrida: {km.format(track.data.totalDistanceTraveled)} km · {track.data.total.toLocaleString("es-CO")} puntos
            </Typography>
          )
        )}
        <TrackMap points={points} at={playback.at} label={`Recorrido de ${messenger.full_name}`} />
        {points.length > 1 ? (
          <PlaybackControls points={points} playback={playback} />
        ) : (
          track.data && (
            <Alert severity="info" sx={{ mt: 1 }}>
              No hay recorrido en este rango de fechas.
            </Alert>
          )
        )}
        <Box sx={{ mt: 2 }}>
          <PagedGrid
            label={`Ubicaciones de ${messenger.full_name}`}
            data={locations.data}
            fetching={locations.isFetching}
            columns={columns}
            pageSize={PAGE_SIZE.messengers}
            page={page}
            onPage={setPage}
            getRowId={(row) => row.id}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}

interface Playback {
  at: number | null;
  setAt: (at: number) => void;
  playing: boolean;
  toggle: () => void;
  speed: number;
  setSpeed: (speed: number) => void;
}

/** The playback clock of a route: the moment shown, playing or not, and how many seconds of the day pass per second. */
function usePlayback(points: readonly TrackPoint[]): Playback {
  const start = points[0]?.[2] ?? null;
  const end = points.at(-1)?.[2] ?? null;
  const [at, setAt] = useState<number | null>(start);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(DEFAULT_PLAYBACK_SPEED);

  useEffect(() => {
    setAt(start);
    setPlaying(false);
  }, [start]);

  useEffect(() => {
    if (!playing || end === null) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const elapsed = now - last;
      last = now;
      setAt((time) => {
        const next = advance(time ?? end, elapsed, speed, end);
        if (next >= end) setPlaying(false);
        return next;
      });
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, speed, end]);

  const toggle = () => {
    if (!playing && at !== null && end !== null && at >= end) setAt(start);
    setPlaying(!playing);
  };
  return { at, setAt, playing, toggle, speed, setSpeed };
}

function PlaybackControls({ points, playback }: { points: readonly TrackPoint[]; playback: Playback }) {
  const { at, setAt, playing, toggle, speed, setSpeed } = playback;
  return (
    <Box sx={{ mt: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        <IconButton aria-label={playing ? "Pausar" : "Reproducir"} onClick={toggle}>
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
        <Slider
          aria-label="Momento del recorrido"
          min={points[0][2]}
          max={points[points.length - 1][2]}
          value={at ?? points[0][2]}
          onChange={(_, value) => setAt(value as number)}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => formatClockSeconds(value)}
          getAriaValueText={(value) => formatDateTimeSeconds(value)}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          size="small"
          label="Velocidad"
          value={speed}
          onChange={(e) => setSpeed(Number(e.target.value))}
          sx={{ width: 110, flexShrink: 0 }}
        >
          {PLAYBACK_SPEEDS.map((s) => (
            <MenuItem key={s} value={s}>
              {s}×
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography variant="caption" color="text.secondary" data-testid="playback-time">
        {at !== null && formatDateTimeSeconds(at)}
      </Typography>
    </Box>
  );
}
