import type { Permission } from "./permissions.js";

/**
 * spec §2.2 side-menu groups, in menu order: the modules a template's permissions are grouped by.
 * The desk, map and chat sit in Servicios, as the menu shows them.
 */
export const PERMISSION_GROUPS = [
  { id: "geozones", title: "Geozonas" },
  { id: "services", title: "Servicios" },
  { id: "routes", title: "Rutas de servicios" },
  { id: "company", title: "Mi empresa" },
  { id: "blocks", title: "Bloqueos" },
  { id: "messengers", title: "Colaboradores" },
  { id: "affiliations", title: "Afiliaciones" },
  { id: "stats", title: "Estadísticas" },
  { id: "schedules", title: "Horarios" },
  { id: "configuration", title: "Configuraciones" },
] as const;
export type PermissionGroupId = (typeof PERMISSION_GROUPS)[number]["id"];

export interface PermissionEntry {
  group: PermissionGroupId;
  /** What a template editor reads beside the checkbox. */
  label: string;
}

/** Every codename the product knows, with its module and Spanish label (the template editor's tree). */
export const PERMISSION_CATALOG: Record<Permission, PermissionEntry> = {
  view_desktop_menu: { group: "services", label: "Ver el escritorio" },
  view_map_menu: { group: "services", label: "Ver el mapa" },
  view_chat_menu: { group: "services", label: "Ver el chat" },
  view_geozone: { group: "geozones", label: "Ver geozonas" },
  view_queuegeozone: { group: "geozones", label: "Ver geozonas en cola" },
  view_geozonetomessengeractivation: { group: "geozones", label: "Ver geozonas de activación" },
  view_service_menu: { group: "services", label: "Ver el historial de servicios" },
  add_service: { group: "services", label: "Crear servicios" },
  change_service: { group: "services", label: "Modificar servicios" },
  delete_attachedfile: { group: "services", label: "Eliminar archivos adjuntos de servicios" },
  assign_service: { group: "services", label: "Asignar servicios" },
  add_novelty_anywhere: { group: "services", label: "Agregar novedades en cualquier servicio" },
  create_massive_file_service: { group: "services", label: "Carga masiva de servicios" },
  view_customer_menu: { group: "services", label: "Ver el menú de clientes" },
  view_anonymouscustomer: { group: "services", label: "Ver clientes" },
  add_anonymouscustomer: { group: "services", label: "Crear clientes" },
  change_anonymouscustomer: { group: "services", label: "Modificar clientes" },
  view_tag: { group: "services", label: "Ver etiquetas" },
  add_tag: { group: "services", label: "Crear etiquetas" },
  delete_tag: { group: "services", label: "Eliminar etiquetas" },
  view_linktocreateservice: { group: "services", label: "Ver enlaces para crear servicios" },
  view_route: { group: "routes", label: "Ver rutas" },
  add_route: { group: "routes", label: "Crear rutas" },
  change_route: { group: "routes", label: "Modificar rutas" },
  delete_route: { group: "routes", label: "Eliminar rutas" },
  add_services_to_route: { group: "routes", label: "Agregar servicios a rutas" },
  view_headquarter_menu: { group: "company", label: "Ver sucursales" },
  view_employee_add_menu: { group: "company", label: "Administrar empleados, plantillas y sucursales" },
  view_employee_list_menu: { group: "company", label: "Ver empleados" },
  view_template_menu: { group: "company", label: "Ver plantillas" },
  view_employment_menu: { group: "company", label: "Ver cargos" },
  add_employment: { group: "company", label: "Crear cargos" },
  change_employment: { group: "company", label: "Modificar cargos" },
  delete_employment: { group: "company", label: "Eliminar cargos" },
  view_block_menu: { group: "blocks", label: "Ver bloqueos" },
  view_messenger_active_menu: { group: "messengers", label: "Ver colaboradores activos" },
  view_messenger_in_disaffiliation_menu: { group: "messengers", label: "Ver colaboradores en des-afiliación" },
  view_messenger_delete_menu: { group: "messengers", label: "Ver colaboradores desafiliados" },
  view_activationhistory: { group: "messengers", label: "Ver historial de activación" },
  change_messenger: { group: "messengers", label: "Modificar colaboradores" },
  view_membership_menu: { group: "affiliations", label: "Ver historial de afiliaciones" },
  view_petition_association_menu: { group: "affiliations", label: "Ver solicitudes de asociación" },
  view_petition_disassociation_menu: { group: "affiliations", label: "Ver solicitudes de desasociación" },
  accept_association_petition: { group: "affiliations", label: "Aceptar asociaciones" },
  verify_association_petition: { group: "affiliations", label: "Verificar asociaciones" },
  refuse_association_petition: { group: "affiliations", label: "Rechazar asociaciones" },
  cancel_association_petition: { group: "affiliations", label: "Cancelar asociaciones" },
  confirm_disassociation_petition: { group: "affiliations", label: "Confirmar desasociaciones" },
  refuse_disassociation_petition: { group: "affiliations", label: "Rechazar desasociaciones" },
  cancel_disassociation_petition: { group: "affiliations", label: "Cancelar desasociaciones" },
  view_stats_service: { group: "stats", label: "Ver estadísticas de servicios" },
  view_stats_messenger: { group: "stats", label: "Ver estadísticas de colaboradores" },
  view_stats_payment: { group: "stats", label: "Ver pagos (nómina)" },
  view_workinghour: { group: "schedules", label: "Ver horarios" },
  view_messengerworkinghour: { group: "schedules", label: "Ver horarios de colaboradores" },
  view_configuration_menu: { group: "configuration", label: "Ver configuraciones" },
  change_mode_service_headquartersettings: { group: "configuration", label: "Cambiar el modo de servicio" },
  view_webhook_menu: { group: "configuration", label: "Gestionar webhooks" },
  view_apikey_menu: { group: "configuration", label: "Gestionar claves de API" },
};

export interface PermissionGroup {
  id: PermissionGroupId;
  title: string;
  permissions: { codename: Permission; label: string }[];
}

const catalogEntries = Object.entries(PERMISSION_CATALOG) as [Permission, PermissionEntry][];

/** The catalogue as the template editor shows it: groups in menu order, codenames in the catalogue's order. */
export const PERMISSION_TREE: PermissionGroup[] = PERMISSION_GROUPS.map((group) => ({
  ...group,
  permissions: catalogEntries.filter(([, entry]) => entry.group === group.id).map(([codename, { label }]) => ({ codename, label })),
}));
