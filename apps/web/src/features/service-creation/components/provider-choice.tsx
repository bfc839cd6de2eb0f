import { MenuItem, TextField } from "@mui/material";
import { useActiveHeadquarters } from "@shared/api/headquarters/get-active-headquarters";
import { setHeadquarter, useSession } from "@shared/session/session-store";

/**
 * spec §1: a business user may choose the provider (headquarter) of its service. Its providers are
 * its headquarters (docs/decisions/010-business-providers.md); choosing one selects it, so the
 * panel's types, settings and payment methods, and the desk, are that provider's.
 */
export function ProviderChoice({ onChosen }: { onChosen: () => void }) {
  const { headquarter } = useSession();
  const providers = useActiveHeadquarters().data ?? [];
  if (providers.length < 2) return null;
  return (
    <TextField
      select
      fullWidth
      label="Proveedor"
      value={headquarter ?? ""}
      onChange={(e) => {
        if (e.target.value === headquarter) return;
        setHeadquarter(e.target.value);
        onChosen();
      }}
      helperText="La sucursal que atenderá el servicio"
      sx={{ mb: 2 }}
      data-testid="provider-choice"
    >
      {providers.map((hq) => (
        <MenuItem key={hq.uuid} value={hq.uuid}>
          {hq.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
