import { Alert, Button, Chip, Paper, Stack, Typography } from "@mui/material";
import { type CourierServiceAction, SERVICE_STATUS_LABELS, type ServiceLocation } from "@despacho/domain";
import { Link, navigate } from "../router";
import { formatCop } from "../format";
import { useOutbox, useServices } from "../hooks";
import { outbox } from "../outbox/courier-outbox";
import { FinishForm, type FinishProof } from "../proof/finish-form";
import { arrivalWaiting, projectedStatus } from "../services/projected";

const ARRIVED_KEY = "despacho.courier.arrived";
const arrivals = (): string[] => JSON.parse(localStorage.getItem(ARRIVED_KEY) ?? "[]");
const hasArrived = (service: string) => arrivals().includes(service);
/** The arrival stays marked on this phone once sent (the list of services does not carry the history). */
const rememberArrival = (service: string) => localStorage.setItem(ARRIVED_KEY, JSON.stringify([...arrivals().slice(-50), service]));

/** The phone's maps app: geo: where the coordinates are known (Android), a maps address otherwise. */
const navigationUrl = (stop: ServiceLocation) =>
  stop.latitude !== null && stop.longitude !== null
    ? `https://www.google.com/maps/dir/?api=1&destination=${stop.latitude},${stop.longitude}`
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(stop.address)}`;

function Stop({ stop, index }: { stop: ServiceLocation; index: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderWidth: 2 }}>
      <Typography variant="overline" sx={{ fontWeight: 800 }}>
        {stop.type === "origin" ? "Recoger" : `Entregar${index > 1 ? ` (${index})` : ""}`}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: "1.1rem" }}>{stop.address}</Typography>
      {stop.description && <Typography color="text.secondary">{stop.description}</Typography>}
      <Button fullWidth variant="outlined" href={navigationUrl(stop)} target="_blank" rel="noopener" sx={{ mt: 1 }}>
        Abrir en mapas
      </Button>
    </Paper>
  );
}

/** One service: its stops, the customer's phone, and its next step (start, arrival, proof and finish). */
export function ServiceScreen({ id }: { id: string }) {
  const services = useServices();
  const waiting = useOutbox();
  const service = services.data?.find((s) => s.uuid === id);
  if (!service) return services.isPending ? null : <Alert severity="info">Este servicio ya no está entre los tuyos.</Alert>;

  const status = projectedStatus(service.status, service.uuid, waiting);
  const arrived = arrivalWaiting(service.uuid, waiting) || hasArrived(service.uuid);
  const act = (action: CourierServiceAction, label: string, proof?: FinishProof) => {
    if (action === "arrive") rememberArrival(service.uuid);
    void outbox.add({
      label: `${label} el servicio #${service.consecutive}`,
      method: "PATCH",
      path: `/courier/services/${service.uuid}/${action}/`,
      body: proof?.body,
      uploads: proof?.uploads,
    });
  };

  return (
    <Stack spacing={2}>
      <Button component={Link} to="/" variant="text" sx={{ alignSelf: "flex-start" }}>
        ← Volver
      </Button>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center" }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          Servicio #{service.consecutive}
        </Typography>
        <Chip label={SERVICE_STATUS_LABELS[status]} color={status === "finished" ? "success" : "primary"} />
      </Stack>
      <Typography>
        {service.type_name} · {formatCop(service.calculated_cost)}
      </Typography>
      {service.locations.map((stop, index) => (
        // A service's stops never move while the screen shows them: their place is who they are.
        // biome-ignore lint/suspicious/noArrayIndexKey: stops are fixed
        <Stop key={index} stop={stop} index={index} />
      ))}
      <Button variant="outlined" size="large" href={`tel:${service.phone_number}`}>
        Llamar a {service.name || "el cliente"}
      </Button>
      {status === "assigned" && (
        <Button variant="contained" size="large" onClick={() => act("start", "Iniciar")}>
          Iniciar servicio
        </Button>
      )}
      {status === "in_progress" && !arrived && (
        <Button variant="contained" size="large" onClick={() => act("arrive", "Marcar la llegada en")}>
          Llegué al destino
        </Button>
      )}
      {status === "in_progress" && (
        <FinishForm
          onFinish={(proof) => {
            act("finish", "Finalizar", proof);
            navigate("/");
          }}
        />
      )}
      {status === "finished" && <Alert severity="success">Servicio finalizado.</Alert>}
    </Stack>
  );
}
