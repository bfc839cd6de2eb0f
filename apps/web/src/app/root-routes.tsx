import { ROUTES } from "@despacho/domain";
import { LoginPage } from "@features/auth/components/login-page";
import { ServerChecks } from "@features/system/components/server-checks";
import { preloadToasts } from "@shared/ui/toaster";
import { type AppRoute, toRouteObjects } from "./lazy-routes";
import { RouteGuard } from "./route-guard";
import { useSessionEffects } from "./session/use-session-effects";

function Root() {
  useSessionEffects();
  return (
    <>
      <RouteGuard />
      <ServerChecks />
    </>
  );
}

// The first page holds the login screen only (issue 21: /login's JavaScript budget). Every other path reaches the
// catch-all, whose route table (router.tsx) downloads the first time, with the screen the path opens and the toasts'
// code (a screen may show a toast without the network; /login shows one only after the server answered).
const screens = async () => {
  void preloadToasts();
  return (await import("./router")).routes;
};

export const rootRoutes = toRouteObjects([
  {
    element: <Root />,
    children: [
      { path: ROUTES.login.path, element: <LoginPage /> },
      { path: "*", lazyRoutes: screens },
    ],
  },
] satisfies AppRoute[]);
