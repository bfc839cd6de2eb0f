import { Box, Typography, useMediaQuery } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { BOXED_MAX_WIDTH, CLIENT_VERSION, NAVBAR_FOLDED_WIDTH, NAVBAR_WIDTH } from "@despacho/domain";
import { useMemo, useState } from "react";
import { Outlet } from "react-router";
import { useRoles } from "@shared/permissions/use-roles";
import { useSession } from "@shared/session/use-session";
import { navigationLinks, visibleNavigation } from "../navigation";
import { useRealtime } from "../realtime/use-realtime";
import { AppToolbar } from "./app-toolbar";
import { Navbar } from "./navbar";
import { NotificationDialog } from "./notification-dialog";
import { useHeadquarterTimeZone } from "./use-headquarter-time-zone";

/** spec §2.3 layout shell: navbar, toolbar, boxed content (max 1280), footer. */
export function AppLayout() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up("sm"));
  const { roles, isBusiness } = useRoles();
  const { headquarter } = useSession();
  const [folded, setFolded] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const entries = useMemo(() => visibleNavigation(roles), [roles]);
  const links = useMemo(() => navigationLinks(entries), [entries]);
  useRealtime(headquarter, isBusiness ? "business" : "staff");
  const timeZone = useHeadquarterTimeZone(headquarter);

  return (
    <Box sx={{ minHeight: "100dvh", bgcolor: "background.default" }}>
      <Navbar
        entries={entries}
        desktop={desktop}
        folded={folded}
        onToggleFold={() => setFolded((f) => !f)}
        mobileOpen={mobileOpen}
        onMobileClose={() => setMobileOpen(false)}
      />
      <Box
        sx={{
          ml: desktop ? `${folded ? NAVBAR_FOLDED_WIDTH : NAVBAR_WIDTH}px` : 0,
          minHeight: "100dvh",
          display: "flex",
          flexDirection: "column",
          transition: (t) => t.transitions.create("margin", { duration: t.transitions.duration.shorter }),
        }}
      >
        <AppToolbar links={links} isBusiness={isBusiness} onOpenMenu={desktop ? undefined : () => setMobileOpen(true)} />
        <Box component="main" sx={{ flex: 1, width: "100%", maxWidth: BOXED_MAX_WIDTH, mx: "auto", p: { xs: 2, sm: 3 } }}>
          {/* A new zone renders the page again from scratch: its times, and the days it chose ("today"), are the zone's. */}
          <Outlet key={timeZone} />
        </Box>
        <Box component="footer" sx={{ py: 2, textAlign: "center" }}>
          <Typography variant="caption" color="text.secondary">
            Despacho · versión {CLIENT_VERSION}
          </Typography>
        </Box>
      </Box>
      <NotificationDialog />
    </Box>
  );
}
