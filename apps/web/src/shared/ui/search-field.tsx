import SearchIcon from "@mui/icons-material/Search";
import { InputAdornment, TextField } from "@mui/material";

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name, e.g. "Buscar cliente". */
  label: string;
  placeholder?: string;
  /** Small and as wide as its container (inside a panel or dialog) instead of a list screen's header box. */
  dense?: boolean;
}

/** The 'Buscar...' box of list screens, panels and pickers (spec §2.4): a search input with its icon and an accessible name. */
export function SearchField({ value, onChange, label, placeholder = "Buscar...", dense = false }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      size={dense ? "small" : undefined}
      fullWidth={dense}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={dense ? undefined : { width: { xs: "100%", sm: 260 } }}
      slotProps={{
        htmlInput: { "aria-label": label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
