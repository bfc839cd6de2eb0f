import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlineOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { Box, Chip, IconButton, List, ListItem, ListItemText, Tooltip } from "@mui/material";

export interface CatalogRow {
  id: string;
  name: string;
  detail: string;
  chips: { label: string; color?: "default" | "primary" | "success" | "warning" }[];
}

interface CatalogListProps {
  label: string;
  /** What each row is, for the buttons' names ("tipo de servicio Domicilio"). */
  noun: string;
  rows: CatalogRow[];
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

/** A configuration catalogue (service types, payment methods): name, details, state chips, edit and delete. */
export function CatalogList({ label, noun, rows, onEdit, onDelete }: CatalogListProps) {
  return (
    <List aria-label={label} disablePadding>
      {rows.map((row, i) => (
        <ListItem key={row.id} divider={i < rows.length - 1} sx={{ gap: 1, flexWrap: "wrap", px: 0 }}>
          <ListItemText primary={row.name} secondary={row.detail} sx={{ flex: "1 1 200px", minWidth: 0 }} />
          <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, flexWrap: "wrap", ml: "auto" }}>
            {row.chips.map((chip) => (
              <Chip key={chip.label} size="small" label={chip.label} color={chip.color ?? "default"} variant="outlined" />
            ))}
            <Tooltip title="Editar">
              <IconButton aria-label={`Editar ${noun} ${row.name}`} onClick={() => onEdit(row.id)} size="small">
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Eliminar">
              <IconButton aria-label={`Eliminar ${noun} ${row.name}`} onClick={() => onDelete(row.id)} size="small">
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
