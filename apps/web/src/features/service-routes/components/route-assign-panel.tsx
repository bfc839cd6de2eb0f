import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import { type BulkResult, ROUTE_MESSAGES, type ServiceRouteDetail } from "@despacho/domain";
import { useState } from "react";
import { useCan } from "@shared/permissions/use-roles";
import { type CourierOption, CourierAutocomplete } from "@shared/ui/courier-autocomplete";
import { notify } from "@shared/ui/toast-store";
import { useAssignRoute } from "../api/assign-route";

/** The whole route to one courier: each service through the desk's assign, the refused ones listed with why. */
export function RouteAssignPanel({ route }: { route: ServiceRouteDetail }) {
  const canAssign = useCan(["assign_service"]);
  const [courier, setCourier] = useState<CourierOption | null>(route.messenger);
  const [result, setResult] = useState<BulkResult | null>(null);
  const assign = useAssignRoute();
  if (!canAssign) return null;
  const consecutive = (uuid: string) => route.stops.find((s) => s.service.uuid === uuid)?.service.consecutive;

  const submit = () =>
    courier &&
    assign.mutate(
      { id: route.uuid, messenger: courier.uuid },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (answer.updated.length > 0) notify.success(ROUTE_MESSAGES.assigned);
        },
      },
    );

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Asignar ruta
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "flex-start" }}>
        <Box sx={{ flex: "1 1 220px" }}>
          <CourierAutocomplete label="Colaborador" value={courier} onChange={setCourier} size="small" />
        </Box>
        <Button variant="contained" disabled={!courier || route.services_count === 0 || assign.isPending} onClick={submit}>
          Asignar ruta
        </Button>
      </Box>
      {result && (
        <Alert severity={result.refused.length > 0 ? "warning" : "success"}>
          {result.updated.length} de {result.updated.length + result.refused.length} servicios asignados.
          {result.refused.map((r) => (
            <Box key={r.uuid} component="span" sx={{ display: "block" }}>
              #{consecutive(r.uuid)}: {r.detail}
            </Box>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
