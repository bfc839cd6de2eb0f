import { BUSINESS_PROFILE, isAllowed, MESSENGER_READ, type Requirement } from "./permissions.js";

export interface RouteRule {
  path: string;
  /** Shown in the page title as "Despacho | name"; absent means "Admin". */
  name?: string;
  /** Permission needed on the route itself (spec §2.2). */
  auth?: Requirement;
  public?: boolean;
  /** Public routes without navbar, toolbar or footer. */
  bare?: boolean;
}

export const PRODUCT_NAME = "Despacho";

// spec §2.1 and §2.2: the routes that exist today, with the permission each route needs.
export const ROUTES = {
  login: { path: "/login", name: "Iniciar sesión", public: true, bare: true },
  notFound: { path: "/not-found", name: "No encontrado", public: true },
  forbidden: { path: "/forbidden", name: "Acceso denegado", public: true },
  // Issue 19: the link mailed to a new email address; opening it confirms the change.
  confirmEmail: { path: "/confirm-email/:token", name: "Confirmar correo", public: true, bare: true },
  // spec §2.1, §2.4: a customer requests a service through a link and follows it, without a session or the back office's shell.
  linkService: { path: "/link-service/:token", name: "Solicitar servicio", public: true, bare: true },
  tracking: { path: "/tracking/:token", name: "Seguimiento", public: true, bare: true },
  // Issue 26, spec §7 /locations/: whoever creates services keeps the places they start from and go to.
  savedLocations: { path: "/saved-locations", name: "Lugares frecuentes", auth: ["add_service"] },
  linkManage: { path: "/link-manage", name: "Enlaces para crear servicios", auth: ["view_linktocreateservice"] },
  selectHeadquarter: { path: "/select-headquarter", name: "Seleccionar sucursal" },
  profile: { path: "/profile", name: "Mi Perfil" },
  // A business profile's desk lists its own services (spec §1, §4).
  desktop: { path: "/desktop", name: "Escritorio", auth: ["view_desktop_menu", BUSINESS_PROFILE] },
  services: { path: "/services", name: "Servicios", auth: ["view_service_menu"] },
  chat: { path: "/chat", name: "Chat", auth: ["view_chat_menu"] },
  // spec §2.2: the live map; ?messenger=<uuid> centres and follows that courier (the fake-location alert's 'Ir a mapa y cerrar').
  map: { path: "/map", name: "Mapa", auth: ["view_map_menu"] },
  // spec §2.2 lists no permission for the full-width window; it shows what /map shows.
  mapWindow: { path: "/mapWindow", name: "Mapa", auth: ["view_map_menu"] },
  geozoneManage: { path: "/geozone-manage", name: "Geozonas", auth: ["view_geozone"] },
  geozoneQueue: { path: "/geozone-queue", name: "Geozonas en cola", auth: ["view_queuegeozone"] },
  geozoneToActivation: {
    path: "/geozone-to-activation",
    name: "Geozonas de activación",
    auth: ["view_geozonetomessengeractivation"],
  },
  customers: { path: "/customers", name: "Clientes", auth: ["view_anonymouscustomer"] },
  customersNew: { path: "/customers/new", name: "Nuevo cliente", auth: ["add_anonymouscustomer"] },
  customersEdit: { path: "/customers/:id/edit", name: "Editar cliente", auth: ["change_anonymouscustomer"] },
  requestHistory: { path: "/request/history", name: "Historial de solicitudes", auth: ["view_membership_menu"] },
  requestAssociation: { path: "/request/association", name: "Solicitudes de asociación", auth: ["view_petition_association_menu"] },
  requestDisassociation: {
    path: "/request/disassociation",
    name: "Solicitudes de desasociación",
    auth: ["view_petition_disassociation_menu"],
  },
  // spec §2.2: the business account's own screens.
  businessInfo: { path: "/business-info", name: "Información del negocio", auth: [BUSINESS_PROFILE] },
  businessStore: { path: "/business-store", name: "Tiendas", auth: [BUSINESS_PROFILE] },
  // spec §2.2 lists no permission: covenants are the business account's (docs/decisions/011-covenants.md).
  // spec §2.2: none listed, so every user has them; staff read the headquarter's covenants there (decision 011).
  covenantsRequest: { path: "/covenants/request", name: "Solicitudes de convenio" },
  covenantsHistory: { path: "/covenants/history", name: "Historial de convenios" },
  logisticProvider: { path: "/logistic-provider", name: "Proveedores logísticos", auth: [BUSINESS_PROFILE] },
  messengers: { path: "/messengers", name: "Colaboradores activos", auth: ["view_messenger_active_menu"] },
  pendingToDisenroll: {
    path: "/pending-to-disenroll",
    name: "Colaboradores en des-afiliación",
    auth: ["view_messenger_in_disaffiliation_menu"],
  },
  deletedMessengers: { path: "/deleted-messengers", name: "Colaboradores desafiliados", auth: ["view_messenger_delete_menu"] },
  messengerDetail: { path: "/messengers/:id", name: "Colaborador", auth: [...MESSENGER_READ] },
  charges: { path: "/charges", name: "Cargos", auth: ["view_employee_add_menu", "view_employment_menu"] },
  employees: { path: "/employees", name: "Empleados", auth: ["view_employee_list_menu"] },
  employeesCreate: { path: "/employees/create", name: "Nuevo empleado", auth: ["view_employee_add_menu"] },
  // spec §2.2 lists no permission for the edit screen: it asks what creating one does.
  employeesEdit: { path: "/employees/:id/edit", name: "Editar empleado", auth: ["view_employee_add_menu"] },
  templates: { path: "/templates", name: "Plantillas", auth: ["view_employee_add_menu", "view_template_menu"] },
  templatesNew: { path: "/templates/new", name: "Nueva plantilla", auth: ["view_employee_add_menu"] },
  templatesEdit: { path: "/templates/:id/edit", name: "Editar plantilla", auth: ["view_employee_add_menu"] },
  // spec §2.2: the list needs view_headquarter_menu; new and edit view_employee_add_menu.
  headquarters: { path: "/headquarters", name: "Sucursales", auth: ["view_headquarter_menu"] },
  headquartersNew: { path: "/headquarters/new", name: "Nueva sucursal", auth: ["view_employee_add_menu"] },
  headquarterEdit: { path: "/headquarter/:id/edit", name: "Editar sucursal", auth: ["view_employee_add_menu"] },
  blockedMessengers: { path: "/blocked-messengers", name: "Bloqueos", auth: ["view_block_menu"] },
  historicalBlockedMessengers: { path: "/historical-blocked-messengers", name: "Historial de bloqueos", auth: ["view_block_menu"] },
  courierActivationHistory: { path: "/courier-activation-history", name: "Historial de activación", auth: ["view_activationhistory"] },
  reportServices: { path: "/report-services", name: "Estadísticas de servicios", auth: ["view_stats_service"] },
  reportMessengers: { path: "/report-messengers", name: "Estadísticas de colaboradores", auth: ["view_stats_messenger"] },
  reportPayrollGeneral: { path: "/report-Payroll-general", name: "Nómina general", auth: ["view_stats_payment"] },
  reportPayrollOperators: { path: "/report-Payroll-operators", name: "Nómina por operador", auth: ["view_stats_payment"] },
  scheduleManage: { path: "/schedule-manage", name: "Horarios de la sucursal", auth: ["view_workinghour"] },
  scheduleCollaborators: { path: "/schedule-collaborators", name: "Horarios de colaboradores", auth: ["view_messengerworkinghour"] },
  tags: { path: "/tags", name: "Etiquetas", auth: ["view_tag"] },
  configuration: { path: "/configuration", name: "Configuración", auth: ["view_configuration_menu"] },
  configurationGeneral: { path: "/configuration/general", name: "Configuración general", auth: ["view_configuration_menu"] },
  configurationActivationRemuneration: {
    path: "/configuration/activation-remuneration",
    name: "Activación y remuneración",
    auth: ["view_configuration_menu"],
  },
  configurationDiffusion: { path: "/configuration/diffusion", name: "Difusión", auth: ["view_configuration_menu"] },
  configurationServiceType: { path: "/configuration/service-type", name: "Tipos de servicio", auth: ["view_configuration_menu"] },
  configurationPaymentMethod: { path: "/configuration/payment-method", name: "Métodos de pago", auth: ["view_configuration_menu"] },
  configurationFieldForm: { path: "/configuration/field-form", name: "Campos del formulario", auth: ["view_configuration_menu"] },
  configurationCustomBounds: { path: "/configuration/custom-bounds", name: "Límites personalizados", auth: ["view_configuration_menu"] },
  // spec §2.2 and issue 25: service routes, building one, and its stops on the map.
  serviceRoutes: { path: "/service-routes", name: "Rutas de servicios", auth: ["view_route", "delete_route", "change_route", "add_route"] },
  assignServices: { path: "/assign-services", name: "Asignar servicios a ruta", auth: ["add_services_to_route"] },
  viewServices: { path: "/view-services/:id", name: "Servicios de la ruta", auth: ["view_route"] },
  // spec §2.2 massive operations. The dry run (confirm) and its row screens list no permission: they ask what the upload asks.
  massiveLoad: { path: "/massive-load", name: "Carga masiva", auth: ["create_massive_file_service"] },
  massiveLoadConfirm: { path: "/massive-load/:id/confirm", name: "Revisar carga masiva", auth: ["create_massive_file_service"] },
  massiveLoadRowNew: {
    path: "/massive-load/:file/service/new",
    name: "Agregar servicio a la carga",
    auth: ["create_massive_file_service"],
  },
  massiveLoadRowEdit: {
    path: "/massive-load/:file/service/:id/edit",
    name: "Editar servicio de la carga",
    auth: ["create_massive_file_service"],
  },
  massiveAssignment: { path: "/massive-assignment", name: "Asignación masiva", auth: ["assign_service"] },
  massiveServiceUpdate: { path: "/massive-service-update", name: "Actualización masiva", auth: ["change_service"] },
  massiveNovelties: { path: "/massive-novelties", name: "Novedades masivas", auth: ["add_novelty_anywhere"] },
  configurationWebhooks: { path: "/configuration/webhooks", name: "Webhooks", auth: ["view_webhook_menu"] },
  configurationApiKeys: { path: "/configuration/api-keys", name: "Claves de API", auth: ["view_apikey_menu"] },
} as const satisfies Record<string, RouteRule>;

