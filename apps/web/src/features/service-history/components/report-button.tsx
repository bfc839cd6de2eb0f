import FileDownloadOutlinedIcon from "@mui/icons-material/FileDownloadOutlined";
import { Box, Button, LinearProgress, Typography } from "@mui/material";
import { useEffect, useRef, useState } from "react";
import { notify } from "@shared/ui/toast-store";
import { useCreateServiceReport } from "../api/create-service-report";
import { useDownloadServiceReport } from "../api/download-service-report";
import { useServiceReports } from "../api/get-service-reports";
import type { ServiceHistoryFilter } from "../api/get-services";

/** spec §7 report-csv/: create with the list's filters, follow its progress, download the file. */
export function ReportButton({ filter }: { filter: ServiceHistoryFilter }) {
  const create = useCreateServiceReport();
  const download = useDownloadServiceReport();
  const [waitingFor, setWaitingFor] = useState<string | null>(null);
  const reports = useServiceReports(waitingFor);
  const report = reports.data?.results.find((r) => r.uuid === waitingFor) ?? null;
  const downloaded = useRef<string | null>(null);

  useEffect(() => {
    if (!report || downloaded.current === report.uuid) return;
    if (report.status === "done") {
      downloaded.current = report.uuid;
      download.mutate(report.uuid, { onSettled: () => setWaitingFor(null) });
    } else if (report.status === "failed") {
      downloaded.current = report.uuid;
      notify.error("El reporte no se pudo generar");
      setWaitingFor(null);
    }
  }, [report, download]);

  const busy = create.isPending || Boolean(waitingFor) || download.isPending;
  const progress = report?.status === "done" ? 100 : (report?.progress ?? 0);

  return (
    <Box sx={{ minWidth: { sm: 220 } }}>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlinedIcon />}
        disabled={busy}
        onClick={() => create.mutate(filter, { onSuccess: (created) => setWaitingFor(created.uuid) })}
        fullWidth
      >
        Descargar reporte CSV
      </Button>
      {busy && (
        <Box sx={{ mt: 1 }} role="status" aria-live="polite">
          <LinearProgress
            variant={report ? "determinate" : "indeterminate"}
            value={progress}
            aria-label="Progreso del reporte"
            data-testid="report-progress"
          />
          <Typography variant="caption" color="text.secondary">
            {download.isPending ? "Descargando..." : `Generando reporte... ${progress}%`}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
