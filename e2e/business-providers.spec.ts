import { expect, test } from "@playwright/test";
import { showOnPhone } from "./support/layout";
import { expectAccessible } from "./support/axe";
import { createFromPanel, openBusinessPanel } from "./support/business-panel";
import { signInAt } from "./support/session";

test("a business adds a provider, sets its store's cities and order, and creates a service choosing its provider and an allowed type", async ({
  page,
}) => {
  const customer = `Cliente Proveedor ${Date.now().toString(36)}`;
  await signInAt(page, "negocio");
  await expect(page).toHaveURL(/\/desktop$/);

  // /logistic-provider: Bogotá serves it; it adds Medellín and chooses a type it will ask of it.
  await page.getByRole("link", { name: "Proveedores logísticos" }).click();
  await expect(page.getByRole("heading", { name: "Proveedores logísticos" })).toBeVisible();
  const bogota = page.getByRole("article", { name: "Bogotá" });
  await expect(bogota.getByRole("button", { name: "Quitar Por horas" })).toBeVisible();
  await expectAccessible(page, "the logistic providers");
  await page.getByRole("button", { name: "Agregar proveedor" }).click();
  const adding = page.getByRole("dialog", { name: "Agregar proveedor" });
  await adding.getByLabel("Sucursal").click();
  await page.getByRole("option", { name: /Medellín/ }).click();
  await expectAccessible(page, "the add provider dialog");
  await adding.getByRole("button", { name: "Agregar" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Proveedor agregado" })).toBeVisible();
  const medellin = page.getByRole("article", { name: "Medellín" });
  await expect(medellin.getByText("Ninguno: agregue los tipos que pedirá a este proveedor")).toBeVisible();
  await medellin.getByLabel("Agregar tipo de servicio").click();
  await page.getByRole("option", { name: "Domicilio" }).click();
  await expect(medellin.getByRole("button", { name: "Quitar Domicilio" })).toBeVisible();
  await page.screenshot({ path: "test-results/business-providers-1366.png" });

  // /business-store: the store works in Bogotá and Chía (the country's cities), newest first.
  await page.getByRole("link", { name: "Tiendas" }).click();
  const store = page.getByRole("article", { name: "La Esquina Chapinero" });
  await store.getByRole("button", { name: "Editar La Esquina Chapinero" }).click();
  const editing = page.getByRole("dialog", { name: "Editar tienda" });
  await editing.getByLabel("Ciudades activas").fill("chia");
  await page.getByRole("option", { name: /Chía/ }).click();
  await editing.getByLabel("Orden del escritorio").click();
  await page.getByRole("option", { name: "Más recientes primero" }).click();
  await expectAccessible(page, "the store dialog with its cities");
  await page.screenshot({ path: "test-results/business-store-dialog-1366.png" });
  await editing.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Actualizado correctamente" })).toBeVisible();
  await expect(store.getByLabel("Ciudades activas")).toContainText("Chía");
  await expect(store.getByLabel("Ciudades activas")).toContainText("Bogotá");
  await expectAccessible(page, "the stores");

  // The business panel: the provider is chosen, and only the types chosen with it are offered.
  const panel = await openBusinessPanel(page, customer, "3104445566");
  await panel.getByLabel("Proveedor").click();
  await expect(page.getByRole("option", { name: "Medellín" })).toBeVisible();
  await page.getByRole("option", { name: "Bogotá" }).click();
  await expectAccessible(page, "the business panel with its provider choice");
  await panel.getByLabel("Tipo de servicio").click();
  await page.getByRole("option", { name: "Por horas" }).click();
  await createFromPanel(page, panel, { address: "Calle 60 # 9-20", description: "La Esquina Chapinero" }, "Calle 72 # 10-34");
  await expect(page.getByTestId("service-row").filter({ hasText: customer })).toBeVisible();
  // The desk shows one provider's services at a time; its 'Proveedor' choice moves between them.
  const desk = page.getByRole("main");
  await desk.getByLabel("Proveedor").click();
  await page.getByRole("option", { name: "Medellín" }).click();
  await expect(page.getByTestId("service-row").filter({ hasText: customer })).toHaveCount(0);
  await expect(desk.getByLabel("Proveedor")).toContainText("Medellín");
  await page.screenshot({ path: "test-results/business-desk-provider-1366.png" });
  await showOnPhone(page);
  await page.screenshot({ path: "test-results/business-desk-provider-390.png" });
  await page.setViewportSize({ width: 1366, height: 768 });
  await desk.getByLabel("Proveedor").click();
  await page.getByRole("option", { name: "Bogotá" }).click();
  await expect(page.getByTestId("service-row").filter({ hasText: customer })).toBeVisible();
  await expectAccessible(page, "the business desk with its new service");

  // Medellín leaves again (confirmed); Bogotá, the last provider, cannot be removed.
  await page.getByRole("link", { name: "Proveedores logísticos" }).click();
  await page.getByRole("button", { name: "Quitar Medellín" }).click();
  const confirm = page.getByRole("dialog", { name: "¿Dejar de trabajar con Medellín?" });
  await expectAccessible(page, "the remove provider confirmation");
  await confirm.getByRole("button", { name: "Si" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Proveedor eliminado" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Medellín" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Quitar Bogotá" })).toBeDisabled();
  await showOnPhone(page);
  await page.screenshot({ path: "test-results/business-providers-390.png" });
});
