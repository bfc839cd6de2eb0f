// Issue 19: who may change another user's account, and what they may give (docs/decisions/022-managing-other-accounts.md).

/**
 * spec §2.2: the codename of new and edit on employees, templates and headquarters. Templates give their
 * permissions company-wide, so a user "manages" a headquarter when they hold it and work there.
 */
export const ACCOUNT_MANAGER = "view_employee_add_menu";

/** A user as the rule reads them: the permissions they hold and the headquarters they work in. */
export interface Grants {
  permissions: readonly string[];
  headquarterIds: readonly string[];
}

export const ACCOUNT_MESSAGES = {
  outsideHeadquarters:
    "El usuario también trabaja en sucursales que usted no administra: solo puede cambiarlo quien administre todas sus sucursales",
  morePermissions: "El usuario tiene permisos que usted no tiene: solo puede cambiarlo quien tenga todos sus permisos",
  grantBeyond: "No puede dar permisos que usted no tiene",
  headquarterNotManaged: "Solo puede administrar las sucursales en las que trabaja",
  // The email change, confirmed by the new address before it takes effect.
  emailPending: (email: string) => `Enviamos un enlace de confirmación a ${email}. El correo cambiará cuando lo confirme.`,
  emailConfirmed: "Correo confirmado: ya puede usarlo para iniciar sesión y recuperar la contraseña",
  emailLinkInvalid: "El enlace para confirmar el correo no es válido, ya se usó o venció. Pida de nuevo el cambio de correo.",
} as const;

/** The headquarters a user manages: the ones they work in when they hold ACCOUNT_MANAGER, else none. */
export function managedHeadquarters(manager: Grants): readonly string[] {
  return manager.permissions.includes(ACCOUNT_MANAGER) ? manager.headquarterIds : [];
}

export const managesHeadquarter = (manager: Grants, headquarterId: string) => managedHeadquarters(manager).includes(headquarterId);

/** The permissions of the list the manager does not hold themselves. */
export const permissionsBeyond = (manager: Grants, permissions: readonly string[]) =>
  permissions.filter((codename) => !manager.permissions.includes(codename));

/**
 * Why `manager` may not change `account` (its data, email, templates, headquarters, whether it is enabled),
 * or null when they may: every headquarter of the account must be one the manager manages, and the account
 * may hold no permission the manager lacks (changing its email would hand those over).
 */
export function accountChangeRefusal(manager: Grants, account: Grants): string | null {
  if (account.headquarterIds.some((id) => !managesHeadquarter(manager, id))) return ACCOUNT_MESSAGES.outsideHeadquarters;
  if (permissionsBeyond(manager, account.permissions).length > 0) return ACCOUNT_MESSAGES.morePermissions;
  return null;
}

/** Why `manager` may not give these permissions (through templates), or null: never more than they hold. */
export function grantRefusal(manager: Grants, permissions: readonly string[]): string | null {
  return permissionsBeyond(manager, permissions).length > 0 ? ACCOUNT_MESSAGES.grantBeyond : null;
}

/** Why `manager` may not administer the headquarter (its data, allow-linkage), or null. */
export function headquarterAdministrationRefusal(manager: Grants, headquarterId: string): string | null {
  return managesHeadquarter(manager, headquarterId) ? null : ACCOUNT_MESSAGES.headquarterNotManaged;
}
