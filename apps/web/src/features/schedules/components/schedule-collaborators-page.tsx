import AddIcon from "@mui/icons-material/Add";
import EventBusyOutlinedIcon from "@mui/icons-material/EventBusyOutlined";
import { Box, Button, Typography } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { type ExcludedHour, type MessengerWorkingHour, PAGE_SIZE, SCHEDULE_MESSAGES } from "@despacho/domain";
import { useState } from "react";
import { formatDateTime } from "@shared/format/date";
import { useDisplayTimeZone } from "@shared/format/time-zone";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { type CourierOption, CourierAutocomplete } from "@shared/ui/courier-autocomplete";
import { EmptyState } from "@shared/ui/empty-state";
import { PageHeader } from "@shared/ui/page-header";
import { QueryGrid } from "@shared/ui/paged-grid";
import {
  useDeleteExcludedHour,
  useDeleteMessengerWorkingHour,
  useExcludedHours,
  useMessengerWorkingHours,
  useSaveMessengerWorkingHour,
} from "../api/messenger-hours";
import { ExcludedHourDialog } from "./excluded-hour-dialog";
import { actionsColumn, describeHour, hourColumns } from "./hour-columns";
import { HourDialog } from "./hour-dialog";

const courierColumn = { field: "messenger", headerName: "Colaborador", flex: 1, minWidth: 180, sortable: false } as const;

const describeExcluded = (row: ExcludedHour) =>
  `${row.messenger.full_name}: ${formatDateTime(row.starts_at)} – ${formatDateTime(row.ends_at)}`;

type Deleting = { kind: "hour"; row: MessengerWorkingHour } | { kind: "excluded"; row: ExcludedHour } | null;

/** spec §2.2 /schedule-collaborators: each courier's weekly hours and the hours excluded from them, 10 a page. */
export function ScheduleCollaboratorsPage() {
  const [courier, setCourier] = useState<CourierOption | null>(null);
  const [hoursPage, setHoursPage] = useState(0);
  const [excludedPage, setExcludedPage] = useState(0);
  const messenger = courier?.uuid;
  const hours = useMessengerWorkingHours({ page: hoursPage, messenger });
  const excluded = useExcludedHours({ page: excludedPage, messenger });
  const [editing, setEditing] = useState<{ hour?: MessengerWorkingHour } | null>(null);
  const [addingExcluded, setAddingExcluded] = useState(false);
  const zone = useDisplayTimeZone();
  const [deleting, setDeleting] = useState<Deleting>(null);
  const save = useSaveMessengerWorkingHour();
  const removeHour = useDeleteMessengerWorkingHour();
  const removeExcluded = useDeleteExcludedHour();

  const chooseCourier = (value: CourierOption | null) => {
    setCourier(value);
    setHoursPage(0);
    setExcludedPage(0);
  };

  const hourColumnsWithCourier: GridColDef<MessengerWorkingHour>[] = [
    { ...courierColumn, valueGetter: (value: MessengerWorkingHour["messenger"]) => value.full_name },
    ...hourColumns<MessengerWorkingHour>(),
    actionsColumn<MessengerWorkingHour>(
      (row) => `horario de ${row.messenger.full_name}, ${describeHour(row)}`,
      (hour) => setEditing({ hour }),
      (row) => setDeleting({ kind: "hour", row }),
    ),
  ];
  const excludedColumns: GridColDef<ExcludedHour>[] = [
    { ...courierColumn, valueGetter: (value: ExcludedHour["messenger"]) => value.full_name },
    { field: "starts_at", headerName: "Desde", width: 200, valueFormatter: (value: string) => formatDateTime(value) },
    { field: "ends_at", headerName: "Hasta", width: 200, valueFormatter: (value: string) => formatDateTime(value) },
    { field: "reason", headerName: "Motivo", flex: 1, minWidth: 160, valueGetter: (value: string | null) => value ?? "—" },
    actionsColumn<ExcludedHour>(
      (row) => `horas excluidas de ${describeExcluded(row)}`,
      null,
      (row) => setDeleting({ kind: "excluded", row }),
    ),
  ];

  const confirming = deleting?.kind === "hour" ? removeHour : removeExcluded;

  return (
    <>
      <PageHeader
        title="Horarios de colaboradores"
        subtitle={`Horario semanal de cada colaborador y las horas en que no trabaja (${zone})`}
        actions={
          <>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
              Agregar horario
            </Button>
            <Button variant="outlined" startIcon={<EventBusyOutlinedIcon />} onClick={() => setAddingExcluded(true)}>
              Agregar horas excluidas
            </Button>
          </>
        }
      />
      <Box sx={{ maxWidth: 420, mb: 3 }}>
        <CourierAutocomplete label="Filtrar por colaborador" value={courier} onChange={chooseCourier} size="small" />
      </Box>

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Horario semanal
      </Typography>
      <QueryGrid
        label="Horario semanal de los colaboradores"
        query={hours}
        loadError="No fue posible cargar los horarios."
        empty={<EmptyState title={courier ? `${courier.full_name} no tiene horarios` : "Ningún colaborador tiene horarios"} />}
        columns={hourColumnsWithCourier}
        pageSize={PAGE_SIZE.workingHours}
        page={hoursPage}
        onPage={setHoursPage}
      />

      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        Horas excluidas
      </Typography>
      <QueryGrid
        label="Horas excluidas de los colaboradores"
        query={excluded}
        loadError="No fue posible cargar las horas excluidas."
        empty={<EmptyState title={courier ? `${courier.full_name} no tiene horas excluidas` : "No hay horas excluidas"} />}
        columns={excludedColumns}
        pageSize={PAGE_SIZE.workingHours}
        page={excludedPage}
        onPage={setExcludedPage}
      />

      {editing && (
        <HourDialog
          title={editing.hour ? "Editar horario del colaborador" : "Agregar horario a un colaborador"}
          hour={editing.hour}
          courier={{ value: editing.hour?.messenger ?? courier }}
          busy={save.isPending}
          onSave={(values) =>
            values.messenger &&
            save.mutate({ ...values, messenger: values.messenger, id: editing.hour?.id }, { onSuccess: () => setEditing(null) })
          }
          onClose={() => setEditing(null)}
        />
      )}
      {addingExcluded && <ExcludedHourDialog courier={courier} onClose={() => setAddingExcluded(false)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={deleting?.kind === "excluded" ? SCHEDULE_MESSAGES.excludedDeleteConfirm : SCHEDULE_MESSAGES.deleteConfirm}
        message={
          deleting
            ? deleting.kind === "hour"
              ? `${deleting.row.messenger.full_name}: ${describeHour(deleting.row)}`
              : describeExcluded(deleting.row)
            : undefined
        }
        busy={confirming.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && confirming.mutate(deleting.row.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
