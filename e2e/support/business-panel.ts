import { expect, type Locator, type Page } from "@playwright/test";

/** Opens the business panel from the desk and fills its first step (the customer), then moves on to the service. */
export async function openBusinessPanel(page: Page, customer: string, phone: string): Promise<Locator> {
  await page.getByRole("link", { name: "Escritorio" }).click();
  await page.getByRole("button", { name: "Nuevo servicio" }).click();
  const panel = page.getByTestId("business-panel");
  await panel.getByLabel("Nombre del cliente").fill(customer);
  await panel.getByLabel("Teléfono").fill(phone);
  await panel.getByRole("button", { name: "Siguiente" }).click();
  return panel;
}

/** From the service step: the origin and one destination, then 'Crear servicio' and its success toast. */
export async function createFromPanel(page: Page, panel: Locator, origin: { address: string; description: string }, destination: string) {
  await panel.getByRole("button", { name: "Siguiente" }).click();
  await panel.getByLabel("Dirección de origen").fill(origin.address);
  await panel.getByLabel("Descripción de origen").fill(origin.description);
  await panel.getByLabel("Dirección del destino 1").fill(destination);
  await panel.getByRole("button", { name: "Crear servicio" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Agregado correctamente" })).toBeVisible();
}
