import { CssBaseline, ThemeProvider } from "@mui/material";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { accountKindOf, getSession, subscribeSession } from "@despacho/client";
import { useEffect, useSyncExternalStore } from "react";
import { Shell } from "./shell";
import { theme } from "./theme";

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 10_000 } } });

/**
 * Only a courier's session opens the app (issue 24): without one the courier signs in at /login (which sends a courier
 * back here); a staff or business session goes to the back office.
 */
export function App() {
  const session = useSyncExternalStore(subscribeSession, getSession);
  const kind = accountKindOf(session.access);
  useEffect(() => {
    if (!session.access) window.location.replace("/login");
    else if (kind !== "messenger") window.location.replace("/");
  }, [session.access, kind]);
  if (kind !== "messenger") return null;
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <Shell />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
