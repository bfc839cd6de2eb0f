import { Chip, Paper, Stack, Typography } from "@mui/material";
import { isActiveStatus, OFFER_MESSAGES, SERVICE_STATUS_LABELS } from "@despacho/domain";
import { Link } from "../router";
import { useOutbox, useServices } from "../hooks";
import { projectedStatus } from "../services/projected";
import { inRouteOrder } from "../services/route-order";

/**
 * The services in hand in the order to do them in (oldest first, a bundle's in its route order), as they stand with
 * what waits to be sent.
 */
export function ServicesList() {
  const services = useServices();
  const waiting = useOutbox();
  const active = inRouteOrder(
    (services.data ?? [])
      .map((service) => ({ ...service, status: projectedStatus(service.status, service.uuid, waiting) }))
      .filter((service) => isActiveStatus(service.status))
      .reverse(),
  );
  return (
    <Stack component="section" aria-labelledby="services-title" spacing={1.5}>
      <Typography id="services-title" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
        Mis servicios
      </Typography>
      {active.length === 0 && <Typography color="text.secondary">No tienes servicios en curso.</Typography>}
      {active.map((service) => {
        const origin = service.locations.find((l) => l.type === "origin");
        const destination = service.locations.findLast((l) => l.type === "destination");
        return (
          <Paper
            key={service.uuid}
            component={Link}
            to={`/servicios/${service.uuid}`}
            variant="outlined"
            sx={{ p: 2, display: "block", color: "inherit", textDecoration: "none", borderWidth: 2 }}
          >
            <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1 }}>
              <Typography variant="h6" component="h3" sx={{ fontWeight: 800 }}>
                Servicio #{service.consecutive}
              </Typography>
              <Chip label={SERVICE_STATUS_LABELS[service.status]} color={service.status === "in_progress" ? "secondary" : "primary"} />
            </Stack>
            {origin && <Typography>Recoger: {origin.address}</Typography>}
            {destination && <Typography>Entregar: {destination.address}</Typography>}
            {service.order && (
              <Typography sx={{ fontWeight: 700, color: "primary.main" }}>
                {OFFER_MESSAGES.stopOf(service.order.stop, service.order.stops)}
              </Typography>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
