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
 * /login shows with its own code only. The code of where a sign-in leads (the route table, layout and screen of the
 * URL the user was sent here from, else of the desk: the operators' first screen) downloads once the user starts
 * typing, so the desk shows after sign-in as soon as it did when /login carried the route table.
 */
function LoginRoute() {
  useEffect(() => onFirstInteraction(document, () => void preloadMatches(rootRoutes, getRememberedUrl() ?? ROUTES.desktop.path)), []);
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
