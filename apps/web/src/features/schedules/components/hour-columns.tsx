import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { IconButton, Tooltip } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { WEEKDAYS, type WorkingHour } from "@despacho/domain";
import { formatTimeOfDay } from "@shared/format/date";

/** Día, Desde, Hasta of a weekly span, on the 12-hour clock. */
export function hourColumns<T extends WorkingHour>(): GridColDef<T>[] {
  return [
    { field: "weekday", headerName: "Día", width: 130, valueFormatter: (value: number) => WEEKDAYS[value].label },
    { field: "starts_at", headerName: "Desde", width: 130, valueFormatter: (value: string) => formatTimeOfDay(value) },
    { field: "ends_at", headerName: "Hasta", width: 130, valueFormatter: (value: string) => formatTimeOfDay(value) },
  ];
}

/** Edit and delete buttons named for the row they act on. */
export function actionsColumn<T>(
  name: (row: T) => string,
  onEdit: ((row: T) => void) | null,
  onDelete: (row: T) => void,
): GridColDef<T & { id: string }> {
  return {
    field: "actions",
    headerName: "Acciones",
    width: 110,
    sortable: false,
    renderCell: ({ row }) => (
      <>
        {onEdit && (
          <Tooltip title="Editar">
            <IconButton size="small" onClick={() => onEdit(row)} aria-label={`Editar ${name(row)}`}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title="Eliminar">
          <IconButton size="small" color="error" onClick={() => onDelete(row)} aria-label={`Eliminar ${name(row)}`}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </>
    ),
  };
}

/** "Lunes de 8:00 a. m. a 5:00 p. m." */
export const describeHour = (hour: WorkingHour) =>
  `${WEEKDAYS[hour.weekday].label} de ${formatTimeOfDay(hour.starts_at)} a ${formatTimeOfDay(hour.ends_at)}`;