export const ROUTE_LIST: RouteRule[] = Object.values(ROUTES);

export function pageTitle(rule: RouteRule | undefined): string {
  return rule?.name ? `${PRODUCT_NAME} | ${rule.name}` : "Admin";
}

/** A ":name" segment of a route path matches any one non-empty segment. */
function matchesPath(pattern: string, path: string): boolean {
  if (!pattern.includes(":")) return pattern === path;
  const want = pattern.split("/");
  const got = path.split("/");
  return want.length === got.length && want.every((segment, i) => (segment.startsWith(":") ? got[i] !== "" : segment === got[i]));
}

export function findRoute(pathname: string): RouteRule | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  // Exact paths win over patterns: /customers/new is not /customers/:id/….
  return ROUTE_LIST.find((r) => r.path === clean) ?? ROUTE_LIST.find((r) => matchesPath(r.path, clean));
}

export interface RoutingContext {
  pathname: string;
  authenticated: boolean;
  headquarterSelected: boolean;
  roles: readonly string[];
  /** First menu entry the user may see, computed from the navigation config. */
  firstAllowedPath: string | null;
  /** URL remembered before a permission denial. */
  rememberedUrl: string | null;
}

export type RouteDecision = { kind: "render" } | { kind: "redirect"; to: string; remember?: string };

