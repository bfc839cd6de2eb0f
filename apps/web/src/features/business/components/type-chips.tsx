import { Chip, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { PROVIDER_MESSAGES } from "@despacho/domain";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { LoadError } from "@shared/ui/load-error";

export type Named = { id: string; name: string };

interface TypeChipsProps {
  /** Names the list of chips, e.g. "Tipos de servicio de Bogotá". */
  label: string;
  /** The types in use; undefined while they load. */
  chips: Named[] | undefined;
  /** What an empty list means. */
  empty: string;
  /** The types that may be added. */
  options: Named[];
  busy: boolean;
  /** A list could not load: says so and offers to try again. */
  failed: boolean;
  onRetry: () => void;
  onAdd: (id: string) => void;
  /** Asks before removing: the caller confirms. */
  onRemove: (chip: Named) => void;
}

/**
 * The service types a provider or a store works with: a chip each (a click or Delete asks to
 * remove it) and a select to add one of the others.
 */
export function TypeChips({ label, chips, empty, options, busy, failed, onRetry, onAdd, onRemove }: TypeChipsProps) {
  return (
    <>
      {failed && <LoadError message="No fue posible cargar los tipos de servicio." onRetry={onRetry} />}
      <DelayedLoader active={chips === undefined && !failed} label="Cargando tipos de servicio" />
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5 }} aria-label={label}>
        {chips?.length === 0 && (
          <Typography variant="caption" color="text.secondary">
            {empty}
          </Typography>
        )}
        {chips?.map((chip) => (
          <Chip
            key={chip.id}
            label={chip.name}
            size="small"
            aria-label={`Quitar ${chip.name}`}
            onClick={() => onRemove(chip)}
            onDelete={() => onRemove(chip)}
          />
        ))}
      </Stack>
      <TextField
        select
        size="small"
        fullWidth
        label={PROVIDER_MESSAGES.typeAdd}
        value=""
        disabled={options.length === 0 || busy}
        onChange={(e) => onAdd(e.target.value)}
        sx={{ mt: 2 }}
      >
        {options.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
