import { COURIER_APP_PATH, decideRoute, findRoute, pageTitle } from "@despacho/domain";
import { accountKindOf } from "@despacho/client";
import { useEffect, useMemo } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useRoles } from "@shared/permissions/use-roles";
import { getRememberedUrl, rememberUrl } from "@shared/session/remembered-url";
import { useSession } from "@shared/session/use-session";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { navigationLinks, visibleNavigation } from "./navigation";

/** A courier's session opened a back-office page: the courier app is theirs (issue 24). */
function ToCourierApp() {
  useEffect(() => window.location.replace(COURIER_APP_PATH), []);
  return null;
}

function Redirect({ to, remember }: { to: string; remember?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (remember) rememberUrl(remember);
    navigate(to, { replace: true });
  }, [navigate, to, remember]);
  return null;
}

/** Once the user reaches the remembered URL it is forgotten. */
function ForgetOnArrival({ url }: { url: string }) {
  useEffect(() => {
    if (getRememberedUrl() === url) rememberUrl(null);
  }, [url]);
  return <Outlet />;
}

/** spec §2.1: every routing rule comes from the domain's decideRoute; this only applies its answer. */
export function RouteGuard() {
  const { pathname, search } = useLocation();
  const session = useSession();
  const { roles, ready } = useRoles();
  const rule = findRoute(pathname);
  const courier = accountKindOf(session.access) === "messenger";
  const waitingForRoles = Boolean(session.access) && !ready && !rule?.public && !courier;
  const firstAllowedPath = useMemo(() => navigationLinks(visibleNavigation(roles))[0]?.url ?? null, [roles]);

  useEffect(() => {
    document.title = pageTitle(rule);
  }, [rule]);

  if (courier && !rule?.public) return <ToCourierApp />;
  if (waitingForRoles) return <DelayedLoader label="Cargando sesión" />;
  const decision = decideRoute({
    pathname,
    authenticated: Boolean(session.access),
    headquarterSelected: Boolean(session.headquarter),
    roles,
    firstAllowedPath,
    rememberedUrl: getRememberedUrl(),
  });
  if (decision.kind === "redirect") {
    return <Redirect to={decision.to} remember={decision.remember && `${decision.remember}${search}`} />;
  }
  return <ForgetOnArrival url={`${pathname}${search}`} />;
}
