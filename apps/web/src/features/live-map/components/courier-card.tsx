import ChatOutlinedIcon from "@mui/icons-material/ChatOutlined";
import CloseIcon from "@mui/icons-material/Close";
import MyLocationIcon from "@mui/icons-material/MyLocation";
import NavigationOutlinedIcon from "@mui/icons-material/NavigationOutlined";
import RouteOutlinedIcon from "@mui/icons-material/RouteOutlined";
import { Avatar, Box, Button, IconButton, Paper, Stack, Typography } from "@mui/material";
import { COURIER_MAP_STATE_LABELS, type MapCourier, ROUTES } from "@despacho/domain";
import { Link as RouterLink } from "react-router";
import { formatDateTime } from "@shared/format/date";
import { COURIER_STATE_COLOURS } from "@shared/map/courier-colours";
import { StatusChip } from "@shared/ui/status-chip";

interface CourierCardProps {
  courier: MapCourier;
  following: boolean;
  canChat: boolean;
  onLocate: () => void;
  onFollow: () => void;
  onTrack: () => void;
  onClose: () => void;
}

/** The selected courier: state, last point, current services and what the operator can do with them. */
export function CourierCard({ courier, following, canChat, onLocate, onFollow, onTrack, onClose }: CourierCardProps) {
  const located = courier.latitude !== null && courier.longitude !== null;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5 }}
      data-testid="courier-card"
      aria-label={`Colaborador ${courier.full_name}`}
      component="section"
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
        <Avatar src={courier.image_url ?? undefined} alt="" sx={{ border: 3, borderColor: COURIER_STATE_COLOURS[courier.state] }}>
          {courier.full_name.charAt(0)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }} noWrap>
            {courier.full_name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            @{courier.nickname} · {COURIER_MAP_STATE_LABELS[courier.state]}
          </Typography>
        </Box>
        <IconButton aria-label="Cerrar la ficha" onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {located ? `Última ubicación: ${formatDateTime(courier.location_at as string)}` : "Sin ubicación todavía"}
      </Typography>
      {courier.phone_number && (
        <Typography variant="body2" color="text.secondary">
          Teléfono: {courier.phone_number}
        </Typography>
      )}
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Servicios en curso
      </Typography>
      {courier.services.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Ninguno
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {courier.services.map((s) => (
            <Stack component="li" key={s.uuid} direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <Typography variant="body2">#{s.consecutive}</Typography>
              <StatusChip status={s.status} />
            </Stack>
          ))}
        </Stack>
      )}
      <Stack direction="row" sx={{ mt: 1.5, flexWrap: "wrap", gap: 1 }}>
        <Button size="small" variant="outlined" startIcon={<MyLocationIcon />} onClick={onLocate} disabled={!located}>
          Ubicar
        </Button>
        <Button
          size="small"
          variant={following ? "contained" : "outlined"}
          startIcon={<NavigationOutlinedIcon />}
          onClick={onFollow}
          disabled={!located}
          aria-pressed={following}
        >
          {following ? "Dejar de seguir" : "Seguir"}
        </Button>
        <Button size="small" variant="outlined" startIcon={<RouteOutlinedIcon />} onClick={onTrack}>
          Recorrido
        </Button>
        {canChat && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<ChatOutlinedIcon />}
            component={RouterLink}
            to={`${ROUTES.chat.path}?messenger=${courier.uuid}`}
          >
            Abrir chat
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
