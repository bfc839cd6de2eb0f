import { isAllowed, ROUTES, type Requirement } from "@despacho/domain";
import type { NavigationIcon } from "./layout/navigation-icons";

export type NavigationType = "group" | "collapse" | "item" | "link" | "divider" | "subheader";

export interface NavigationEntry {
  id: string;
  title: string;
  type: NavigationType;
  /** The menu's icon, by name: the icons themselves load with the shell, not with /login. */
  icon?: NavigationIcon;
  url?: string;
  auth?: Requirement;
  badge?: { title: string; color?: "primary" | "secondary" | "error" };
  children?: NavigationEntry[];
}

/**
 * spec §2.2 side menu. Groups, in order: Geozonas, Servicios, Rutas de servicios, Mi empresa, Bloqueos,
 * Colaboradores, Afiliaciones, Estadísticas (Pagos), Horarios, Configuraciones. An entry is listed here
 * only once its screen exists. Geozonas comes after Servicios: '/' opens the first entry a user may see, and the
 * desk stays the operators' first screen.
 */
export const NAVIGATION: NavigationEntry[] = [
  {
    id: "services",
    title: "Servicios",
    type: "group",
    children: [
      {
        id: "desktop",
        title: "Escritorio",
        type: "item",
        icon: "DesktopWindowsOutlined",
        url: ROUTES.desktop.path,
        auth: ROUTES.desktop.auth,
      },
      { id: "map", title: "Mapa", type: "item", icon: "MapOutlined", url: ROUTES.map.path, auth: ROUTES.map.auth },
      {
        id: "service-history",
        title: "Servicios",
        type: "item",
        icon: "HistoryOutlined",
        url: ROUTES.services.path,
        auth: ["view_service_menu"],
      },
      {
        id: "massive-load",
        title: "Carga masiva",
        type: "item",
        icon: "UploadFileOutlined",
        url: ROUTES.massiveLoad.path,
        auth: ROUTES.massiveLoad.auth,
      },
      {
        id: "massive-assignment",
        title: "Asignación masiva",
        type: "item",
        icon: "GroupAddOutlined",
        url: ROUTES.massiveAssignment.path,
        auth: ROUTES.massiveAssignment.auth,
      },
      {
        id: "massive-service-update",
        title: "Actualización masiva",
        type: "item",
        icon: "EditNoteOutlined",
        url: ROUTES.massiveServiceUpdate.path,
        auth: ROUTES.massiveServiceUpdate.auth,
      },
      {
        id: "massive-novelties",
        title: "Novedades masivas",
        type: "item",
        icon: "PlaylistAddOutlined",
        url: ROUTES.massiveNovelties.path,
        auth: ROUTES.massiveNovelties.auth,
      },
      { id: "chat", title: "Chat", type: "item", icon: "ChatOutlined", url: ROUTES.chat.path, auth: ROUTES.chat.auth },
      // spec §2.2 /customers: the menu entry needs view_customer_menu, the route view_anonymouscustomer.
      {
        id: "customers",
        title: "Clientes",
        type: "item",
        icon: "PeopleAltOutlined",
        url: ROUTES.customers.path,
        auth: ["view_customer_menu"],
      },
      {
        id: "saved-locations",
        title: "Lugares frecuentes",
        type: "item",
        icon: "PinDropOutlined",
        url: ROUTES.savedLocations.path,
        auth: ROUTES.savedLocations.auth,
      },
      {
        id: "link-manage",
        title: "Enlaces de solicitud",
        type: "item",
        icon: "AddLinkOutlined",
        url: ROUTES.linkManage.path,
        auth: ROUTES.linkManage.auth,
      },
    ],
  },
  {
    id: "geozones",
    title: "Geozonas",
    type: "group",
    children: [
      {
        id: "geozone-manage",
        title: "Geozonas",
        type: "item",
        icon: "PentagonOutlined",
        url: ROUTES.geozoneManage.path,
        auth: ROUTES.geozoneManage.auth,
      },
      {
        id: "geozone-queue",
        title: "En cola",
        type: "item",
        icon: "QueueOutlined",
        url: ROUTES.geozoneQueue.path,
        auth: ROUTES.geozoneQueue.auth,
      },
      {
        id: "geozone-to-activation",
        title: "De activación",
        type: "item",
        icon: "WhereToVoteOutlined",
        url: ROUTES.geozoneToActivation.path,
        auth: ROUTES.geozoneToActivation.auth,
      },
    ],
  },
  // spec §2.2 group Rutas de servicios: the routes and the route builder (/view-services opens from a route).
  {
    id: "service-routes",
    title: "Rutas de servicios",
    type: "group",
    children: [
      {
        id: "service-routes-list",
        title: "Rutas",
        type: "item",
        icon: "RouteOutlined",
        url: ROUTES.serviceRoutes.path,
        auth: ROUTES.serviceRoutes.auth,
      },
      {
        id: "assign-services",
        title: "Asignar servicios",
        type: "item",
        icon: "AltRouteOutlined",
        url: ROUTES.assignServices.path,
        auth: ROUTES.assignServices.auth,
      },
    ],
  },
  {
    id: "my-company",
    title: "Mi empresa",
    type: "group",
    children: [
      {
        id: "business-info",
        title: "Información del negocio",
        type: "item",
        icon: "StorefrontOutlined",
        url: ROUTES.businessInfo.path,
        auth: ROUTES.businessInfo.auth,
      },
      {
        id: "headquarters",
        title: "Sucursales",
        type: "item",
        icon: "StoreOutlined",
        url: ROUTES.headquarters.path,
        auth: ["view_headquarter_menu"],
      },
      {
        id: "business-store",
        title: "Tiendas",
        type: "item",
        icon: "StoreMallDirectoryOutlined",
        url: ROUTES.businessStore.path,
        auth: ROUTES.businessStore.auth,
      },
      {
        id: "covenants-request",
        title: "Solicitudes de convenio",
        type: "item",
        icon: "HandshakeOutlined",
        url: ROUTES.covenantsRequest.path,
      },
      {
        id: "covenants-history",
        title: "Historial de convenios",
        type: "item",
        icon: "HistoryOutlined",
        url: ROUTES.covenantsHistory.path,
      },
      {
        id: "logistic-provider",
        title: "Proveedores logísticos",
        type: "item",
        icon: "LocalShippingOutlined",
        url: ROUTES.logisticProvider.path,
        auth: ROUTES.logisticProvider.auth,
      },
      { id: "charges", title: "Cargos", type: "item", icon: "BadgeOutlined", url: ROUTES.charges.path, auth: ["view_employment_menu"] },
      {
        id: "employees",
        title: "Empleados",
        type: "item",
        icon: "GroupsOutlined",
        url: ROUTES.employees.path,
        auth: ["view_employee_list_menu"],
      },
      {
        id: "templates",
        title: "Plantillas",
        type: "item",
        icon: "AdminPanelSettingsOutlined",
        url: ROUTES.templates.path,
        auth: ["view_template_menu"],
      },
      { id: "tags", title: "Etiquetas", type: "item", icon: "LocalOfferOutlined", url: ROUTES.tags.path, auth: ROUTES.tags.auth },
    ],
  },
  // spec §2.2 and the §2.3 tutorial sections: Colaboradores (Activos, En des-afiliación, Desafiliados), and their activation history.
  {
    id: "collaborators",
    title: "Colaboradores",
    type: "group",
    children: [
      {
        id: "messengers",
        title: "Activos",
        type: "item",
        icon: "TwoWheelerOutlined",
        url: ROUTES.messengers.path,
        auth: ROUTES.messengers.auth,
      },
      {
        id: "pending-to-disenroll",
        title: "En des-afiliación",
        type: "item",
        icon: "PendingOutlined",
        url: ROUTES.pendingToDisenroll.path,
        auth: ROUTES.pendingToDisenroll.auth,
      },
      {
        id: "deleted-messengers",
        title: "Desafiliados",
        type: "item",
        icon: "PersonOffOutlined",
        url: ROUTES.deletedMessengers.path,
        auth: ROUTES.deletedMessengers.auth,
      },
      {
        id: "courier-activation-history",
        title: "Historial de activación",
        type: "item",
        icon: "PowerSettingsNewOutlined",
        url: ROUTES.courierActivationHistory.path,
        auth: ["view_activationhistory"],
      },
    ],
  },
  {
    id: "blocks",
    title: "Bloqueos",
    type: "group",
    children: [
      {
        id: "blocked-messengers",
        title: "Bloqueos",
        type: "item",
        icon: "Block",
        url: ROUTES.blockedMessengers.path,
        auth: ["view_block_menu"],
      },
      {
        id: "historical-blocked-messengers",
        title: "Historial",
        type: "item",
        icon: "ManageHistoryOutlined",
        url: ROUTES.historicalBlockedMessengers.path,
        auth: ["view_block_menu"],
      },
    ],
  },
  {
    id: "affiliations",
    title: "Afiliaciones",
    type: "group",
    children: [
      {
        id: "request-association",
        title: "Asociación",
        type: "item",
        icon: "HowToRegOutlined",
        url: ROUTES.requestAssociation.path,
        auth: ROUTES.requestAssociation.auth,
      },
      {
        id: "request-disassociation",
        title: "Desasociación",
        type: "item",
        icon: "PersonRemoveOutlined",
        url: ROUTES.requestDisassociation.path,
        auth: ROUTES.requestDisassociation.auth,
      },
      {
        id: "request-history",
        title: "Historial de solicitudes",
        type: "item",
        icon: "ManageHistoryOutlined",
        url: ROUTES.requestHistory.path,
        auth: ROUTES.requestHistory.auth,
      },
    ],
  },
  {
    id: "statistics",
    title: "Estadísticas",
    type: "group",
    children: [
      {
        id: "report-services",
        title: "Reporte de servicios",
        type: "item",
        icon: "BarChartOutlined",
        url: ROUTES.reportServices.path,
        auth: ROUTES.reportServices.auth,
      },
      {
        id: "report-messengers",
        title: "Reporte de colaboradores",
        type: "item",
        icon: "LeaderboardOutlined",
        url: ROUTES.reportMessengers.path,
        auth: ROUTES.reportMessengers.auth,
      },
      {
        id: "payments",
        title: "Pagos",
        type: "collapse",
        children: [
          {
            id: "report-payroll-general",
            title: "Nómina general",
            type: "item",
            icon: "PaymentsOutlined",
            url: ROUTES.reportPayrollGeneral.path,
            auth: ROUTES.reportPayrollGeneral.auth,
          },
          {
            id: "report-payroll-operators",
            title: "Nómina por operador",
            type: "item",
            icon: "SupportAgentOutlined",
            url: ROUTES.reportPayrollOperators.path,
            auth: ROUTES.reportPayrollOperators.auth,
          },
        ],
      },
    ],
  },
  {
    id: "schedules",
    title: "Horarios",
    type: "group",
    children: [
      {
        id: "schedule-manage",
        title: "Horarios de la sucursal",
        type: "item",
        icon: "ScheduleOutlined",
        url: ROUTES.scheduleManage.path,
        auth: ["view_workinghour"],
      },
      {
        id: "schedule-collaborators",
        title: "Horarios de colaboradores",
        type: "item",
        icon: "GroupsOutlined",
        url: ROUTES.scheduleCollaborators.path,
        auth: ["view_messengerworkinghour"],
      },
    ],
  },
  {
    id: "configurations",
    title: "Configuraciones",
    type: "group",
    children: [
      {
        id: "configuration",
        title: "Configuración",
        type: "item",
        icon: "SettingsOutlined",
        url: ROUTES.configuration.path,
        auth: ROUTES.configuration.auth,
      },
    ],
  },
];

/** The menu as this user sees it: entries they may not see and groups left empty are dropped. */
export function visibleNavigation(roles: readonly string[], entries: NavigationEntry[] = NAVIGATION): NavigationEntry[] {
  return entries.flatMap((entry) => {
    if (!isAllowed(roles, entry.auth)) return [];
    if (!entry.children) return [entry];
    const children = visibleNavigation(roles, entry.children);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/** Leaf entries with a URL, in menu order (for '/' and the shortcut search). */
export function navigationLinks(entries: NavigationEntry[]): NavigationEntry[] {
  return entries.flatMap((entry) => (entry.children ? navigationLinks(entry.children) : entry.url ? [entry] : []));
}
