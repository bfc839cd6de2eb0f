import { MenuItem, TextField } from "@mui/material";
import { useEffect } from "react";
import { useBusinessStores } from "@shared/api/business-stores/get-business-stores";

interface StoreChoiceProps {
  value: string | null;
  onChange: (store: string | null) => void;
}

/**
 * The business's store the service is asked from (docs/decisions/010-business-providers.md): shown
 * when the business has stores in the selected provider, its first store chosen by default; the
 * panel's types narrow to the store's offers.
 */
export function StoreChoice({ value, onChange }: StoreChoiceProps) {
  const stores = useBusinessStores().data?.results;
  // The first store by default, and again when the provider changes and the chosen one is not its own.
  useEffect(() => {
    const first = stores?.[0]?.id ?? null;
    if (stores && value !== first && !stores.some((s) => s.id === value)) onChange(first);
  }, [stores, value, onChange]);
  if (!stores || stores.length === 0) return null;
  return (
    <TextField
      select
      fullWidth
      label="Tienda"
      value={value ?? ""}
      onChange={(e) => onChange(e.target.value)}
      helperText="La tienda desde la que pide el servicio"
      sx={{ mb: 2 }}
      data-testid="store-choice"
    >
      {stores.map((store) => (
        <MenuItem key={store.id} value={store.id}>
          {store.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
