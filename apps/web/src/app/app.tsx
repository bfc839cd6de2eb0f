import { useEffect } from "react";
import { BrowserRouter, useLocation, useRoutes } from "react-router";
import { preloadMatches } from "./lazy-routes";
import { Providers } from "./providers";
import { routes } from "./router";

function AppRoutes() {
  const { pathname } = useLocation();
  useEffect(() => preloadMatches(routes, pathname), [pathname]);
  return useRoutes(routes);
}

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
