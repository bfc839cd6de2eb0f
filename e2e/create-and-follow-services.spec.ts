import { expect, type Page, test } from "@playwright/test";
import { assignService, createService } from "./support/api";
import { expectAccessible } from "./support/axe";
import { expectApart, showOnPhone } from "./support/layout";
import { signInAt } from "./support/session";

const rowOf = (page: Page, consecutive: number) => page.locator(`[data-testid="service-row"][data-consecutive="${consecutive}"]`);

async function searchDesk(page: Page, text: string) {
  await page.getByLabel("Buscar servicio").fill(text);
}

test("an operator creates a service through the panels, seeing Spanish errors first", async ({ page }) => {
  const customer = `Cliente Panel ${Date.now().toString(36)}`;
  await signInAt(page, "admin");
  await expect(page).toHaveURL(/\/desktop$/);
  // Every status tab fits a 1366 px screen; the day is written dd/mm/aaaa whatever the browser's language. The desk's
  // first load, on a cold cache, takes a while on a busy machine.
  await expect(page.getByRole("tab", { name: /^Cancelado/ })).toBeInViewport({ ratio: 1, timeout: 20_000 });
  const today = new Intl.DateTimeFormat("es-CO", { timeZone: "America/Bogota", day: "2-digit", month: "2-digit", year: "numeric" });
  await expect(page.getByRole("group", { name: "Fecha" }).locator("input")).toHaveValue(today.format(new Date()));
  await page.getByRole("button", { name: "Nuevo servicio" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo servicio" });
  await dialog.getByRole("button", { name: "Crear servicio" }).click();
  await expect(dialog.getByText("El nombre debe tener al menos 3 caracteres")).toBeVisible();
  await expect(dialog.getByText("El teléfono debe tener al menos 7 dígitos")).toBeVisible();
  await expectAccessible(page, "the customer panel with errors");

  await dialog.getByLabel("Nombre del cliente").fill(customer);
  await dialog.getByLabel("Teléfono").fill("300 123 4567");
  await dialog.getByRole("button", { name: "Siguiente" }).click();
  await dialog.getByLabel("Tipo de servicio").click();
  await page.getByRole("option").first().click();
  await dialog.getByLabel("Costo del servicio").fill("12000");
  await dialog.getByRole("combobox", { name: "Etiquetas" }).click();
  await page.getByRole("option", { name: "frágil" }).click();
  await expectAccessible(page, "the service panel");
  await dialog.getByRole("button", { name: "Siguiente" }).click();

  // The first submit (on the first panel) already reported what the locations panel misses.
  await expect(dialog.getByText("La descripción es requerida")).toBeVisible();
  // A toast leaves the dialog's buttons free.
  await dialog.getByRole("button", { name: "Agregar destino" }).click();
  const toast = page.getByTestId("toast-error").filter({ hasText: "Error: primero complete la dirección de origen" });
  await expect(toast).toBeVisible();
  await expectApart(toast, dialog.getByRole("button", { name: "Crear servicio" }));
  await expectApart(toast, dialog.getByRole("button", { name: "Cancelar" }));
  await dialog.getByLabel("Dirección de origen").fill("Calle 80 # 15-20");
  await dialog.getByLabel("Descripción de origen").fill("Portería principal");
  const map = dialog.getByTestId("location-map");
  await expect(map).toBeVisible();
  await map.click({ position: { x: 120, y: 120 } });
  await expect(dialog.getByTestId("coordinates-origin")).not.toBeEmpty();
  await dialog.getByLabel("Dirección del destino 1").fill("Carrera 7 # 45-10");
  await map.click({ position: { x: 220, y: 160 } });
  await expectAccessible(page, "the locations panel");
  await dialog.getByRole("button", { name: "Crear servicio" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Agregado correctamente" })).toBeVisible();
  await expect(dialog).toBeHidden();

  await searchDesk(page, customer);
  const row = page.getByTestId("service-row").filter({ hasText: customer });
  await expect(row).toHaveAttribute("data-status", "by_assign");
  await expect(row).toContainText("frágil");
  await expectAccessible(page, "the desk");

  // The desk's tag filter picks from the headquarter's tags and lists only the services carrying them.
  await searchDesk(page, "");
  await page.getByRole("combobox", { name: "Filtrar por etiquetas" }).click();
  await page.getByRole("option", { name: "frágil" }).click();
  await page.keyboard.press("Escape");
  await expect(row).toBeVisible();
  await expect(page.getByTestId("service-row").filter({ hasNotText: "frágil" })).toHaveCount(0);
  await expectAccessible(page, "the desk filtered by a tag");
  await page.screenshot({ path: "test-results/desk-tag-filter-1366.png" });

  // The detail edits the tags: 'urgente' added, and the row shows it.
  await row.getByRole("button", { name: /^Ver detalle del servicio/ }).click();
  const detail = page.getByRole("dialog", { name: /^Servicio #/ });
  await detail.getByRole("button", { name: "Editar etiquetas" }).click();
  await detail.getByRole("combobox", { name: "Etiquetas" }).click();
  await page.getByRole("option", { name: "urgente" }).click();
  await expectAccessible(page, "the tag editor");
  await detail.getByRole("button", { name: "Guardar etiquetas" }).click();
  await expect(detail.getByRole("button", { name: "Editar etiquetas" })).toBeVisible();
  await page.screenshot({ path: "test-results/detail-tags-1366.png" });
  await detail.getByRole("button", { name: "Cerrar detalle" }).click();
  await expect(row).toContainText("urgente");
  await showOnPhone(page);
  await expect(row).toBeVisible();
  await page.screenshot({ path: "test-results/desk-tag-filter-390.png" });
});

test("an operator assigns a service and a second desk follows it live, then cancels it", async ({ page, browser, request }) => {
  const customer = `Cliente Vivo ${Date.now().toString(36)}`;
  const watcherContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const watcher = await watcherContext.newPage();
  await signInAt(watcher, "operador");
  await expect(watcher).toHaveURL(/\/desktop$/);
  await expect(watcher.getByTestId("service-row").first()).toBeVisible();

  const service = await createService(request, customer);
  await expect(rowOf(watcher, service.consecutive)).toHaveAttribute("data-status", "by_assign");
  // The desk renders only the rows on screen (a virtual list): once assigned, the row sorts after the
  // by_assign ones and may leave the rendered window, so the watcher narrows its list to this customer.
  await searchDesk(watcher, customer);
  await expect(watcher.getByTestId("service-row")).toHaveCount(1);

  await signInAt(page, "admin");
  await searchDesk(page, customer);
  await page.getByRole("button", { name: `Asignar servicio ${service.consecutive}` }).click();
  const assign = page.getByRole("dialog");
  await expect(assign.getByRole("option").first()).toBeVisible();
  await expectAccessible(page, "the assign dialog");
  await assign.getByRole("option").first().click();
  await assign.getByRole("button", { name: "Asignar", exact: true }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Actualizado correctamente" }).last()).toBeVisible();

  await expect(rowOf(watcher, service.consecutive)).toHaveAttribute("data-status", "assigned");
  await watcher.getByRole("tab", { name: /^Asignado/ }).click();
  await expect(rowOf(watcher, service.consecutive)).toBeVisible();
  await watcher.getByRole("tab", { name: /^Activos/ }).click();

  await page.getByRole("button", { name: `Cancelar servicio ${service.consecutive}` }).click();
  await page.getByLabel("Motivo (opcional)").fill("El cliente ya no lo necesita");
  await expectAccessible(page, "the cancel dialog");
  await page.getByRole("button", { name: "Sí, cancelar servicio" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Servicio cancelado" }).last()).toBeVisible();
  await expect(rowOf(watcher, service.consecutive)).toHaveCount(0);
  await watcher.getByRole("tab", { name: /^Cancelado/ }).click();
  await expect(rowOf(watcher, service.consecutive)).toHaveAttribute("data-status", "cancelled");
  await watcherContext.close();
});

test("an operator reads a service's surcharges, then finishes it after the can-finish check", async ({ page, request }) => {
  const customer = `Cliente Final ${Date.now().toString(36)}`;
  const service = await createService(request, customer);
  const courierName = await assignService(request, service.uuid);
  await signInAt(page, "admin");
  await searchDesk(page, customer);
  await expect(rowOf(page, service.consecutive)).toHaveAttribute("data-status", "assigned");
  await page.getByRole("button", { name: `Ver detalle del servicio ${service.consecutive}` }).click();
  await expect(page.getByRole("button", { name: "Ver recargos" })).toBeVisible();
  const summary = page.getByRole("dialog").getByText("Método de pago").locator("..");
  await expect(summary).toHaveText("Método de pagoEfectivo");
  const route = page.getByRole("application", { name: "Mapa de la ruta del servicio" });
  await expect(route.getByRole("img", { name: "Ubicación de el origen" })).toBeVisible();
  await expect(route.getByRole("img", { name: "Ubicación de el destino 1" })).toBeVisible();
  // Open, the service shows where its courier is now, and the courier's route since the service was created.
  await expect(route.getByRole("img", { name: `Ubicación de ${courierName}` })).toBeVisible();
  await expect(page.getByTestId("courier-location")).toContainText(`${courierName} (C en el mapa): última ubicación`);
  await expectAccessible(page, "the service detail");
  await page.getByRole("button", { name: "Recorrido del colaborador" }).click();
  const tracking = page.getByRole("dialog", { name: `Seguimiento de ${courierName}` });
  // The day's points of a demo courier online since morning: the heaviest read of the detail on a busy machine.
  await expect(tracking.getByTestId("track-summary")).toContainText("Distancia recorrida", { timeout: 20_000 });
  await tracking.getByRole("button", { name: "Cerrar" }).click();
  await expect(tracking).toBeHidden();
  await page.getByRole("button", { name: "Ver recargos" }).click();
  const surcharges = page.getByRole("dialog", { name: `Recargos del servicio #${service.consecutive}` });
  await expect(surcharges.getByRole("table", { name: "Detalle de recargos" })).toContainText("Costo calculado");
  await expect(surcharges).toContainText("Costo cobrado en el servicio: $ 9.000");
  await expectAccessible(page, "the surcharges dialog");
  await surcharges.getByRole("button", { name: "Cerrar" }).click();
  await page.getByRole("button", { name: "Cerrar detalle" }).click();
  await page.getByRole("button", { name: `Finalizar servicio ${service.consecutive}` }).click();
  await page.getByLabel("Recibido por").fill("Portero Juan");
  await expectAccessible(page, "the finish dialog");
  await page.getByRole("button", { name: "Finalizar", exact: true }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "correctamente" }).last()).toBeVisible();
  await expect(rowOf(page, service.consecutive)).toHaveCount(0);
});
