import LocalShippingOutlinedIcon from "@mui/icons-material/LocalShippingOutlined";
import MenuOpenIcon from "@mui/icons-material/MenuOpen";
import MenuIcon from "@mui/icons-material/Menu";
import {
  Box,
  Chip,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Tooltip,
  Typography,
} from "@mui/material";
import { NAVBAR_FOLDED_WIDTH, NAVBAR_WIDTH } from "@despacho/domain";
import { useState } from "react";
import { NavLink } from "react-router";
import type { NavigationEntry } from "../navigation";
import { NAVIGATION_ICONS } from "./navigation-icons";

interface NavContentProps {
  entries: NavigationEntry[];
  compact: boolean;
  onNavigate?: () => void;
  fold?: { folded: boolean; toggle: () => void };
}

function NavItem({ entry, compact, onNavigate }: { entry: NavigationEntry; compact: boolean; onNavigate?: () => void }) {
  const Icon = entry.icon && NAVIGATION_ICONS[entry.icon];
  return (
    <ListItem disablePadding sx={{ display: "block" }}>
      <ListItemButton
        component={NavLink}
        to={entry.url ?? "/"}
        onClick={onNavigate}
        sx={{
          mx: 1,
          mb: 0.5,
          borderRadius: 2,
          minHeight: 44,
          color: "inherit",
          "&.active": { bgcolor: "primary.main", color: "primary.contrastText" },
          "&.active .MuiListItemIcon-root": { color: "inherit" },
        }}
      >
        {Icon && (
          <ListItemIcon sx={{ minWidth: compact ? 0 : 40, color: "inherit", opacity: 0.85 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        )}
        {!compact && <ListItemText primary={entry.title} />}
        {!compact && entry.badge && <Chip size="small" color={entry.badge.color ?? "secondary"} label={entry.badge.title} />}
      </ListItemButton>
    </ListItem>
  );
}

/** A sub-group of a group (spec §2.2 Estadísticas → Pagos): its title, then its entries. */
function NavSubgroup({ entry, compact, onNavigate }: { entry: NavigationEntry; compact: boolean; onNavigate?: () => void }) {
  return (
    <ListItem disablePadding sx={{ display: "block" }}>
      {!compact && (
        <Typography component="div" variant="caption" sx={{ display: "block", px: 3, pt: 0.5, pb: 0.5, opacity: 0.75, fontWeight: 600 }}>
          {entry.title}
        </Typography>
      )}
      <List dense disablePadding aria-label={entry.title}>
        {entry.children?.map((child) => (
          <NavItem key={child.id} entry={child} compact={compact} onNavigate={onNavigate} />
        ))}
      </List>
    </ListItem>
  );
}

function NavContent({ entries, compact, onNavigate, fold }: NavContentProps) {
  return (
    <Box
      sx={{
        height: "100%",
        display: "flex",
        flexDirection: "column",
        bgcolor: "navbar.main",
        color: "navbar.contrastText",
        overflowX: "hidden",
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, px: compact ? 1.5 : 2.5, minHeight: 64 }}>
        <Box
          sx={{
            width: 36,
            height: 36,
            flex: "0 0 36px",
            borderRadius: 2,
            bgcolor: "primary.main",
            color: "primary.contrastText",
            display: "grid",
            placeItems: "center",
          }}
        >
          <LocalShippingOutlinedIcon fontSize="small" aria-hidden />
        </Box>
        {!compact && (
          <Typography variant="h6" component="span" sx={{ fontWeight: 700, flex: 1 }}>
            Despacho
          </Typography>
        )}
        {!compact && fold && (
          <Tooltip title={fold.folded ? "Fijar menú" : "Plegar menú"}>
            <IconButton color="inherit" size="small" onClick={fold.toggle} aria-label={fold.folded ? "Fijar menú" : "Plegar menú"}>
              {fold.folded ? <MenuIcon fontSize="small" /> : <MenuOpenIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Box component="nav" aria-label="Menú principal" sx={{ flex: 1, overflowY: "auto", pb: 2 }}>
        {entries.map((entry) =>
          entry.children ? (
            <List
              key={entry.id}
              dense
              subheader={
                <ListSubheader
                  disableSticky
                  sx={{
                    bgcolor: "transparent",
                    color: "inherit",
                    opacity: 0.6,
                    textTransform: "uppercase",
                    fontSize: 11,
                    letterSpacing: 1,
                    lineHeight: "32px",
                    visibility: compact ? "hidden" : "visible",
                  }}
                >
                  {entry.title}
                </ListSubheader>
              }
            >
              {entry.children.map((child) =>
                child.children ? (
                  <NavSubgroup key={child.id} entry={child} compact={compact} onNavigate={onNavigate} />
                ) : (
                  <NavItem key={child.id} entry={child} compact={compact} onNavigate={onNavigate} />
                ),
              )}
            </List>
          ) : (
            <List key={entry.id} dense>
              <NavItem entry={entry} compact={compact} onNavigate={onNavigate} />
            </List>
          ),
        )}
      </Box>
    </Box>
  );
}

interface NavbarProps {
  entries: NavigationEntry[];
  desktop: boolean;
  folded: boolean;
  onToggleFold: () => void;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/** spec §2.3: 280 px wide, 64 px folded; a folded navbar opens on hover or focus and closes on leave or blur. */
export function Navbar({ entries, desktop, folded, onToggleFold, mobileOpen, onMobileClose }: NavbarProps) {
  const [peek, setPeek] = useState(false);
  if (!desktop) {
    return (
      <Drawer
        open={mobileOpen}
        onClose={onMobileClose}
        slotProps={{ paper: { "aria-label": "Menú", sx: { width: NAVBAR_WIDTH, border: 0 } } }}
      >
        <NavContent entries={entries} compact={false} onNavigate={onMobileClose} />
      </Drawer>
    );
  }
  const compact = folded && !peek;
  return (
    <Box
      data-testid="navbar"
      onMouseEnter={() => setPeek(true)}
      onMouseLeave={() => setPeek(false)}
      onFocus={() => setPeek(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setPeek(false)}
      sx={{
        position: "fixed",
        inset: "0 auto 0 0",
        zIndex: (t) => t.zIndex.drawer,
        width: compact ? NAVBAR_FOLDED_WIDTH : NAVBAR_WIDTH,
        transition: (t) => t.transitions.create("width", { duration: t.transitions.duration.shorter }),
        boxShadow: folded && peek ? 8 : 0,
      }}
    >
      <NavContent entries={entries} compact={compact} fold={{ folded, toggle: onToggleFold }} />
    </Box>
  );
}
