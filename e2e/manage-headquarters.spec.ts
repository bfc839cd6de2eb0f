import { expect, test } from "@playwright/test";
import { showOnPhone } from "./support/layout";
import { expectAccessible } from "./support/axe";
import { signInAt } from "./support/session";

// A 1×1 PNG, the logo the administrator uploads.
const LOGO = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

test("an administrator creates a headquarter choosing its city, finds it in the switcher, edits it and sees it in the list", async ({
  page,
}) => {
  // Six screens checked by axe plus an upload: longer than one screen's journey.
  test.slow();
  const suffix = Date.now().toString(36);
  const name = `Sede Laureles ${suffix}`;
  const renamed = `Sede Bello ${suffix}`;
  await signInAt(page, "admin");
  await page.getByRole("link", { name: "Sucursales" }).click();
  await expect(page).toHaveURL(/\/headquarters$/);
  const grid = page.getByRole("grid", { name: "Sucursales" });
  await expect(grid.getByRole("row").filter({ hasText: "Medellín" }).first()).toBeVisible();
  await expectAccessible(page, "the headquarters list");
  await page.screenshot({ path: "test-results/headquarters-list.png" });

  await page.getByRole("link", { name: "Agregar sucursal" }).click();
  await expect(page).toHaveURL(/\/headquarters\/new$/);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Campo requerido")).toBeVisible();
  await expect(page.getByText("Seleccione una ciudad")).toBeVisible();
  await expectAccessible(page, "the headquarter form with errors");

  await page.getByRole("textbox", { name: "Nombre" }).fill(name);
  await page.getByRole("combobox", { name: "Ciudad" }).fill("medellin");
  await page.getByRole("option", { name: /Medellín/ }).click();
  await page.getByTestId("headquarter-image-input").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: LOGO });
  await expect(page.getByText("logo.png")).toBeVisible();
  await expect(page.getByTestId("headquarter-image-preview").locator("img")).toHaveAttribute("src", /^blob:/);
  await page.getByRole("switch", { name: "Permitir solicitudes de vinculación" }).uncheck();
  await expectAccessible(page, "the filled headquarter form");
  await page.screenshot({ path: "test-results/headquarter-form.png" });
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Agregado correctamente")).toBeVisible();
  await expect(page).toHaveURL(/\/headquarters$/);

  // The creator is a member: the switcher offers it without signing in again.
  await page.getByTestId("headquarter-switcher").click();
  await expect(page.getByRole("menuitem", { name: new RegExp(name) })).toBeVisible();
  await expectAccessible(page, "the switcher with the new headquarter");
  await page.keyboard.press("Escape");

  await page.getByPlaceholder("Buscar...").fill(suffix);
  const row = grid.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Medellín");
  await expect(row.locator("img")).toHaveAttribute("src", /\/uploads\/headquarters\/.+\.png$/);

  await page.getByRole("link", { name: `Editar sucursal ${name}` }).click();
  await expect(page.getByRole("heading", { name: "Editar sucursal" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Ciudad" })).toHaveValue("Medellín");
  await expect(page.getByRole("switch", { name: "Permitir solicitudes de vinculación" })).not.toBeChecked();
  await expectAccessible(page, "the headquarter edit form");
  await page.getByRole("textbox", { name: "Nombre" }).fill(renamed);
  await page.getByRole("combobox", { name: "Ciudad" }).fill("Bello");
  await page.getByRole("option", { name: /Bello/ }).click();
  await page.getByRole("switch", { name: "Permitir solicitudes de vinculación" }).check();
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Actualizado correctamente")).toBeVisible();
  await expect(page).toHaveURL(/\/headquarters$/);

  await page.getByPlaceholder("Buscar...").fill(suffix);
  const edited = grid.getByRole("row").filter({ hasText: renamed });
  await expect(edited).toHaveCount(1);
  await expect(edited).toContainText("Bello");
  await page.getByRole("link", { name: `Editar sucursal ${renamed}` }).click();
  await expect(page.getByText(renamed, { exact: true })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Permitir solicitudes de vinculación" })).toBeChecked();

  await showOnPhone(page);
  await page.screenshot({ path: "test-results/headquarter-form-mobile.png", fullPage: true });
  await page.goto("/headquarters");
  await expect(grid.getByRole("row").filter({ hasText: "Medellín" }).first()).toBeVisible();
  await page.screenshot({ path: "test-results/headquarters-list-mobile.png" });
});

test("an operator has no headquarters menu and cannot open the new-headquarter form", async ({ page }) => {
  await signInAt(page, "operador");
  await expect(page.getByRole("link", { name: "Escritorio" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sucursales" })).toHaveCount(0);
  await page.goto("/headquarters/new");
  await expect(page).toHaveURL(/\/not-found$/);
});
