import { MenuItem, type SxProps, TextField, type Theme } from "@mui/material";
import { useActiveHeadquarters } from "@shared/api/headquarters/get-active-headquarters";
import { setHeadquarter } from "@despacho/client";
import { useSession } from "@shared/session/use-session";

interface ProviderChoiceProps {
  /** Called after another provider was chosen. */
  onChosen?: () => void;
  helperText?: string;
  size?: "small" | "medium";
  sx?: SxProps<Theme>;
}

/**
 * spec §1: a business user may choose the provider (headquarter) of its services. Its providers are its
 * headquarters (docs/decisions/010-business-providers.md); choosing one selects it, so the creation panel's types,
 * settings and payment methods, and the desk, are that provider's. Shown only with two providers or more.
 */
export function ProviderChoice({ onChosen, helperText, size, sx }: ProviderChoiceProps) {
  const { headquarter } = useSession();
  const providers = useActiveHeadquarters().data ?? [];
  if (providers.length < 2) return null;
  return (
    <TextField
      select
      label="Proveedor"
      size={size}
      value={headquarter ?? ""}
      onChange={(e) => {
        if (e.target.value === headquarter) return;
        setHeadquarter(e.target.value);
        onChosen?.();
      }}
      helperText={helperText}
      sx={sx}
    >
      {providers.map((hq) => (
        <MenuItem key={hq.uuid} value={hq.uuid}>
          {hq.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
