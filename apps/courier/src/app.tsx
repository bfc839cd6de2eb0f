import { CssBaseline, ThemeProvider } from "@mui/material";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { accountKindOf, getSession, subscribeSession } from "@despacho/client";
import { COURIER_SIGN_UP_PATH } from "@despacho/domain";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { BASE, usePath } from "./router";
import { Shell } from "./shell";
import { theme } from "./theme";

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 10_000 } } });

// Only a newcomer opens it, with its form and schema: loaded then.
const SignUpScreen = lazy(() => import("./screens/sign-up-screen").then((m) => ({ default: m.SignUpScreen })));

/**
 * Only a courier's session opens the app (issue 24): without one the courier signs in at /login (which sends a courier
 * back here) or creates an account at /courier/registro; a staff or business session goes to the back office.
 */
export function App() {
  const session = useSyncExternalStore(subscribeSession, getSession);
  const kind = accountKindOf(session.access);
  const path = usePath();
  const signingUp = !session.access && `${BASE}${path}` === COURIER_SIGN_UP_PATH;
  useEffect(() => {
    if (signingUp) return;
    if (!session.access) window.location.replace("/login");
    else if (kind !== "messenger") window.location.replace("/");
  }, [session.access, kind, signingUp]);
  if (kind !== "messenger" && !signingUp) return null;
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {signingUp ? (
          <Suspense fallback={null}>
            <SignUpScreen />
          </Suspense>
        ) : (
          <Shell />
        )}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
