import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { type MassiveAction, type MassiveActionJob, massiveRefusal, type Service } from "@despacho/domain";
import { type ReactNode, useState } from "react";
import { PageHeader } from "@shared/ui/page-header";
import { StatusChip } from "@shared/ui/status-chip";
import { notify } from "@shared/ui/toast-store";
import { useApplyMassiveAction, useMassiveActionJob } from "../api/massive-action";
import { type Picked, usePickServices } from "../api/pick-services";
import { ServicePicker } from "./service-picker";

interface MassiveActionPageProps {
  action: MassiveAction;
  title: string;
  subtitle: string;
  /** The action's own fields (courier, cost, novelty). */
  fields: ReactNode;
  /** What the action sends besides the services; null while its fields are incomplete. */
  body: Record<string, unknown> | null;
  /** The preview of what changes on one service. */
  change: (service: Service) => string;
}

function outcomeOf(job: MassiveActionJob | undefined, uuid: string) {
  if (!job?.result) return null;
  if (job.result.updated.includes(uuid)) return { ok: true, text: "Aplicado" };
  const refused = job.result.refused.find((r) => r.uuid === uuid);
  return refused ? { ok: false, text: `Rechazado: ${refused.detail}` } : null;
}

/** The shape of the three massive actions: pick services, preview, apply as a job with progress, report per service. */
export function MassiveActionPage({ action, title, subtitle, fields, body, change }: MassiveActionPageProps) {
  const pick = usePickServices();
  const apply = useApplyMassiveAction(action);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useMassiveActionJob(jobId);
  const running = Boolean(jobId) && job.data?.status !== "done" && job.data?.status !== "failed";
  const services = picked?.services ?? [];
  const refusedByRule = services.filter((s) => massiveRefusal(action, s.status)).length;
  const summary = job.data?.result;

  const run = () => {
    if (!body) return;
    apply.mutate(
      { services: services.map((s) => s.uuid), ...body },
      { onSuccess: (queued) => setJobId(queued.uuid), onError: (error) => notify.error(error.message) },
    );
  };

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <ServicePicker
        pending={pick.isPending || running}
        onPick={(p) =>
          pick.mutate(p, {
            onSuccess: (found) => {
              setPicked(found);
              setJobId(null);
            },
            onError: (e) => notify.error(e.message),
          })
        }
      />
      {picked && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {picked.missing.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              Sin servicio: {picked.missing.join(", ")}
            </Alert>
          )}
          <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 2, alignItems: { md: "center" } }}>
            <Box sx={{ flex: 1 }}>{fields}</Box>
            <Button variant="contained" disabled={!body || services.length === 0 || running || apply.isPending} onClick={run}>
              Aplicar a {services.length} {services.length === 1 ? "servicio" : "servicios"}
            </Button>
          </Stack>
          {refusedByRule > 0 && !summary && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {refusedByRule} de {services.length} no cambiarán por su estado; el informe dirá por qué.
            </Alert>
          )}
          {jobId && running && (
            <Box role="status" aria-live="polite" sx={{ mb: 2 }}>
              <Typography variant="body2">Aplicando... {job.data?.progress ?? 0}%</Typography>
              <LinearProgress variant="determinate" value={job.data?.progress ?? 0} aria-label="Progreso de la acción masiva" />
            </Box>
          )}
          {summary && (
            <Alert severity={summary.refused.length ? "warning" : "success"} sx={{ mb: 2 }} data-testid="massive-action-summary">
              {summary.updated.length} aplicados, {summary.refused.length} rechazados
            </Alert>
          )}
          <TableContainer>
            <Table size="small" aria-label="Servicios elegidos">
              <TableHead>
                <TableRow>
                  <TableCell>#</TableCell>
                  <TableCell>Estado</TableCell>
                  <TableCell>Cliente</TableCell>
                  <TableCell>{summary ? "Resultado" : "Cambio"}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {services.map((s) => {
                  const outcome = outcomeOf(job.data, s.uuid);
                  const refusal = massiveRefusal(action, s.status);
                  return (
                    <TableRow key={s.uuid} data-testid="massive-action-row">
                      <TableCell>{s.consecutive}</TableCell>
                      <TableCell>
                        <StatusChip status={s.status} />
                      </TableCell>
                      <TableCell>{s.name}</TableCell>
                      <TableCell
                        sx={{ color: outcome ? (outcome.ok ? "success.main" : "error.main") : refusal ? "text.secondary" : undefined }}
                      >
                        {outcome ? outcome.text : refusal ? `No cambiará: ${refusal}` : change(s)}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          {services.length === 0 && <Typography color="text.secondary">No se encontraron servicios.</Typography>}
        </Paper>
      )}
    </>
  );
}
