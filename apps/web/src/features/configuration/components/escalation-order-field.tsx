import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import { Checkbox, FormControl, FormHelperText, FormLabel, IconButton, List, ListItem, ListItemText, Stack } from "@mui/material";
import type { EscalationStep } from "@despacho/domain";
import { escalationRows, moveStep, toggleStep } from "./escalation-order";

interface EscalationOrderFieldProps {
  value: EscalationStep[];
  onChange: (value: EscalationStep[]) => void;
  error?: string;
}

/** The escalation order: each step on or off and moved with its arrows (keyboard reachable); the desk always ends it. */
export function EscalationOrderField({ value, onChange, error }: EscalationOrderFieldProps) {
  const rows = escalationRows(value);
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">Orden de escalamiento</FormLabel>
      <FormHelperText sx={{ mx: 0 }}>
        {error ?? "Qué se intenta, en orden, cuando una oferta no encuentra colaborador. El escritorio siempre es el último paso."}
      </FormHelperText>
      <List dense aria-label="Pasos de escalamiento" sx={{ maxWidth: 560 }}>
        {rows.map((row) => (
          <ListItem
            key={row.step}
            divider
            secondaryAction={
              row.fixed ? null : (
                <Stack direction="row">
                  <IconButton
                    aria-label={`Subir ${row.text}`}
                    disabled={!row.canMoveUp}
                    onClick={() => onChange(moveStep(value, row.step, -1))}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={`Bajar ${row.text}`}
                    disabled={!row.canMoveDown}
                    onClick={() => onChange(moveStep(value, row.step, 1))}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </Stack>
              )
            }
            sx={{ pr: 12 }}
          >
            <Checkbox
              edge="start"
              checked={row.position !== null}
              disabled={row.fixed}
              onChange={(e) => onChange(toggleStep(value, row.step, e.target.checked))}
              slotProps={{ input: { "aria-label": `Usar ${row.text}` } }}
            />
            <ListItemText primary={row.position ? `${row.position}. ${row.text}` : row.text} secondary={row.position ? null : "Sin usar"} />
          </ListItem>
        ))}
      </List>
    </FormControl>
  );
}
