import FileDownloadOutlinedIcon from "@mui/icons-material/FileDownloadOutlined";
import UploadFileOutlinedIcon from "@mui/icons-material/UploadFileOutlined";
import { Box, Button, Link, Paper, Stack, Typography } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { MASSIVE_FILE_STATUS_LABELS, MASSIVE_LOAD_ROWS_MAX, type MassiveFile, PAGE_SIZE } from "@despacho/domain";
import { type ChangeEvent, useRef, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { formatDateTime } from "@shared/format/date";
import { EmptyState } from "@shared/ui/empty-state";
import { PageHeader } from "@shared/ui/page-header";
import { QueryGrid } from "@shared/ui/paged-grid";
import { notify } from "@shared/ui/toast-store";
import { downloadTemplate, useMassiveFiles, useUploadMassiveFile } from "../api/massive-files";
import { dryRunPath } from "./paths";

const columns: GridColDef<MassiveFile>[] = [
  {
    field: "name",
    headerName: "Archivo",
    flex: 1.4,
    minWidth: 160,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={dryRunPath(row.uuid)}>
        {row.name}
      </Link>
    ),
  },
  { field: "status", headerName: "Estado", width: 150, valueGetter: (_v, row) => MASSIVE_FILE_STATUS_LABELS[row.status] },
  { field: "rows", headerName: "Filas", type: "number", width: 80 },
  { field: "invalid_rows", headerName: "Con errores", type: "number", width: 110 },
  { field: "created_services", headerName: "Servicios creados", type: "number", width: 150 },
  { field: "created_at", headerName: "Subido", width: 170, valueFormatter: (value: string) => formatDateTime(value) },
  { field: "created_by", headerName: "Por", flex: 1, minWidth: 120, valueGetter: (_v, row) => row.created_by ?? "—" },
];

/** spec §2.2 /massive-load: the template, the upload, and the files kept with their outcome. */
export function MassiveLoadPage() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadMassiveFile();
  const [page, setPage] = useState(0);
  const files = useMassiveFiles(page);

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) upload.mutate(file, { onSuccess: (created) => navigate(dryRunPath(created.uuid)) });
  };
  const template = (format: "csv" | "xlsx") => downloadTemplate(format).catch(() => notify.error("No fue posible descargar la plantilla"));

  return (
    <>
      <PageHeader
        title="Carga masiva"
        subtitle="Cree muchos servicios a la vez desde un archivo CSV o XLSX"
        actions={
          <>
            <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={() => template("xlsx")}>
              Plantilla XLSX
            </Button>
            <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={() => template("csv")}>
              Plantilla CSV
            </Button>
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              Subir archivo
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Use la plantilla: una fila por servicio, hasta {MASSIVE_LOAD_ROWS_MAX.toLocaleString("es-CO")} filas. Antes de crear nada verá
              cada fila con sus errores para corregirla.
            </Typography>
          </Box>
          <input
            ref={input}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            hidden
            onChange={chosen}
            aria-label="Archivo CSV o XLSX"
            data-testid="massive-file-input"
          />
          <Button
            variant="contained"
            startIcon={<UploadFileOutlinedIcon />}
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? "Subiendo..." : "Subir archivo"}
          </Button>
        </Stack>
      </Paper>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Archivos cargados
      </Typography>
      <QueryGrid
        label="Archivos cargados"
        query={files}
        loadError="No fue posible cargar los archivos."
        empty={<EmptyState title="Aún no hay archivos" hint="Suba un archivo con la plantilla para crear servicios." />}
        columns={columns}
        pageSize={PAGE_SIZE.default}
        page={page}
        onPage={setPage}
        getRowId={(row) => row.uuid}
      />
    </>
  );
}
