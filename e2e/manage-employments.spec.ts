import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { signInAt } from "./support/session";

test("an administrator creates, edits, searches and deletes an employment", async ({ page }) => {
  const suffix = Date.now().toString(36);
  await signInAt(page, "admin");
  await page.getByRole("link", { name: "Cargos" }).click();
  await expect(page).toHaveURL(/\/charges$/);
  await expect(page).toHaveTitle("Despacho | Cargos");
  await expect(page.getByTestId("employment-card").first()).toBeVisible();
  await expectAccessible(page, "the employments");

  await page.getByRole("button", { name: "Agregar cargo" }).click();
  const dialog = page.getByRole("dialog", { name: "Digita el nombre del cargo" });
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole("button", { name: "Guardar" });
  await expect(save).toBeDisabled();
  await expectAccessible(page, "the employment dialog");
  await dialog.getByRole("textbox", { name: "Nombre" }).fill(`mensajero líder ${suffix}`);
  await expect(dialog.getByRole("textbox", { name: "Nombre" })).toHaveValue(`Mensajero líder ${suffix}`);
  await save.click();
  await expect(page.getByText("Cargo creado")).toBeVisible();
  await expect(dialog).toBeHidden();
  const created = page.getByTestId("employment-card").filter({ hasText: `Mensajero líder ${suffix}` });
  await expect(created).toBeVisible();

  await page.getByRole("button", { name: `Editar cargo Mensajero líder ${suffix}` }).click();
  const edit = page.getByRole("dialog", { name: "Digita el nombre del cargo" });
  await edit.getByRole("textbox", { name: "Nombre" }).fill(`jefe de ruta ${suffix}`);
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Cargo actualizado")).toBeVisible();
  await expect(page.getByTestId("employment-card").filter({ hasText: `Jefe de ruta ${suffix}` })).toBeVisible();

  await page.getByPlaceholder("Buscar...").fill(`JEFE DE RUTA ${suffix}`);
  await expect(page.getByTestId("employment-card")).toHaveCount(1);
  await expect(page.getByTestId("employment-card")).toContainText(`Jefe de ruta ${suffix}`);

  await page.getByRole("button", { name: `Eliminar cargo Jefe de ruta ${suffix}` }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: "¿Está seguro de eliminar el cargo?" });
  await expectAccessible(page, "the delete confirmation");
  await confirm.getByRole("button", { name: "No" }).click();
  await expect(page.getByTestId("employment-card")).toHaveCount(1);
  await page.getByRole("button", { name: `Eliminar cargo Jefe de ruta ${suffix}` }).click();
  await page.getByRole("dialog").filter({ hasText: "¿Está seguro de eliminar el cargo?" }).getByRole("button", { name: "Si" }).click();
  await expect(page.getByText("Cargo eliminado")).toBeVisible();
  await expect(page.getByTestId("employment-card")).toHaveCount(0);
});

test("an operator without the employment permissions sees the list without add, edit or delete", async ({ page }) => {
  await signInAt(page, "operador");
  await page.goto("/charges");
  await expect(page.getByTestId("employment-card").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Agregar cargo" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Editar cargo/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Eliminar cargo/ })).toHaveCount(0);
  await expectAccessible(page, "the employments, read only");
});
