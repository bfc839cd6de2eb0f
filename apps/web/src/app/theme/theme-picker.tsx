import CheckIcon from "@mui/icons-material/Check";
import PaletteOutlinedIcon from "@mui/icons-material/PaletteOutlined";
import { Box, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from "@mui/material";
import { useState } from "react";
import { setThemeId, useThemeId } from "./theme-store";
import { COLOUR_THEMES } from "./themes";

export function ThemePicker() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = useThemeId();
  return (
    <>
      <Tooltip title="Tema de colores">
        <IconButton color="inherit" aria-label="Tema de colores" onClick={(e) => setAnchor(e.currentTarget)}>
          <PaletteOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {COLOUR_THEMES.map((t) => (
          <MenuItem
            key={t.id}
            selected={t.id === current}
            onClick={() => {
              setThemeId(t.id);
              setAnchor(null);
            }}
          >
            <ListItemIcon>
              <Box sx={{ width: 18, height: 18, borderRadius: "50%", bgcolor: t.primary, border: 3, borderColor: t.navbar }} />
            </ListItemIcon>
            <ListItemText>{t.label}</ListItemText>
            {t.id === current && <CheckIcon fontSize="small" sx={{ ml: 2 }} />}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
