import SearchIcon from "@mui/icons-material/Search";
import { InputAdornment, TextField } from "@mui/material";

/** The list screens' 'Buscar...' box (spec §2.4): a search input with its icon and an accessible name. */
export function SearchField({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) {
  return (
    <TextField
      type="search"
      placeholder="Buscar..."
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: { xs: "100%", sm: 260 } }}
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
