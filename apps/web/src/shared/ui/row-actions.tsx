import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { IconButton, Tooltip } from "@mui/material";
import type { GridColDef, GridValidRowModel } from "@mui/x-data-grid";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

/** The 'Acciones' column of a catalogue table. */
export function actionsColumn<T extends GridValidRowModel>(width: number, render: (row: T) => ReactNode): GridColDef<T> {
  return { field: "actions", headerName: "Acciones", width, sortable: false, filterable: false, renderCell: ({ row }) => render(row) };
}

/** The pencil that opens a row's edit page; `label` names the row, e.g. 'Editar cliente Ana'. */
export function RowEditLink({ to, label }: { to: string; label: string }) {
  return (
    <Tooltip title="Editar">
      <IconButton component={RouterLink} to={to} size="small" aria-label={label}>
        <EditOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** The bin that asks to delete a row; `label` names the row, e.g. 'Eliminar cliente Ana'. */
export function RowDeleteButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <Tooltip title="Eliminar">
      <IconButton size="small" color="error" onClick={onClick} aria-label={label}>
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
