import { AppBar, BottomNavigation, BottomNavigationAction, Box, Toolbar, Typography } from "@mui/material";
import { lazy, Suspense } from "react";
import { OutboxBar } from "./components/outbox-bar";
import { Notices } from "./components/notices";
import { UpdatePrompt } from "./components/update-prompt";
import { useHeadquarter, useProfile } from "./hooks";
import { useCourierSocket } from "./realtime";
import { navigate, usePath } from "./router";
import { HomeScreen } from "./screens/home-screen";

// The first load is the home screen; the others come when opened (first load ≤ 200 kB of compressed JS, issue 24).
const EarningsScreen = lazy(() => import("./screens/earnings-screen").then((m) => ({ default: m.EarningsScreen })));
const ChatScreen = lazy(() => import("./screens/chat-screen").then((m) => ({ default: m.ChatScreen })));
const ProfileScreen = lazy(() => import("./screens/profile-screen").then((m) => ({ default: m.ProfileScreen })));
const ServiceScreen = lazy(() => import("./screens/service-screen").then((m) => ({ default: m.ServiceScreen })));

const TABS = [
  { path: "/", label: "Inicio" },
  { path: "/ganancias", label: "Ganancias" },
  { path: "/chat", label: "Chat" },
  { path: "/perfil", label: "Perfil" },
];

/** One column for one hand: the headquarter on top, what waits to be sent, the screen, and four tabs at the thumb. */
export function Shell() {
  const profile = useProfile();
  const { current } = useHeadquarter(profile.data);
  const headquarter = current?.headquarter ?? null;
  useCourierSocket(headquarter);
  const path = usePath();
  const tab = TABS.findLast((t) => path === t.path || (t.path !== "/" && path.startsWith(t.path)))?.path ?? "/";
  const service = /^\/servicios\/([^/]+)$/.exec(path)?.[1];

  return (
    <Box sx={{ minHeight: "100dvh", display: "flex", flexDirection: "column", bgcolor: "background.default" }}>
      <AppBar position="sticky" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="p" sx={{ fontWeight: 800, flex: 1, minWidth: 0 }} noWrap>
            {current?.headquarter_name ?? "Despacho"}
          </Typography>
          {profile.data && (
            <Typography variant="body2" component="p" noWrap sx={{ flexShrink: 0, maxWidth: "40%", ml: 1 }}>
              {profile.data.first_name}
            </Typography>
          )}
        </Toolbar>
      </AppBar>
      <OutboxBar />
      <Box component="main" sx={{ flex: 1, p: 2, pb: 12, maxWidth: 600, width: "100%", mx: "auto" }}>
        <Suspense fallback={null}>
          {service ? (
            <ServiceScreen id={service} />
          ) : path === "/chat" ? (
            <ChatScreen headquarter={headquarter} />
          ) : path === "/ganancias" ? (
            <EarningsScreen headquarter={headquarter} />
          ) : path.startsWith("/perfil") ? (
            <ProfileScreen profile={profile.data} path={path} />
          ) : (
            <HomeScreen profile={profile} headquarter={current} />
          )}
        </Suspense>
      </Box>
      <Box
        component="nav"
        aria-label="Secciones"
        sx={{ position: "fixed", bottom: 0, left: 0, right: 0, borderTop: 1, borderColor: "divider" }}
      >
        <BottomNavigation showLabels value={tab} onChange={(_, path: string) => navigate(path)} sx={{ height: 64 }}>
          {TABS.map((t) => (
            <BottomNavigationAction
              key={t.path}
              value={t.path}
              label={t.label}
              sx={{ "& .MuiBottomNavigationAction-label": { fontSize: "1rem", fontWeight: 700 } }}
            />
          ))}
        </BottomNavigation>
      </Box>
      <Notices />
      <UpdatePrompt />
    </Box>
  );
}
