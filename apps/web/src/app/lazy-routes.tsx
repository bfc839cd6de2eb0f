import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { matchRoutes, type RouteObject, useRoutes } from "react-router";
import { DelayedLoader } from "@shared/ui/delayed-loader";

/** A route of the app: a screen or a layout whose code loads the first time it is shown. */
export interface AppRoute {
  path?: string;
  element?: ReactNode;
  lazy?: () => Promise<{ Component: ComponentType }>;
  /**
   * A catch-all's own route table, downloaded the first time a path reaches it, so the table and the import of every
   * screen stay off the first page. Its paths are absolute: the catch-all sits at the root.
   */
  lazyRoutes?: () => Promise<RouteObject[]>;
  children?: AppRoute[];
}

interface Preloadable {
  /** Downloads the route's code; a route table's, the table and then what `pathname` matches in it. */
  preload: (pathname: string) => Promise<unknown>;
}

/** A lazy route table as a screen: its routes rendered below the catch-all that loaded them. */
function tableScreen(load: () => Promise<RouteObject[]>) {
  return async () => {
    const table = await load();
    return {
      Component: function RouteTable() {
        return useRoutes(table);
      },
    };
  };
}

/**
 * The app's routes for `useRoutes`: each lazy screen becomes a React.lazy element under a Suspense that shows
 * the delayed loader (spec §2.3). Declarative routes keep react-router's data-router code off the first page.
 */
export function toRouteObjects(routes: AppRoute[]): RouteObject[] {
  return routes.map(({ lazy: lazyScreen, lazyRoutes, children, path, element }) => {
    const load = lazyRoutes ? tableScreen(lazyRoutes) : lazyScreen;
    const preload = lazyRoutes ? async (pathname: string) => preloadMatches(await lazyRoutes(), pathname) : lazyScreen;
    const Screen = load && lazy(async () => ({ default: (await load()).Component }));
    return {
      path,
      handle: preload && ({ preload } satisfies Preloadable),
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
 * Downloads the code of every lazy route that `pathname` matches at once (layout and screen), instead of the screen
 * only after its layout has arrived; through a lazy route table, as soon as the table has arrived.
 */
export async function preloadMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as Preloadable | undefined)?.preload(pathname)));
}
