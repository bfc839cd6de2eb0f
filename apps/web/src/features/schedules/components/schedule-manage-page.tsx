import AddIcon from "@mui/icons-material/Add";
import { Button } from "@mui/material";
import { PAGE_SIZE, SCHEDULE_MESSAGES, type WorkingHour } from "@despacho/domain";
import { useState } from "react";
import { useDisplayTimeZone } from "@shared/format/time-zone";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { EmptyState } from "@shared/ui/empty-state";
import { PageHeader } from "@shared/ui/page-header";
import { QueryGrid } from "@shared/ui/paged-grid";
import { useDeleteWorkingHour, useSaveWorkingHour, useWorkingHours } from "../api/working-hours";
import { actionsColumn, describeHour, hourColumns } from "./hour-columns";
import { HourDialog } from "./hour-dialog";

type Editing = { hour?: WorkingHour } | null;

/** spec §2.2 /schedule-manage: the headquarter's weekly hours, 10 a page. */
export function ScheduleManagePage() {
  const [page, setPage] = useState(0);
  const hours = useWorkingHours(page);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<WorkingHour | null>(null);
  const save = useSaveWorkingHour();
  const remove = useDeleteWorkingHour();
  const zone = useDisplayTimeZone();
  const columns = [...hourColumns<WorkingHour>(), actionsColumn<WorkingHour>(describeHour, (hour) => setEditing({ hour }), setDeleting)];

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
      Agregar horario
    </Button>
  );

  return (
    <>
      <PageHeader title="Horarios de la sucursal" subtitle={`Días y horas en que la sucursal opera (${zone})`} actions={addButton} />
      <QueryGrid
        label="Horarios de la sucursal"
        query={hours}
        loadError="No fue posible cargar los horarios."
        empty={<EmptyState title="La sucursal no tiene horarios" hint="Agrega los días y horas en que opera." action={addButton} />}
        columns={columns}
        pageSize={PAGE_SIZE.workingHours}
        page={page}
        onPage={setPage}
      />
      {editing && (
        <HourDialog
          title={editing.hour ? "Editar horario" : "Agregar horario"}
          hour={editing.hour}
          busy={save.isPending}
          onSave={(values) => save.mutate({ ...values, id: editing.hour?.id }, { onSuccess: () => setEditing(null) })}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={SCHEDULE_MESSAGES.deleteConfirm}
        message={deleting ? describeHour(deleting) : undefined}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
