import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { signInAt } from "./support/session";

test("an administrator sets the headquarter's time zone in the general settings, and it is kept", async ({ page }) => {
  await signInAt(page, "admin");
  await page.goto("/configuration/general");
  const zone = page.getByRole("combobox", { name: "Zona horaria" });
  await expect(zone).toHaveValue("America/Bogota");
  await zone.fill("Lima");
  await expect(page.getByRole("option", { name: "America/Lima" })).toBeVisible();
  await expectAccessible(page, "the time zone choices");
  await page.getByRole("option", { name: "America/Lima" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Actualizado correctamente" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Zona horaria" })).toHaveValue("America/Lima");

  // Back to Bogotá for the journeys that follow on the same demo.
  await page.getByRole("combobox", { name: "Zona horaria" }).fill("Bogota");
  await page.getByRole("option", { name: "America/Bogota" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Actualizado correctamente" }).last()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Zona horaria" })).toHaveValue("America/Bogota");
});