const render: RouteDecision = { kind: "render" };
const go = (to: string, remember?: string): RouteDecision => ({ kind: "redirect", to, remember });

// spec §2.1: every routing rule, decided in one place.
export function decideRoute(ctx: RoutingContext): RouteDecision {
  const { pathname } = ctx;
  const rule = pathname === "/" ? undefined : findRoute(pathname);
  if (rule?.public) return render;
  if (!ctx.authenticated) return go(ROUTES.login.path, pathname === "/" ? undefined : pathname);
  if (!ctx.headquarterSelected) {
    return pathname === ROUTES.selectHeadquarter.path ? render : go(ROUTES.selectHeadquarter.path);
  }
  if (pathname === ROUTES.selectHeadquarter.path) return go(ctx.rememberedUrl ?? "/");
  if (pathname === "/") return go(ctx.firstAllowedPath ?? ROUTES.forbidden.path);
  if (!rule) return go(ROUTES.notFound.path);
  if (isAllowed(ctx.roles, rule.auth)) return render;
  if (ctx.roles.length === 0) return go(ROUTES.login.path, pathname);
  return go(ctx.rememberedUrl && ctx.rememberedUrl !== pathname ? ctx.rememberedUrl : ROUTES.notFound.path);
}

/** issue 24: the courier app's address; a courier's session opens it, a staff or business session the back office. */
export const COURIER_APP_PATH = "/courier/";
/** issue 24: where a newcomer creates a courier account (linked from /login). */
export const COURIER_SIGN_UP_PATH = "/courier/registro";
