import { ROUTES } from "@despacho/domain";
import { createBrowserRouter, Outlet } from "react-router";
import { LoginPage } from "../features/auth/components/login-page";
import { ChargesPage } from "../features/charges/components/charges-page";
import { CustomerFormPage } from "../features/customers/components/customer-form-page";
import { CustomersPage } from "../features/customers/components/customers-page";
import { DesktopPage } from "../features/desktop/components/desktop-page";
import { SelectHeadquarterPage } from "../features/headquarters/components/select-headquarter-page";
import { ProfilePage } from "../features/profile/components/profile-page";
import { ServicesPage } from "../features/service-history/components/services-page";
import { ServerChecks } from "../features/system/components/server-checks";
import { ForbiddenPage } from "../features/system/components/forbidden-page";
import { NotFoundPage } from "../features/system/components/not-found-page";
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
          { path: ROUTES.profile.path, element: <ProfilePage /> },
          { path: ROUTES.charges.path, element: <ChargesPage /> },
          { path: ROUTES.services.path, element: <ServicesPage /> },
          { path: ROUTES.customers.path, element: <CustomersPage /> },
          { path: ROUTES.customersNew.path, element: <CustomerFormPage /> },
          { path: ROUTES.customersEdit.path, element: <CustomerFormPage /> },
          { path: ROUTES.desktop.path, element: <DesktopPage /> },
        ],
      },
      { path: "*", element: <Outlet /> },
    ],
  },
]);
