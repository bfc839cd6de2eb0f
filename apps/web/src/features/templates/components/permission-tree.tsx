import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { Box, Checkbox, Collapse, FormControlLabel, IconButton, Paper, Typography } from "@mui/material";
import { PERMISSION_TREE, type PermissionGroup } from "@despacho/domain";
import { useState } from "react";
import { groupState, toggleGroup, togglePermission } from "./permission-tree-state";

interface PermissionTreeProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
}

/** The §2.2 menu groups as a checkbox tree: a group's box checks or clears all of it, and shows when only some are chosen. */
export function PermissionTree({ value, onChange, disabled }: PermissionTreeProps) {
  return (
    <Box role="group" aria-label="Permisos" sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
      {PERMISSION_TREE.map((group) => (
        <GroupBox key={group.id} group={group} value={value} onChange={onChange} disabled={disabled} />
      ))}
    </Box>
  );
}

function GroupBox({ group, value, onChange, disabled }: PermissionTreeProps & { group: PermissionGroup }) {
  const state = groupState(value, group);
  const [open, setOpen] = useState(state !== "unchecked");
  const chosen = group.permissions.filter((p) => value.includes(p.codename)).length;
  const listId = `permission-group-${group.id}`;
  return (
    <Paper variant="outlined" sx={{ px: 1.5, py: 0.5, alignSelf: "start" }}>
      <Box sx={{ display: "flex", alignItems: "center" }}>
        <FormControlLabel
          sx={{ flex: 1, mr: 0 }}
          control={
            <Checkbox
              checked={state === "checked"}
              indeterminate={state === "indeterminate"}
              onChange={() => onChange(toggleGroup(value, group))}
              disabled={disabled}
            />
          }
          label={
            <Typography sx={{ fontWeight: 600 }}>
              {group.title}{" "}
              <Typography component="span" variant="body2" color="text.secondary">
                ({chosen}/{group.permissions.length})
              </Typography>
            </Typography>
          }
        />
        <IconButton
          size="small"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={listId}
          aria-label={`${open ? "Ocultar" : "Mostrar"} permisos de ${group.title}`}
        >
          {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
      </Box>
      <Collapse in={open}>
        <Box id={listId} sx={{ display: "flex", flexDirection: "column", pl: 3.5, pb: 1 }}>
          {group.permissions.map((permission) => (
            <FormControlLabel
              key={permission.codename}
              control={
                <Checkbox
                  size="small"
                  checked={value.includes(permission.codename)}
                  onChange={() => onChange(togglePermission(value, permission.codename))}
                  disabled={disabled}
                />
              }
              label={<Typography variant="body2">{permission.label}</Typography>}
            />
          ))}
        </Box>
      </Collapse>
    </Paper>
  );
}
