import { ROUTES } from "@despacho/domain";
import { createBrowserRouter, Outlet } from "react-router";
import { LoginPage } from "@features/auth/components/login-page";
import { SelectHeadquarterPage } from "@features/headquarters/components/select-headquarter-page";
import { ServerChecks } from "@features/system/components/server-checks";
import { ForbiddenPage } from "@features/system/components/forbidden-page";
import { NotFoundPage } from "@features/system/components/not-found-page";
import { AppLayout } from "./layout/app-layout";
import { BareLayout } from "./layout/bare-layout";
import { StatusLayout } from "./layout/status-layout";
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

// Screens load on first visit, so the login page does not wait for the desk, the grid or the map.
const customerForm = async () => ({ Component: (await import("@features/customers/components/customer-form-page")).CustomerFormPage });

// '/' and unknown paths never render: the guard redirects them (spec §2.1).
export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      { path: ROUTES.login.path, element: <LoginPage /> },
      { element: <BareLayout />, children: [{ path: ROUTES.selectHeadquarter.path, element: <SelectHeadquarterPage /> }] },
      {
        element: <StatusLayout />,
        children: [
          { path: ROUTES.notFound.path, element: <NotFoundPage /> },
          { path: ROUTES.forbidden.path, element: <ForbiddenPage /> },
        ],
      },
      {
        element: <AppLayout />,
        children: [
          {
            path: ROUTES.profile.path,
            lazy: async () => ({ Component: (await import("@features/profile/components/profile-page")).ProfilePage }),
          },
          {
            path: ROUTES.charges.path,
            lazy: async () => ({ Component: (await import("@features/charges/components/charges-page")).ChargesPage }),
          },
          {
            path: ROUTES.services.path,
            lazy: async () => ({ Component: (await import("@features/service-history/components/services-page")).ServicesPage }),
          },
          {
            path: ROUTES.customers.path,
            lazy: async () => ({ Component: (await import("@features/customers/components/customers-page")).CustomersPage }),
          },
          { path: ROUTES.customersNew.path, lazy: customerForm },
          { path: ROUTES.customersEdit.path, lazy: customerForm },
          {
            path: ROUTES.desktop.path,
            lazy: async () => ({ Component: (await import("@features/desktop/components/desktop-page")).DesktopPage }),
          },
        ],
      },
      { path: "*", element: <Outlet /> },
    ],
  },
]);
