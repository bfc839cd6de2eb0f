import { afterEach, describe, expect, it } from "vitest";
import { currentToasts, dismissToast, notify, showToast } from "./toast-store";

function shown() {
  return currentToasts().map((t) => `${t.severity}: ${t.message}`);
}

afterEach(() => {
  for (const t of currentToasts()) dismissToast(t.id);
});

describe("toasts", () => {
  it("a second save's 'Actualizado correctamente' replaces the first instead of stacking a twin", () => {
    notify.success("Actualizado correctamente");
    notify.success("Actualizado correctamente");
    expect(shown()).toEqual(["success: Actualizado correctamente"]);
  });

  it("different texts or severities stack in order", () => {
    notify.success("Actualizado correctamente");
    notify.error("Actualizado correctamente");
    notify.success("Eliminado correctamente");
    expect(shown()).toEqual(["success: Actualizado correctamente", "error: Actualizado correctamente", "success: Eliminado correctamente"]);
  });

  it("toasts with actions are never merged", () => {
    const actions = [{ label: "Ver", onClick: () => undefined }];
    showToast({ severity: "info", message: "Nuevo servicio", actions });
    showToast({ severity: "info", message: "Nuevo servicio", actions });
    expect(shown()).toEqual(["info: Nuevo servicio", "info: Nuevo servicio"]);
  });
});
