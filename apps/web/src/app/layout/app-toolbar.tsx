import MenuIcon from "@mui/icons-material/Menu";
import { AppBar, Box, IconButton, Toolbar } from "@mui/material";
import { HeadquarterSwitcher } from "../../features/headquarters/components/headquarter-switcher";
import { HelpVideosButton } from "../../features/headquarters/components/help-videos-button";
import type { NavigationEntry } from "../navigation";
import { ThemePicker } from "../theme/theme-picker";
import { OfflineIndicator } from "./offline-indicator";
import { ProfileMenu } from "./profile-menu";
import { ShortcutSearch } from "./shortcut-search";

interface AppToolbarProps {
  links: NavigationEntry[];
  isBusiness: boolean;
  onOpenMenu?: () => void;
}

/** spec §2.3 toolbar; business users get neither the help button nor the headquarter switcher. */
export function AppToolbar({ links, isBusiness, onOpenMenu }: AppToolbarProps) {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: "divider", bgcolor: "background.paper" }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: 64, px: { xs: 1, sm: 2 } }}>
        {onOpenMenu && (
          <IconButton edge="start" onClick={onOpenMenu} aria-label="Abrir menú">
            <MenuIcon />
          </IconButton>
        )}
        <ShortcutSearch links={links} />
        <Box sx={{ flex: 1 }} />
        {!isBusiness && <HelpVideosButton />}
        <OfflineIndicator />
        <ThemePicker />
        {!isBusiness && <HeadquarterSwitcher />}
        <ProfileMenu />
      </Toolbar>
    </AppBar>
  );
}
