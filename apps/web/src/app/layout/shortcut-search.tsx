import SearchIcon from "@mui/icons-material/Search";
import { Autocomplete, InputAdornment, TextField } from "@mui/material";
import { MESSAGES, SHORTCUT_SUGGESTIONS } from "@despacho/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { NavigationEntry } from "../navigation";

/** spec §2.3: case-insensitive search over the menu titles the user may see, up to 10 suggestions. */
export function ShortcutSearch({ links }: { links: NavigationEntry[] }) {
  const navigate = useNavigate();
  const [input, setInput] = useState("");
  return (
    <Autocomplete
      options={links}
      value={null}
      inputValue={input}
      onInputChange={(_, value) => setInput(value)}
      onChange={(_, entry) => {
        if (entry?.url) navigate(entry.url);
        setInput("");
      }}
      getOptionLabel={(entry) => entry.title}
      filterOptions={(options, { inputValue }) => {
        const needle = inputValue.trim().toLocaleLowerCase("es-CO");
        return options.filter((o) => o.title.toLocaleLowerCase("es-CO").includes(needle)).slice(0, SHORTCUT_SUGGESTIONS);
      }}
      noOptionsText={MESSAGES.noResults}
      blurOnSelect
      forcePopupIcon={false}
      size="small"
      sx={{ width: { xs: 150, sm: 240 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder="Buscar atajo"
          aria-label="Buscar atajo"
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ "& .MuiOutlinedInput-root": { bgcolor: "action.hover", borderRadius: 5 }, "& fieldset": { border: 0 } }}
        />
      )}
    />
  );
}
