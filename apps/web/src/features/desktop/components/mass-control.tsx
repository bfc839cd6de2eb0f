import { Box, Button, Checkbox, FormControlLabel, MenuItem, TextField, Typography } from "@mui/material";

export const MASS_CONTROLS = ["no-selected", "assign", "unassign"] as const;
export type MassControl = (typeof MASS_CONTROLS)[number];

const LABELS: Record<MassControl, string> = {
  "no-selected": "Ninguna",
  assign: "Asignación masiva",
  unassign: "Desasignación masiva",
};

/** spec §2.4: the mass-control action, 'no-selected' by default. */
export function MassControlSelect({ value, onChange }: { value: MassControl; onChange: (value: MassControl) => void }) {
  return (
    <TextField
      select
      size="small"
      label="Acción masiva"
      value={value}
      onChange={(e) => onChange(e.target.value as MassControl)}
      sx={{ width: { xs: "calc(44% - 6px)", sm: 210 } }}
      slotProps={{ select: { SelectDisplayProps: { "aria-label": "Acción masiva" } as never } }}
    >
      {MASS_CONTROLS.map((v) => (
        <MenuItem key={v} value={v}>
          {LABELS[v]}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface MassBarProps {
  control: Exclude<MassControl, "no-selected">;
  selectedCount: number;
  eligibleCount: number;
  onSelectAll: (all: boolean) => void;
  onRun: () => void;
  busy: boolean;
}

export function MassBar({ control, selectedCount, eligibleCount, onSelectAll, onRun, busy }: MassBarProps) {
  const all = eligibleCount > 0 && selectedCount === eligibleCount;
  return (
    <Box
      role="toolbar"
      aria-label="Acción masiva"
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: 1.5,
        px: 1.5,
        py: 1,
        mb: 1.5,
        borderRadius: 2,
        bgcolor: "action.selected",
      }}
    >
      <FormControlLabel
        control={
          <Checkbox
            checked={all}
            indeterminate={selectedCount > 0 && !all}
            onChange={(e) => onSelectAll(e.target.checked)}
            disabled={eligibleCount === 0}
          />
        }
        label={`Seleccionar todos (${eligibleCount})`}
      />
      <Typography variant="body2" sx={{ flex: 1 }}>
        {selectedCount} seleccionados
      </Typography>
      <Button variant="contained" disabled={selectedCount === 0 || busy} onClick={onRun}>
        {control === "assign" ? `Asignar seleccionados (${selectedCount})` : `Desasignar seleccionados (${selectedCount})`}
      </Button>
    </Box>
  );
}
