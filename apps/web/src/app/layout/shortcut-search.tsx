import SearchIcon from "@mui/icons-material/Search";
import { Autocomplete, Box, IconButton, InputAdornment, TextField, useMediaQuery } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { MESSAGES, SHORTCUT_SUGGESTIONS } from "@despacho/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { NavigationEntry } from "../navigation";

const LABEL = "Buscar atajo";

/**
 * spec §2.3: case-insensitive search over the menu titles the user may see, up to 10 suggestions. Beside the menu it
 * keeps its width whatever else the toolbar holds; on a phone it is a search button that opens the field over the
 * whole toolbar, so the placeholder is never cut.
 */
export function ShortcutSearch({ links }: { links: NavigationEntry[] }) {
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));
  const [expanded, setExpanded] = useState(false);
  if (phone && !expanded) {
    return (
      <IconButton aria-label={LABEL} onClick={() => setExpanded(true)}>
        <SearchIcon />
      </IconButton>
    );
  }
  const field = <ShortcutField links={links} autoFocus={phone} onDone={() => setExpanded(false)} />;
  if (!phone) return field;
  return (
    // Above the toolbar's badges (z-index 1).
    <Box sx={{ position: "absolute", inset: 0, zIndex: 2, display: "flex", alignItems: "center", px: 1, bgcolor: "background.paper" }}>
      {field}
    </Box>
  );
}

function ShortcutField({ links, autoFocus, onDone }: { links: NavigationEntry[]; autoFocus: boolean; onDone: () => void }) {
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
      onBlur={onDone}
      getOptionLabel={(entry) => entry.title}
      filterOptions={(options, { inputValue }) => {
        const needle = inputValue.trim().toLocaleLowerCase("es-CO");
        return options.filter((o) => o.title.toLocaleLowerCase("es-CO").includes(needle)).slice(0, SHORTCUT_SUGGESTIONS);
      }}
      noOptionsText={MESSAGES.noResults}
      blurOnSelect
      forcePopupIcon={false}
      size="small"
      sx={{ width: { xs: "100%", sm: 240 }, flexShrink: 0 }}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          placeholder={LABEL}
          aria-label={LABEL}
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
