import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { signInAt } from "./support/session";

test("an administrator adds the headquarter's hours and sees them on the 12-hour clock", async ({ page }) => {
  await signInAt(page, "admin");
  await page.getByRole("link", { name: "Horarios de la sucursal" }).click();
  await expect(page).toHaveTitle("Despacho | Horarios de la sucursal");
  await expect(page.getByRole("grid", { name: "Horarios de la sucursal" })).toBeVisible();
  await expectAccessible(page, "the headquarter's hours");

  await page.getByRole("button", { name: "Agregar horario" }).click();
  const dialog = page.getByRole("dialog", { name: "Agregar horario" });
  await dialog.getByRole("combobox", { name: "Día" }).click();
  await page.getByRole("option", { name: "Domingo" }).click();
  const from = dialog.getByRole("group", { name: "Desde" });
  await from.getByRole("spinbutton", { name: "Horas" }).click();
  await page.keyboard.type("0900a");
  const to = dialog.getByRole("group", { name: "Hasta" });
  await to.getByRole("spinbutton", { name: "Horas" }).click();
  await page.keyboard.type("0830a");
  await expectAccessible(page, "the hour dialog");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("La hora de inicio debe ser anterior a la hora de fin")).toBeVisible();
  await to.getByRole("spinbutton", { name: "Horas" }).click();
  await page.keyboard.type("0130p");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Agregado correctamente")).toBeVisible();
  const sunday = page.getByRole("row").filter({ hasText: "Domingo" });
  await expect(sunday).toContainText("9:00 a. m.");
  await expect(sunday).toContainText("1:30 p. m.");

  // The same span again overlaps: the server refuses it and nothing is added.
  await page.getByRole("button", { name: "Agregar horario" }).click();
  await dialog.getByRole("combobox", { name: "Día" }).click();
  await page.getByRole("option", { name: "Domingo" }).click();
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("El horario se cruza con otro del mismo día")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancelar" }).click();

  await page.getByRole("button", { name: /^Eliminar Domingo de 9:00/ }).click();
  const confirm = page.getByRole("dialog", { name: "¿Está seguro de eliminar el horario?" });
  await confirm.getByRole("button", { name: "Si" }).click();
  await expect(page.getByText("Eliminado correctamente")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Domingo" })).toHaveCount(0);
});
