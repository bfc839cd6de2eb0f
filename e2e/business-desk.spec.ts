import { expect, test } from "@playwright/test";
import { showOnPhone } from "./support/layout";
import { expectAccessible } from "./support/axe";
import { signInAt } from "./support/session";

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

test("a business user lands on its own desk and follows the service it creates, at the server's price", async ({ page }) => {
  const customer = `Cliente Tienda ${Date.now().toString(36)}`;
  await signInAt(page, "negocio");
  await expect(page).toHaveURL(/\/desktop$/);
  await expect(page.getByRole("heading", { name: "Escritorio" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Escritorio" })).toBeVisible();
  // Its desk lists services only: a business profile never reads couriers.
  await expect(page.getByRole("group", { name: "Modo del escritorio" })).toHaveCount(0);
  await expectAccessible(page, "the business user's desk");
  await page.screenshot({ path: "test-results/business-desk-1366.png" });

  await page.getByRole("button", { name: "Nuevo servicio" }).click();
  const dialog = page.getByTestId("business-panel");
  await expect(dialog.getByRole("heading", { name: /Nuevo servicio/ })).toBeVisible();
  await expectAccessible(page, "the business panel");
  await dialog.getByLabel("Nombre del cliente").fill(customer);
  await dialog.getByLabel("Teléfono").fill("3109876543");
  await dialog.getByRole("button", { name: "Siguiente" }).click();
  await dialog.getByLabel("Tipo de servicio").click();
  await page.getByRole("option", { name: "Por horas" }).click();
  // The cost is the server's: calculated from the type, not typed by the business.
  const cost = dialog.getByLabel("Costo del servicio");
  await expect(cost).toHaveValue("25000");
  await expect(cost).not.toBeEditable();
  await expect(dialog.getByText("Calculado por el sistema según el tipo, los recargos y las ubicaciones")).toBeVisible();
  await dialog.getByRole("button", { name: "Siguiente" }).click();
  await dialog.getByLabel("Dirección de origen").fill("Calle 26 # 68-35");
  await dialog.getByLabel("Descripción de origen").fill("Bodega de la tienda");
  await dialog.getByLabel("Dirección del destino 1").fill("Calle 72 # 10-34");
  await expectAccessible(page, "the business panel's locations");
  await dialog.getByRole("button", { name: "Crear servicio" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Agregado correctamente" })).toBeVisible();

  const row = page.getByTestId("service-row").filter({ hasText: customer });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/\$\s?25\.000/);
  await expectAccessible(page, "the business user's desk with its service");
  await showOnPhone(page);
  await expect(row).toBeVisible();
  await page.screenshot({ path: "test-results/business-desk-390.png" });
});

test("a business user without an image is reminded in the toolbar and sets it on /business-info", async ({ page }) => {
  await signInAt(page, "negocio");
  await expect(page).toHaveURL(/\/desktop$/);
  const reminder = page.getByRole("link", { name: "Agregue la imagen de su negocio" });
  await expect(reminder).toBeVisible();
  await reminder.click();
  await expect(page).toHaveURL(/\/business-info$/);
  await expect(page.getByRole("heading", { name: "Información del negocio" })).toBeVisible();
  await expect(page.getByLabel("Nombre del negocio")).toHaveValue("Tienda La Esquina");
  await expectAccessible(page, "the business info page");

  await page.getByTestId("business-image-input").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: TINY_PNG });
  await expect(page.getByTestId("toast-success").filter({ hasText: "Actualizado correctamente" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Imagen de Tienda La Esquina" })).toBeVisible();
  await expect(reminder).toHaveCount(0);

  await page.getByLabel("Nombre del negocio").fill("Tienda La Esquina Norte");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Actualizado correctamente" }).last()).toBeVisible();
  await page.screenshot({ path: "test-results/business-info-1366.png" });
  await showOnPhone(page);
  await page.screenshot({ path: "test-results/business-info-390.png" });
  // Back to the demo's name for the other journeys.
  await page.getByLabel("Nombre del negocio").fill("Tienda La Esquina");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByLabel("Nombre del negocio")).toHaveValue("Tienda La Esquina");
});

test("a business user adds a store with its active cities, edits it and deletes it after confirming", async ({ page }) => {
  const name = `Sede ${Date.now().toString(36)}`;
  await signInAt(page, "negocio");
  await page.getByRole("link", { name: "Tiendas" }).click();
  await expect(page).toHaveURL(/\/business-store$/);
  await expect(page.getByRole("heading", { name: "Tiendas" })).toBeVisible();
  await expectAccessible(page, "the stores page");

  await page.getByRole("button", { name: "Agregar tienda" }).click();
  const dialog = page.getByRole("dialog", { name: "Agregar tienda" });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("Campo requerido")).toBeVisible();
  await dialog.getByLabel("Nombre").fill(name);
  await dialog.getByLabel("Dirección").fill("Calle 60 # 9-20");
  const cities = dialog.getByLabel("Ciudades activas");
  // The cities are the country's (location areas), picked from the search.
  await cities.fill("Bogotá");
  await page.getByRole("option", { name: /Bogotá/ }).click();
  await cities.fill("chia");
  await page.getByRole("option", { name: /Chía/ }).click();
  await expectAccessible(page, "the store dialog");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Agregado correctamente" })).toBeVisible();
  const card = page.getByRole("article", { name });
  await expect(card).toContainText("Calle 60 # 9-20");
  await expect(card.getByText("Chía")).toBeVisible();
  await page.screenshot({ path: "test-results/business-stores-1366.png" });

  await card.getByRole("button", { name: `Editar ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar tienda" });
  await edit.getByLabel("Dirección").fill("Carrera 7 # 45-10");
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(card).toContainText("Carrera 7 # 45-10");

  await showOnPhone(page);
  await page.screenshot({ path: "test-results/business-stores-390.png" });
  await card.getByRole("button", { name: `Eliminar ${name}` }).click();
  await expect(page.getByRole("dialog", { name: `¿Está seguro de eliminar la tienda ${name}?` })).toBeVisible();
  await expectAccessible(page, "the delete confirmation");
  await page.getByRole("button", { name: "Si" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Eliminado correctamente" })).toBeVisible();
  await expect(card).toHaveCount(0);
});
