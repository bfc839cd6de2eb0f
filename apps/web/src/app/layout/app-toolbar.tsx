import MenuIcon from "@mui/icons-material/Menu";
import { ROUTES, SERVICE_PERMISSIONS, workingCities } from "@despacho/domain";
import { useLocation } from "react-router";
import { AppBar, Box, IconButton, Toolbar } from "@mui/material";
import { BusinessImageReminder } from "@features/business/components/business-image-reminder";
import { ChatToggle } from "@features/chat/components/chat-toggle";
import { HeadquarterSwitcher } from "@features/headquarters/components/headquarter-switcher";
import { HelpVideosButton } from "@features/headquarters/components/help-videos-button";
import { useActiveHeadquarters } from "@shared/api/headquarters/get-active-headquarters";
import { useHeadquarterSettings } from "@shared/api/headquarter-settings/get-headquarter-settings";
import { NewServiceButton } from "@features/service-creation/components/new-service-button";
import { PetitionBell } from "@features/affiliations/components/petition-bell";
import { FakeLocationButton } from "@features/fake-locations/components/fake-location-button";
import { useCan } from "@shared/permissions/use-roles";
import { useSession } from "@shared/session/use-session";
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
      <Toolbar sx={{ gap: { xs: 0, sm: 1 }, minHeight: 64, px: { xs: 1, sm: 2 } }}>
        {onOpenMenu && (
          <IconButton edge="start" onClick={onOpenMenu} aria-label="Abrir menú">
            <MenuIcon />
          </IconButton>
        )}
        <ShortcutSearch links={links} />
        <Box sx={{ flex: 1 }} />
        <NewServiceSlot isBusiness={isBusiness} />
        {!isBusiness && <HelpVideosButton />}
        {isBusiness && <BusinessImageReminder />}
        <OfflineIndicator />
        {!isBusiness && <ChatToggle />}
        {!isBusiness && <PetitionBell />}
        {!isBusiness && <FakeLocationButton />}
        <ThemePicker />
        {!isBusiness && <HeadquarterSwitcher />}
        <ProfileMenu />
      </Toolbar>
    </AppBar>
  );
}

/** spec §2.3 'Nuevo servicio': on /desktop, with add_service, when the headquarter settings say available. */
function NewServiceSlot({ isBusiness }: { isBusiness: boolean }) {
  const { pathname } = useLocation();
  const { headquarter } = useSession();
  const canAdd = useCan(SERVICE_PERMISSIONS.create);
  const canSeeAnonymous = useCan(["view_anonymouscustomer"]);
  const onPage = pathname === ROUTES.desktop.path;
  const settings = useHeadquarterSettings(canAdd && onPage ? headquarter : null);
  const headquarters = useActiveHeadquarters({ enabled: canAdd && onPage });
  if (!canAdd || !onPage || !settings.data?.available) return null;
  const current = headquarters.data?.find((hq) => hq.uuid === headquarter);
  return (
    <NewServiceButton
      isBusiness={isBusiness}
      settings={settings.data}
      cities={workingCities(settings.data, current?.city ?? null)}
      canSeeAnonymousCustomers={canSeeAnonymous}
    />
  );
}
