import { ROUTES } from "@despacho/domain";
import { Navigate, Outlet } from "react-router";
import { type AppRoute, toRouteObjects } from "./lazy-routes";

// The route table of every screen but the login page (root-routes.tsx), downloaded with the first path that reaches it.
// Each screen and layout loads on first visit (layouts too: the shell brings the socket, the quick panel and the
// notification frame).
const employeeForm = async () => ({ Component: (await import("@features/employees/components/employee-form-page")).EmployeeFormPage });
const templateForm = async () => ({ Component: (await import("@features/templates/components/template-form-page")).TemplateFormPage });
const customerForm = async () => ({ Component: (await import("@features/customers/components/customer-form-page")).CustomerFormPage });
const headquarterForm = async () => ({
  Component: (await import("@features/headquarters/components/headquarter-form-page")).HeadquarterFormPage,
});

const massiveRowForm = async () => ({
  Component: (await import("@features/massive-load/components/massive-row-form-page")).MassiveRowFormPage,
});

// '/' and unknown paths never render: the guard redirects them (spec §2.1).
export const routes = toRouteObjects([
  // spec §2.1: the customer's link page stands alone (no navbar, toolbar, footer or chat panel).
  {
    path: ROUTES.linkService.path,
    lazy: async () => ({ Component: (await import("@features/link-services/components/link-service-page")).LinkServicePage }),
  },
  {
    lazy: async () => ({ Component: (await import("./layout/bare-layout")).BareLayout }),
    children: [
      {
        path: ROUTES.selectHeadquarter.path,
        lazy: async () => ({
          Component: (await import("@features/headquarters/components/select-headquarter-page")).SelectHeadquarterPage,
        }),
      },
      {
        path: ROUTES.confirmEmail.path,
        lazy: async () => ({ Component: (await import("@features/auth/components/confirm-email-page")).ConfirmEmailPage }),
      },
    ],
  },
  {
    lazy: async () => ({ Component: (await import("./layout/window-layout")).WindowLayout }),
    children: [
      {
        path: ROUTES.mapWindow.path,
        lazy: async () => ({ Component: (await import("@features/live-map/components/live-map-page")).MapWindowPage }),
      },
    ],
  },
  {
    lazy: async () => ({ Component: (await import("./layout/status-layout")).StatusLayout }),
    children: [
      {
        path: ROUTES.notFound.path,
        lazy: async () => ({ Component: (await import("@features/system/components/not-found-page")).NotFoundPage }),
      },
      {
        path: ROUTES.forbidden.path,
        lazy: async () => ({ Component: (await import("@features/system/components/forbidden-page")).ForbiddenPage }),
      },
    ],
  },
  {
    lazy: async () => ({ Component: (await import("./layout/app-layout")).AppLayout }),
    children: [
      {
        path: ROUTES.profile.path,
        lazy: async () => ({ Component: (await import("@features/profile/components/profile-page")).ProfilePage }),
      },
      {
        path: ROUTES.charges.path,
        lazy: async () => ({ Component: (await import("@features/employments/components/employments-page")).EmploymentsPage }),
      },
      ...[ROUTES.requestHistory, ROUTES.requestAssociation, ROUTES.requestDisassociation].map((route) => ({
        path: route.path,
        lazy: async () => ({ Component: (await import("@features/affiliations/components/petitions-page")).PetitionsPage }),
      })),
      {
        path: ROUTES.linkManage.path,
        lazy: async () => ({ Component: (await import("@features/link-services/components/link-manage-page")).LinkManagePage }),
      },
      {
        path: ROUTES.employees.path,
        lazy: async () => ({ Component: (await import("@features/employees/components/employees-page")).EmployeesPage }),
      },
      { path: ROUTES.employeesCreate.path, lazy: employeeForm },
      { path: ROUTES.employeesEdit.path, lazy: employeeForm },
      {
        path: ROUTES.templates.path,
        lazy: async () => ({ Component: (await import("@features/templates/components/templates-page")).TemplatesPage }),
      },
      { path: ROUTES.templatesNew.path, lazy: templateForm },
      { path: ROUTES.templatesEdit.path, lazy: templateForm },
      {
        path: ROUTES.map.path,
        lazy: async () => ({ Component: (await import("@features/live-map/components/live-map-page")).LiveMapPage }),
      },
      {
        path: ROUTES.services.path,
        lazy: async () => ({ Component: (await import("@features/service-history/components/services-page")).ServicesPage }),
      },
      {
        path: ROUTES.massiveLoad.path,
        lazy: async () => ({ Component: (await import("@features/massive-load/components/massive-load-page")).MassiveLoadPage }),
      },
      {
        path: ROUTES.massiveLoadConfirm.path,
        lazy: async () => ({ Component: (await import("@features/massive-load/components/massive-file-page")).MassiveFilePage }),
      },
      { path: ROUTES.massiveLoadRowNew.path, lazy: massiveRowForm },
      { path: ROUTES.massiveLoadRowEdit.path, lazy: massiveRowForm },
      {
        path: ROUTES.massiveAssignment.path,
        lazy: async () => ({
          Component: (await import("@features/massive-actions/components/massive-assignment-page")).MassiveAssignmentPage,
        }),
      },
      {
        path: ROUTES.massiveServiceUpdate.path,
        lazy: async () => ({
          Component: (await import("@features/massive-actions/components/massive-service-update-page")).MassiveServiceUpdatePage,
        }),
      },
      {
        path: ROUTES.massiveNovelties.path,
        lazy: async () => ({
          Component: (await import("@features/massive-actions/components/massive-novelties-page")).MassiveNoveltiesPage,
        }),
      },
      {
        path: ROUTES.customers.path,
        lazy: async () => ({ Component: (await import("@features/customers/components/customers-page")).CustomersPage }),
      },
      { path: ROUTES.customersNew.path, lazy: customerForm },
      { path: ROUTES.customersEdit.path, lazy: customerForm },
      {
        path: ROUTES.businessInfo.path,
        lazy: async () => ({ Component: (await import("@features/business/components/business-info-page")).BusinessInfoPage }),
      },
      {
        path: ROUTES.headquarters.path,
        lazy: async () => ({ Component: (await import("@features/headquarters/components/headquarters-page")).HeadquartersPage }),
      },
      { path: ROUTES.headquartersNew.path, lazy: headquarterForm },
      { path: ROUTES.headquarterEdit.path, lazy: headquarterForm },
      {
        path: ROUTES.businessStore.path,
        lazy: async () => ({ Component: (await import("@features/business/components/business-stores-page")).BusinessStoresPage }),
      },
      {
        path: ROUTES.covenantsRequest.path,
        lazy: async () => ({ Component: (await import("@features/covenants/components/covenant-request-page")).CovenantRequestPage }),
      },
      {
        path: ROUTES.covenantsHistory.path,
        lazy: async () => ({ Component: (await import("@features/covenants/components/covenant-history-page")).CovenantHistoryPage }),
      },
      {
        path: ROUTES.logisticProvider.path,
        lazy: async () => ({
          Component: (await import("@features/business/components/logistic-providers-page")).LogisticProvidersPage,
        }),
      },
      {
        path: ROUTES.messengers.path,
        lazy: async () => ({ Component: (await import("@features/couriers/components/couriers-page")).ActiveCouriersPage }),
      },
      {
        path: ROUTES.pendingToDisenroll.path,
        lazy: async () => ({ Component: (await import("@features/couriers/components/couriers-page")).PendingToDisenrollPage }),
      },
      {
        path: ROUTES.deletedMessengers.path,
        lazy: async () => ({ Component: (await import("@features/couriers/components/couriers-page")).DeletedCouriersPage }),
      },
      {
        path: ROUTES.messengerDetail.path,
        lazy: async () => ({ Component: (await import("@features/couriers/components/courier-detail-page")).CourierDetailPage }),
      },
      {
        path: ROUTES.savedLocations.path,
        lazy: async () => ({
          Component: (await import("@features/saved-locations/components/saved-locations-page")).SavedLocationsPage,
        }),
      },
      {
        path: ROUTES.geozoneManage.path,
        lazy: async () => ({ Component: (await import("@features/geozones/components/geozones-page")).GeozonesPage }),
      },
      {
        path: ROUTES.geozoneQueue.path,
        lazy: async () => ({ Component: (await import("@features/geozones/components/picked-geozones-page")).QueueGeozonesPage }),
      },
      {
        path: ROUTES.geozoneToActivation.path,
        lazy: async () => ({
          Component: (await import("@features/geozones/components/picked-geozones-page")).ActivationGeozonesPage,
        }),
      },
      {
        path: ROUTES.chat.path,
        lazy: async () => ({ Component: (await import("@features/chat/components/chat-page")).ChatPage }),
      },
      {
        path: ROUTES.tags.path,
        lazy: async () => ({ Component: (await import("@features/tags/components/tags-page")).TagsPage }),
      },
      {
        path: ROUTES.serviceRoutes.path,
        lazy: async () => ({ Component: (await import("@features/service-routes/components/service-routes-page")).ServiceRoutesPage }),
      },
      {
        path: ROUTES.assignServices.path,
        lazy: async () => ({
          Component: (await import("@features/service-routes/components/assign-services-page")).AssignServicesPage,
        }),
      },
      {
        path: ROUTES.viewServices.path,
        lazy: async () => ({ Component: (await import("@features/service-routes/components/view-services-page")).ViewServicesPage }),
      },
      {
        path: ROUTES.configuration.path,
        lazy: async () => ({ Component: (await import("@features/configuration/components/configuration-page")).ConfigurationPage }),
        children: [
          { path: ROUTES.configuration.path, element: <Navigate to={ROUTES.configurationGeneral.path} replace /> },
          {
            path: ROUTES.configurationGeneral.path,
            lazy: async () => ({ Component: (await import("@features/configuration/components/general-settings")).GeneralSettings }),
          },
          {
            path: ROUTES.configurationDiffusion.path,
            lazy: async () => ({
              Component: (await import("@features/configuration/components/diffusion-settings")).DiffusionSettings,
            }),
          },
          {
            path: ROUTES.configurationActivationRemuneration.path,
            lazy: async () => ({
              Component: (await import("@features/configuration/components/activation-remuneration-settings"))
                .ActivationRemunerationSettings,
            }),
          },
          {
            path: ROUTES.configurationServiceType.path,
            lazy: async () => ({
              Component: (await import("@features/configuration/components/service-types-settings")).ServiceTypesSettings,
            }),
          },
          {
            path: ROUTES.configurationPaymentMethod.path,
            lazy: async () => ({
              Component: (await import("@features/configuration/components/payment-methods-settings")).PaymentMethodsSettings,
            }),
          },
          {
            path: ROUTES.configurationFieldForm.path,
            lazy: async () => ({
              Component: (await import("@features/configuration/components/field-form-settings")).FieldFormSettings,
            }),
          },
          {
            path: ROUTES.configurationCustomBounds.path,
            lazy: async () => ({
              Component: (await import("@features/configuration/components/custom-bounds-settings")).CustomBoundsSettings,
            }),
          },
          {
            path: ROUTES.configurationWebhooks.path,
            lazy: async () => ({
              Component: (await import("@features/configuration/components/integrations/webhooks-settings")).WebhooksSettings,
            }),
          },
          {
            path: ROUTES.configurationApiKeys.path,
            lazy: async () => ({
              Component: (await import("@features/configuration/components/integrations/api-keys-settings")).ApiKeysSettings,
            }),
          },
        ],
      },
      {
        path: ROUTES.desktop.path,
        lazy: async () => ({ Component: (await import("@features/desktop/components/desktop-page")).DesktopPage }),
      },
      {
        path: ROUTES.blockedMessengers.path,
        lazy: async () => ({
          Component: (await import("@features/courier-blocks/components/blocked-messengers-page")).BlockedMessengersPage,
        }),
      },
      {
        path: ROUTES.historicalBlockedMessengers.path,
        lazy: async () => ({ Component: (await import("@features/courier-blocks/components/block-history-page")).BlockHistoryPage }),
      },
      {
        path: ROUTES.courierActivationHistory.path,
        lazy: async () => ({
          Component: (await import("@features/courier-activations/components/activation-history-page")).ActivationHistoryPage,
        }),
      },
      {
        path: ROUTES.reportServices.path,
        lazy: async () => ({ Component: (await import("@features/statistics/components/report-services-page")).ReportServicesPage }),
      },
      {
        path: ROUTES.reportMessengers.path,
        lazy: async () => ({
          Component: (await import("@features/statistics/components/report-messengers-page")).ReportMessengersPage,
        }),
      },
      {
        path: ROUTES.reportPayrollGeneral.path,
        lazy: async () => ({ Component: (await import("@features/statistics/components/payroll-general-page")).PayrollGeneralPage }),
      },
      {
        path: ROUTES.reportPayrollOperators.path,
        lazy: async () => ({
          Component: (await import("@features/statistics/components/payroll-operators-page")).PayrollOperatorsPage,
        }),
      },
      {
        path: ROUTES.scheduleManage.path,
        lazy: async () => ({ Component: (await import("@features/schedules/components/schedule-manage-page")).ScheduleManagePage }),
      },
      {
        path: ROUTES.scheduleCollaborators.path,
        lazy: async () => ({
          Component: (await import("@features/schedules/components/schedule-collaborators-page")).ScheduleCollaboratorsPage,
        }),
      },
    ],
  },
  { path: "*", element: <Outlet /> },
] satisfies AppRoute[]);
