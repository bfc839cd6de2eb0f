import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { Box, Button, ListItemIcon, ListItemText, Menu, MenuItem } from "@mui/material";
import { HEADQUARTER_NAME_MAX, truncate } from "@despacho/domain";
import { useState } from "react";
import { setHeadquarter } from "@despacho/client";
import { useSession } from "@shared/session/use-session";
import { useActiveHeadquarters } from "@shared/api/headquarters/get-active-headquarters";
import { HeadquarterAvatar } from "./headquarter-avatar";

/** spec §2.3: headquarter switcher of staff users; the name is cut at 30 characters. */
export function HeadquarterSwitcher() {
  const { headquarter } = useSession();
  const headquarters = useActiveHeadquarters();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = headquarters.data?.find((hq) => hq.uuid === headquarter);
  if (!current) return null;

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        endIcon={<ExpandMoreIcon />}
        aria-label={`${current.name}, cambiar de sucursal`}
        aria-haspopup="menu"
        data-testid="headquarter-switcher"
        sx={{ minWidth: 0, px: 1 }}
      >
        <HeadquarterAvatar headquarter={current} size={28} />
        <Box component="span" sx={{ ml: 1, display: { xs: "none", md: "inline" }, whiteSpace: "nowrap" }}>
          {truncate(current.name, HEADQUARTER_NAME_MAX)}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {headquarters.data?.map((hq) => (
          <MenuItem
            key={hq.uuid}
            selected={hq.uuid === headquarter}
            onClick={() => {
              setAnchor(null);
              if (hq.uuid !== headquarter) setHeadquarter(hq.uuid);
            }}
          >
            <ListItemIcon>
              <HeadquarterAvatar headquarter={hq} size={24} />
            </ListItemIcon>
            <ListItemText primary={truncate(hq.name, HEADQUARTER_NAME_MAX)} secondary={hq.city.name} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
