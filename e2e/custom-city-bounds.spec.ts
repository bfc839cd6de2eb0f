import { expect, test } from "@playwright/test";
import { apiAs } from "./support/api";
import { expectAccessible } from "./support/axe";
import { signInAt } from "./support/session";

const NO_DEFAULT_CITY = "No existe una ciudad por defecto en el listado de limites personalizados";

test.afterEach(async ({ request }) => {
  // Other journeys create services in Bogotá's own city: leave the headquarter as the seed made it.
  const admin = await apiAs(request, "admin");
  await admin.call("PATCH", `/api/headquarter/${admin.headquarter}/settings/`, { enable_custom_cities_work: false, cities_work: [] });
});

test("an administrator limits Bogotá to custom bounds, and the quick panel finds an address inside them", async ({ page }) => {
  // Two screens, a dialog of three panels and six accessibility checks.
  test.slow();
  await signInAt(page, "admin");
  await expect(page).toHaveURL(/\/desktop$/);
  await page.goto("/configuration/custom-bounds");
  await expect(page).toHaveTitle("Despacho | Límites personalizados");
  const section = page.getByRole("region", { name: "Límites personalizados" });
  // A cold load of the configuration chunk on a busy machine takes a while.
  await expect(section.getByText("No hay ciudades en el listado.", { exact: false })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, "the custom bounds settings");
  await page.screenshot({ path: "/tmp/bounds-settings-empty-1366.png", fullPage: true });

  // spec §5: enabled without a default city is refused before anything is sent.
  let patches = 0;
  page.on("request", (r) => {
    if (r.method() === "PATCH" && r.url().includes("/settings/")) patches++;
  });
  await section.getByRole("switch", { name: "Usar ciudades de trabajo personalizadas" }).click();
  await section.getByRole("button", { name: "Guardar" }).click();
  await expect(section.getByText(NO_DEFAULT_CITY)).toBeVisible();
  expect(patches).toBe(0);
  await expectAccessible(page, "the custom bounds settings with the missing default city");

  await section.getByRole("button", { name: "Agregar ciudad" }).click();
  const row = section.getByRole("group", { name: "Ciudad 1" });
  await row.getByRole("combobox", { name: "Ciudad 1" }).fill("Bogo");
  await page
    .getByRole("option", { name: /^Bogotá/ })
    .first()
    .click();
  await expect(row.getByRole("radio", { name: "Ciudad por defecto" })).toBeChecked();
  await row.getByRole("switch", { name: "Usar límites personalizados" }).click();
  // The custom limits start from the city's own bounds; Chapinero and the north are typed.
  await expect(row.getByLabel("Norte", { exact: true })).toHaveValue("4.837");
  await row.getByLabel("Norte", { exact: true }).fill("4.72");
  await row.getByLabel("Sur", { exact: true }).fill("4.8");
  await section.getByRole("button", { name: "Guardar" }).click();
  await expect(row.getByText("El límite norte debe ser mayor que el sur")).toBeVisible();
  await row.getByLabel("Sur", { exact: true }).fill("4.62");
  await row.getByLabel("Este", { exact: true }).fill("-74.02");
  await row.getByLabel("Oeste", { exact: true }).fill("-74.08");
  await expectAccessible(page, "a city with custom limits");
  await page.screenshot({ path: "/tmp/bounds-settings-1366.png", fullPage: true });
  await section.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Actualizado correctamente" })).toBeVisible();
  expect(patches).toBe(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/bounds-settings-390.png", fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });

  // The quick panel: the address search finds places inside the limits only, and a pick places the pin.
  await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Escritorio" }).click();
  await page.getByRole("button", { name: "Nuevo servicio" }).click({ timeout: 30_000 });
  const dialog = page.getByRole("dialog", { name: "Nuevo servicio" });
  await dialog.getByLabel("Nombre del cliente").fill("Cliente Límites");
  await dialog.getByLabel("Teléfono").fill("300 123 4567");
  await dialog.getByRole("button", { name: "Siguiente" }).click();
  await dialog.getByLabel("Tipo de servicio").click();
  await page.getByRole("option").first().click();
  await dialog.getByLabel("Costo del servicio").fill("12000");
  await dialog.getByRole("button", { name: "Siguiente" }).click();

  const origin = dialog.getByRole("combobox", { name: "Dirección de origen" });
  await origin.fill("Gran Estación");
  await expect(dialog.getByText("No se encontraron direcciones en las ciudades de trabajo")).toBeVisible();
  // A street address typed is shown in its normalised form on leaving the field.
  await origin.fill("cll72#10-34 apto 301");
  // The search offers the place at that street address; the list closes and the field keeps what was typed.
  await expect(page.getByRole("option", { name: "Centro Comercial Avenida Chile, Calle 72 # 10-34, Bogotá" })).toBeVisible();
  await origin.press("Escape");
  await dialog.getByLabel("Descripción de origen").click();
  await expect(origin).toHaveValue("Calle 72 # 10-34, Apto 301");
  await origin.fill("centro andino");
  await page.getByRole("option", { name: "Centro Andino, Carrera 11 # 82-71, Bogotá" }).click();
  await expect(origin).toHaveValue("Centro Andino, Carrera 11 # 82-71, Bogotá");
  await expect(dialog.getByTestId("coordinates-origin")).toHaveText("4.66680, -74.05300");
  await expect(dialog.getByTestId("map-pin-origin")).toBeVisible();
  await expect(dialog.getByTestId("no-city-origin")).toBeHidden();
  await expectAccessible(page, "the locations panel with a found address");

  // A pin dropped outside the limits keeps no city: the panel warns.
  await dialog.getByLabel("Dirección del destino 1").fill("Vereda sin ciudad");
  await dialog.getByTestId("location-map").click({ position: { x: 4, y: 4 } });
  await expect(dialog.getByTestId("no-city-destinations-0")).toHaveText("No hay ciudad de destino encontrada");
  await expectAccessible(page, "the locations panel warning of a pin without city");
  await page.screenshot({ path: "/tmp/bounds-panel-1366.png" });
});
