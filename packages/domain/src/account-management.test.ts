import { describe, expect, it } from "vitest";
import {
  ACCOUNT_MESSAGES,
  accountChangeRefusal,
  grantRefusal,
  headquarterAdministrationRefusal,
  managedHeadquarters,
} from "./account-management.js";

const BOGOTA = "bogota";
const MEDELLIN = "medellin";
const bogotaManager = { permissions: ["view_employee_add_menu", "view_desktop_menu"], headquarterIds: [BOGOTA] };

describe("managedHeadquarters", () => {
  it("is the headquarters the user works in when they hold view_employee_add_menu, none without it", () => {
    expect(managedHeadquarters(bogotaManager)).toEqual([BOGOTA]);
    expect(managedHeadquarters({ permissions: ["view_desktop_menu"], headquarterIds: [BOGOTA, MEDELLIN] })).toEqual([]);
  });
});

describe("accountChangeRefusal", () => {
  it("lets a manager of Bogotá change a member of Bogotá only who holds no more than they do", () => {
    expect(accountChangeRefusal(bogotaManager, { permissions: ["view_desktop_menu"], headquarterIds: [BOGOTA] })).toBeNull();
    expect(accountChangeRefusal(bogotaManager, { permissions: [], headquarterIds: [BOGOTA] })).toBeNull();
  });

  it("refuses a member of Bogotá and Medellín to a manager of Bogotá only", () => {
    expect(accountChangeRefusal(bogotaManager, { permissions: ["view_desktop_menu"], headquarterIds: [BOGOTA, MEDELLIN] })).toBe(
      "El usuario también trabaja en sucursales que usted no administra: solo puede cambiarlo quien administre todas sus sucursales",
    );
  });

  it("refuses an account holding a permission the manager lacks", () => {
    expect(accountChangeRefusal(bogotaManager, { permissions: ["view_configuration_menu"], headquarterIds: [BOGOTA] })).toBe(
      "El usuario tiene permisos que usted no tiene: solo puede cambiarlo quien tenga todos sus permisos",
    );
  });

  it("refuses everything to a member of Bogotá without view_employee_add_menu", () => {
    const operator = { permissions: ["view_desktop_menu"], headquarterIds: [BOGOTA] };
    expect(accountChangeRefusal(operator, { permissions: [], headquarterIds: [BOGOTA] })).not.toBeNull();
  });
});

describe("grantRefusal", () => {
  it("allows giving what the manager holds and refuses anything more", () => {
    expect(grantRefusal(bogotaManager, ["view_desktop_menu", "view_employee_add_menu"])).toBeNull();
    expect(grantRefusal(bogotaManager, [])).toBeNull();
    expect(grantRefusal(bogotaManager, ["view_desktop_menu", "view_stats_payment"])).toBe("No puede dar permisos que usted no tiene");
  });
});

describe("headquarterAdministrationRefusal", () => {
  it("allows the headquarters the manager works in and refuses the others", () => {
    expect(headquarterAdministrationRefusal(bogotaManager, BOGOTA)).toBeNull();
    expect(headquarterAdministrationRefusal(bogotaManager, MEDELLIN)).toBe("Solo puede administrar las sucursales en las que trabaja");
  });
});

describe("ACCOUNT_MESSAGES.emailPending", () => {
  it("names the new address and says when the email changes", () => {
    expect(ACCOUNT_MESSAGES.emailPending("ana.nueva@despacho.test")).toBe(
      "Enviamos un enlace de confirmación a ana.nueva@despacho.test. El correo cambiará cuando lo confirme.",
    );
  });
});
