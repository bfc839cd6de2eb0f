import { ROUTES } from "@despacho/domain";
import { useEffect } from "react";
import { LoginPage } from "@features/auth/components/login-page";
import { ServerChecks } from "@features/system/components/server-checks";
import { getRememberedUrl } from "@shared/session/remembered-url";
import { onFirstInteraction } from "./first-interaction";
import { type AppRoute, preloadMatches, toRouteObjects } from "./lazy-routes";
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

/**
 * Downloads the code of where a sign-in leads: the headquarter choice, then the URL the user was sent to /login from,
 * else the desk (the operators' first screen).
 */
function preloadAfterSignIn() {
  for (const path of [ROUTES.selectHeadquarter.path, getRememberedUrl() ?? ROUTES.desktop.path]) void preloadMatches(rootRoutes, path);
}

/**
 * /login shows with its own code only. The code of where a sign-in leads (route table, layouts, screens) downloads
 * once the user starts typing, so the next screens do not wait for it after the sign-in.
 */
function LoginRoute() {
  useEffect(() => onFirstInteraction(document, preloadAfterSignIn), []);
  return <LoginPage />;
}

// The first page holds the login screen only (issue 21: /login's JavaScript budget). Every other path reaches the
// catch-all, whose route table (router.tsx) downloads the first time.
export const rootRoutes = toRouteObjects([
  {
    element: <Root />,
    children: [
      { path: ROUTES.login.path, element: <LoginRoute /> },
      { path: "*", lazyRoutes: async () => (await import("./router")).routes },
    ],
  },
] satisfies AppRoute[]);
