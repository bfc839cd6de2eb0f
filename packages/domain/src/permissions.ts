// spec §2.2 and §6: every permission codename the product knows.
export const PERMISSIONS = [
  "view_desktop_menu",
  "create_massive_file_service",
  "view_map_menu",
  "view_geozone",
  "view_queuegeozone",
  "view_geozonetomessengeractivation",
  "view_chat_menu",
  "view_service_menu",
  "add_novelty_anywhere",
  "assign_service",
  "change_service",
  // spec §7 DELETE /attached-file/{id}/: the codename is not shown; Django's model permission name for it.
  "delete_attachedfile",
  "view_route",
  "delete_route",
  "change_route",
  "add_route",
  "add_services_to_route",
  "view_anonymouscustomer",
  "view_customer_menu",
  "add_anonymouscustomer",
  "change_anonymouscustomer",
  "view_headquarter_menu",
  "view_employee_add_menu",
  "view_employment_menu",
  "view_employee_list_menu",
  "view_template_menu",
  "view_block_menu",
  "view_messenger_active_menu",
  "view_messenger_in_disaffiliation_menu",
  "view_messenger_delete_menu",
  "view_activationhistory",
  "view_tag",
  "add_tag",
  "delete_tag",
  "view_membership_menu",
  "view_petition_association_menu",
  "view_petition_disassociation_menu",
  "view_stats_service",
  "view_stats_messenger",
  "view_stats_payment",
  "view_workinghour",
  "view_messengerworkinghour",
  "view_linktocreateservice",
  "view_configuration_menu",
  "change_mode_service_headquartersettings",
  "add_service",
  "refuse_association_petition",
  "refuse_disassociation_petition",
  "accept_association_petition",
  "confirm_disassociation_petition",
  "verify_association_petition",
  "cancel_association_petition",
  "cancel_disassociation_petition",
  "change_messenger",
  "add_employment",
  "change_employment",
  "delete_employment",
  // issue 26: a headquarter's webhooks and API keys (Configuración > Webhooks, Claves de API).
  "view_webhook_menu",
  "view_apikey_menu",
] as const;

export const BUSINESS_PROFILE = "is_business_profile";
export const GUEST_ROLE = "guest";

export type Permission = (typeof PERMISSIONS)[number];

/**
 * Who may read couriers (names, ratings, positions): the couriers list and every route that
 * answers courier data (the nearest couriers to a point or to a service) ask the same.
 */
export const COURIER_READ = ["view_desktop_menu", "view_map_menu", "assign_service", "view_messenger_active_menu"] as const;

/** Who reads affiliation requests (spec §2.2 /request/*): any of the three menus. */
/** Who sees where the couriers are by geozone: the live map and the queue screen (issue 22 geozone-locations). */
export const COURIER_LOCATIONS_BY_GEOZONE = ["view_map_menu", "view_queuegeozone"] as const;
/** Who reads the geozones: their screen, and the queue and activation screens that pick from them. */
export const GEOZONE_READ = ["view_geozone", "view_queuegeozone", "view_geozonetomessengeractivation"] as const;
/** spec §2.2 /chat: who reads and writes the chat with couriers. */
export const CHAT_ACCESS = ["view_chat_menu"] as const;
export const PETITION_READ = ["view_membership_menu", "view_petition_association_menu", "view_petition_disassociation_menu"] as const;
/** Who invites a courier: whoever may accept a courier's association request. */
export const PETITION_INVITE = ["accept_association_petition"] as const;
/** Who may open a courier (detail, motorcycles, payments, locations): anyone who sees them in a list. */
export const MESSENGER_READ = [...COURIER_READ, "view_messenger_in_disaffiliation_menu", "view_messenger_delete_menu"] as const;

/** spec §2.2: the permission of each courier list (/messengers, /pending-to-disenroll, /deleted-messengers). */
export const MESSENGER_LIST_PERMISSIONS = {
  affiliated: ["view_messenger_active_menu"],
  in_disaffiliation: ["view_messenger_in_disaffiliation_menu"],
  disaffiliated: ["view_messenger_delete_menu"],
} as const;

/** Every role a user can hold: a permission codename, the business profile or the guest role. */
export type Codename = Permission | typeof BUSINESS_PROFILE | typeof GUEST_ROLE;

/** A requirement: undefined = open to everyone; [] = only users without roles; else any of. A mistyped codename does not compile. */
export type Requirement = readonly Codename[] | undefined;

// spec §6: no requirement means allowed; an empty list allows only users with no roles;
// otherwise any matching role suffices.
export function isAllowed(roles: readonly string[], requirement: Requirement): boolean {
  if (requirement === undefined) return true;
  if (requirement.length === 0) return roles.length === 0;
  return requirement.some((codename) => roles.includes(codename));
}
