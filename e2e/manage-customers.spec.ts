import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { signInAt } from "./support/session";

test("an administrator adds, finds, edits and deletes an anonymous customer", async ({ page }) => {
  const suffix = Date.now().toString(36);
  const name = `Tienda Esquina ${suffix}`;
  await signInAt(page, "admin");
  await page.getByRole("link", { name: "Clientes" }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByRole("heading", { name: "Clientes" })).toBeVisible();
  await expectAccessible(page, "the customers list");

  await page.getByRole("link", { name: "Agregar cliente" }).first().click();
  await expect(page).toHaveURL(/\/customers\/new$/);
  await page.getByRole("textbox", { name: "Nombre" }).fill("Al");
  await page.getByRole("textbox", { name: "Teléfono" }).fill("300");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("El nombre debe tener al menos 3 caracteres")).toBeVisible();
  await expect(page.getByText("El teléfono debe tener al menos 7 dígitos")).toBeVisible();
  await expect(page).toHaveURL(/\/customers\/new$/);
  await expectAccessible(page, "the customer form with errors");

  await page.getByRole("textbox", { name: "Nombre" }).fill(name);
  await page.getByRole("textbox", { name: "Teléfono" }).fill("300 765 4321");
  await page.getByRole("textbox", { name: "Dirección" }).fill("Calle 45 # 12-30");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Agregado correctamente")).toBeVisible();
  await expect(page).toHaveURL(/\/customers$/);

  await page.getByPlaceholder("Buscar...").fill(suffix);
  const grid = page.getByRole("grid", { name: "Clientes" });
  await expect(grid.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  await expect(grid.getByRole("row").filter({ hasText: name })).toContainText("3007654321");

  await page.getByRole("link", { name: `Editar cliente ${name}` }).click();
  await expect(page.getByRole("heading", { name: "Editar cliente" })).toBeVisible();
  await expectAccessible(page, "the customer edit form");
  await page.getByRole("textbox", { name: "Dirección" }).fill("Carrera 7 # 80-12");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Actualizado correctamente")).toBeVisible();
  await page.getByPlaceholder("Buscar...").fill(suffix);
  await expect(grid.getByRole("row").filter({ hasText: name })).toContainText("Carrera 7 # 80-12");

  await page.getByRole("button", { name: `Eliminar cliente ${name}` }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: "¿Está seguro de eliminar el cliente?" });
  await expectAccessible(page, "the delete confirmation");
  await confirm.getByRole("button", { name: "No" }).click();
  await expect(grid.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  await page.getByRole("button", { name: `Eliminar cliente ${name}` }).click();
  await page.getByRole("dialog").filter({ hasText: "¿Está seguro de eliminar el cliente?" }).getByRole("button", { name: "Si" }).click();
  await expect(page.getByText("Eliminado correctamente")).toBeVisible();
  await expect(page.getByText(`No hay clientes que coincidan con «${suffix}»`)).toBeVisible();
  await expectAccessible(page, "the empty search");
  await page.screenshot({ path: "test-results/customers-empty-search.png" });
});
