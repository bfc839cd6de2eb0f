import { describe, expect, it } from "vitest";
import { serviceModeOptions, showsServiceModeInMenu } from "./service-mode-control";

describe("showsServiceModeInMenu", () => {
  const roles = ["change_mode_service_headquartersettings"];

  it("shows the control with change_mode_service_headquartersettings outside /configuration", () => {
    expect(showsServiceModeInMenu(roles, "/desktop")).toBe(true);
    expect(showsServiceModeInMenu(roles, "/geozone-queue")).toBe(true);
    expect(showsServiceModeInMenu(roles, "/configurations-help")).toBe(true);
  });

  it("hides it on /configuration and its tabs", () => {
    expect(showsServiceModeInMenu(roles, "/configuration")).toBe(false);
    expect(showsServiceModeInMenu(roles, "/configuration/general")).toBe(false);
    expect(showsServiceModeInMenu(roles, "/configuration/diffusion")).toBe(false);
  });

  it("hides it without the codename", () => {
    expect(showsServiceModeInMenu(["view_configuration_menu", "view_queuegeozone"], "/desktop")).toBe(false);
    expect(showsServiceModeInMenu([], "/desktop")).toBe(false);
  });
});

describe("serviceModeOptions", () => {
  it("offers the queued modes with view_queuegeozone", () => {
    expect(serviceModeOptions(["view_queuegeozone"], "manual")).toEqual([
      { value: "manual", text: "Asignación manual", disabled: false },
      { value: "auto_assignment", text: "Asignación automática", disabled: false },
      { value: "auto_assignment_queued", text: "Asignación automática en cola", disabled: false },
      { value: "a_assign_queued_accept", text: "Asignación en cola con aceptación", disabled: false },
    ]);
  });

  it("offers only manual and automatic without view_queuegeozone", () => {
    expect(serviceModeOptions(["change_mode_service_headquartersettings"], "auto_assignment")).toEqual([
      { value: "manual", text: "Asignación manual", disabled: false },
      { value: "auto_assignment", text: "Asignación automática", disabled: false },
    ]);
  });

  it("lists a queued current mode, disabled, to a user who may not choose it", () => {
    expect(serviceModeOptions([], "a_assign_queued_accept")).toEqual([
      { value: "manual", text: "Asignación manual", disabled: false },
      { value: "auto_assignment", text: "Asignación automática", disabled: false },
      { value: "a_assign_queued_accept", text: "Asignación en cola con aceptación", disabled: true },
    ]);
  });
});
