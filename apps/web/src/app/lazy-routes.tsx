import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { matchRoutes, type RouteObject } from "react-router";
import { DelayedLoader } from "@shared/ui/delayed-loader";

/** A route of the app: a screen or a layout whose code loads the first time it is shown. */
export interface AppRoute {
  path?: string;
  element?: ReactNode;
  lazy?: () => Promise<{ Component: ComponentType }>;
  children?: AppRoute[];
}

interface Preloadable {
  preload: () => Promise<unknown>;
}

/**
 * The app's routes for `useRoutes`: each lazy screen becomes a React.lazy element under a Suspense that shows
 * the delayed loader (spec §2.3). Declarative routes keep react-router's data-router code off the first page.
 */
export function toRouteObjects(routes: AppRoute[]): RouteObject[] {
  return routes.map(({ lazy: load, children, path, element }) => {
    const Screen = load && lazy(async () => ({ default: (await load()).Component }));
    return {
      path,
      handle: load && ({ preload: load } satisfies Preloadable),
      element: Screen ? (
        <Suspense fallback={<DelayedLoader />}>
          <Screen />
        </Suspense>
      ) : (
        element
      ),
      children: children && toRouteObjects(children),
    };
  });
}

/**
 * Starts downloading the code of every lazy route that `pathname` matches at once (layout and screen), instead
 * of the screen only after its layout has arrived.
 */
export function preloadMatches(routes: RouteObject[], pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) void (route.handle as Preloadable | undefined)?.preload();
}
