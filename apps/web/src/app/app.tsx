import { useEffect } from "react";
import { BrowserRouter, useLocation, useRoutes } from "react-router";
import { preloadMatches } from "./lazy-routes";
import { Providers } from "./providers";
import { rootRoutes } from "./root-routes";

function AppRoutes() {
  const { pathname } = useLocation();
  useEffect(() => void preloadMatches(rootRoutes, pathname), [pathname]);
  return useRoutes(rootRoutes);
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
