import { Alert, Button, Paper, Stack, Typography } from "@mui/material";
import type { CourierProfile } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { courierApi, QUERY_KEYS } from "../api";
import { messageOf } from "../hooks";
import { useLocationFeed } from "../location/use-location-feed";

type Affiliation = CourierProfile["affiliations"][number];

const IOS = typeof navigator !== "undefined" && /iPhone|iPad|iPod/.test(navigator.userAgent);

/** Conectado / Desconectado through the activation call: the API's reason when it refuses (blocked, not linked…). */
export function OnlineCard({ headquarter }: { headquarter: Affiliation }) {
  const queryClient = useQueryClient();
  const online = headquarter.is_online;
  const toggle = useMutation({
    mutationFn: () => courierApi.setOnline(headquarter.headquarter, !online),
    onSuccess: (profile) => queryClient.setQueryData(QUERY_KEYS.profile, profile),
  });
  const feed = useLocationFeed(online);

  return (
    <Paper variant="outlined" sx={{ p: 2, borderWidth: 2, borderColor: online ? "secondary.main" : "divider" }}>
      <Stack spacing={1.5}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800, color: online ? "secondary.main" : "text.primary" }}>
          {online ? "Conectado" : "Desconectado"}
        </Typography>
        <Typography>{online ? "Recibes ofertas de servicios." : "Conéctate para recibir ofertas de servicios."}</Typography>
        {toggle.error && <Alert severity="error">{messageOf(toggle.error)}</Alert>}
        <Button
          variant="contained"
          size="large"
          color={online ? "inherit" : "secondary"}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate()}
        >
          {online ? "Desconectarme" : "Conectarme"}
        </Button>
        {online && feed.problem && <Alert severity="warning">{feed.problem}</Alert>}
        {online && (
          <Typography variant="body2" color="text.secondary">
            {IOS
              ? "En iPhone la ubicación se detiene cuando la aplicación queda en segundo plano o se bloquea la pantalla: mantenla abierta mientras trabajas."
              : "Tu ubicación se envía mientras esta aplicación está abierta; la pantalla se mantiene encendida."}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
