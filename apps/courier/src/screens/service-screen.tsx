import { Alert, Button, Chip, Paper, Stack, Typography } from "@mui/material";
import { type CourierServiceAction, SERVICE_STATUS_LABELS, type ServiceLocation, stepProof } from "@despacho/domain";
import { Link, navigate } from "../router";
import { formatCop } from "../format";
import { useOutbox, useServices } from "../hooks";
import { outbox } from "../outbox/courier-outbox";
import type { StepDraft } from "../proof/step-draft";
import { StepProofForm } from "../proof/step-proof-form";
import { callUrl, navigationUrl } from "../services/navigation";
import { arrivalWaiting, projectedStatus } from "../services/projected";

const ARRIVED_KEY = "despacho.courier.arrived";
const arrivals = (): string[] => JSON.parse(localStorage.getItem(ARRIVED_KEY) ?? "[]");
const hasArrived = (service: string) => arrivals().includes(service);
/** The arrival stays marked on this phone once sent (the list of services does not carry the history). */
const rememberArrival = (service: string) => localStorage.setItem(ARRIVED_KEY, JSON.stringify([...arrivals().slice(-50), service]));

function Stop({ stop, index }: { stop: ServiceLocation; index: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderWidth: 2 }}>
      <Typography variant="overline" sx={{ fontWeight: 800 }}>
        {stop.type === "origin" ? "Recoger" : `Entregar${index > 1 ? ` (${index})` : ""}`}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: "1.1rem" }}>{stop.address}</Typography>
      {stop.description && <Typography color="text.secondary">{stop.description}</Typography>}
      <Button
        fullWidth
        variant="outlined"
        href={navigationUrl(stop, navigator.userAgent)}
        target="_blank"
        rel="noopener"
        aria-label={`Abrir navegación a ${stop.address}`}
        sx={{ mt: 1 }}
      >
        Abrir navegación
      </Button>
    </Paper>
  );
}

/** One service: its stops, the customer's phone, and its next step (pickup, arrival, drop-off) with the proof its type asks. */
export function ServiceScreen({ id }: { id: string }) {
  const services = useServices();
  const waiting = useOutbox();
  const service = services.data?.find((s) => s.uuid === id);
  if (!service) return services.isPending ? null : <Alert severity="info">Este servicio ya no está entre los tuyos.</Alert>;

  const status = projectedStatus(service.status, service.uuid, waiting);
  const arrived = arrivalWaiting(service.uuid, waiting) || hasArrived(service.uuid);
  const act = (action: CourierServiceAction, label: string, proof?: StepDraft) => {
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
      <Button variant="outlined" size="large" href={callUrl(service.phone_number)} aria-label={`Llamar al cliente ${service.name}`}>
        Llamar al cliente
      </Button>
      {status === "assigned" &&
        (stepProof(service.proof_rules, "pickup", {}).asked.length === 0 ? (
          <Button variant="contained" size="large" onClick={() => act("start", "Iniciar")}>
            Iniciar servicio
          </Button>
        ) : (
          <StepProofForm
            rules={service.proof_rules}
            step="pickup"
            submitLabel="Iniciar servicio"
            onSubmit={(proof) => act("start", "Iniciar", proof)}
          />
        ))}
      {status === "in_progress" && !arrived && (
        <Button variant="contained" size="large" onClick={() => act("arrive", "Marcar la llegada en")}>
          Llegué al destino
        </Button>
      )}
      {status === "in_progress" && (
        <StepProofForm
          rules={service.proof_rules}
          step="drop_off"
          submitLabel="Finalizar servicio"
          onSubmit={(proof) => {
            act("finish", "Finalizar", proof);
            navigate("/");
          }}
        />
      )}
      {status === "finished" && <Alert severity="success">Servicio finalizado.</Alert>}
    </Stack>
  );
}
