import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { expectNothingCut, showOnPhone } from "./support/layout";
import { signInAt } from "./support/session";

test("save a frequent place, find it first in the creation panel's address search, then delete it", async ({ page }) => {
  await signInAt(page, "admin");
  await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Lugares frecuentes" }).click();
  await expect(page).toHaveURL(/\/saved-locations$/);
  await expect(page.getByText("No hay lugares frecuentes")).toBeVisible();
  await expectAccessible(page, "the empty saved places");

  // The empty state offers the same button as the header.
  await page.getByRole("button", { name: "Agregar lugar" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Nuevo lugar frecuente" });
  await dialog.getByLabel("Nombre").fill("Bodega Avenida Chile");
  const address = dialog.getByRole("combobox", { name: "Dirección" });
  await address.fill("cl 72 # 10-40 int 2");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  // Without its pin the place is refused, saying why.
  await expect(dialog.getByRole("alert")).toHaveText("Ubique la dirección en el mapa");
  await expect(address).toHaveValue("Calle 72 # 10-40, Interior 2");
  await dialog.getByTestId("location-map").click();
  await expect(dialog.getByTestId("map-pin-place")).toBeVisible();
  await expectAccessible(page, "the new saved place dialog");
  await page.screenshot({ path: "test-results/screens/saved-place-dialog-1366.png" });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Agregado correctamente")).toBeVisible();
  const places = page.getByRole("list", { name: "Lugares frecuentes" });
  await expect(places.getByRole("listitem")).toHaveText([/Bodega Avenida Chile.*Calle 72 # 10-40, Interior 2 · Bogotá/]);
  await expectAccessible(page, "the saved places");
  await page.screenshot({ path: "test-results/screens/saved-places-1366.png" });

  // The creation panel offers it first, marked, before the geocoder's places.
  await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Escritorio" }).click();
  await page.getByRole("button", { name: "Nuevo servicio" }).click({ timeout: 30_000 });
  const panel = page.getByRole("dialog", { name: "Nuevo servicio" });
  await panel.getByLabel("Nombre del cliente").fill("Cliente Frecuente");
  await panel.getByLabel("Teléfono").fill("300 123 4567");
  await panel.getByRole("button", { name: "Siguiente" }).click();
  await panel.getByLabel("Tipo de servicio").click();
  await page.getByRole("option").first().click();
  await panel.getByLabel("Costo del servicio").fill("12000");
  await panel.getByRole("button", { name: "Siguiente" }).click();
  await panel.getByRole("combobox", { name: "Dirección de origen" }).fill("Calle 72 # 10");
  const options = page.getByRole("listbox").getByRole("option");
  await expect(options.first()).toHaveText("Bodega Avenida Chile · Lugar frecuenteCalle 72 # 10-40, Interior 2");
  await expect(options.nth(1)).toHaveText("Centro Comercial Avenida Chile, Calle 72 # 10-34, Bogotá");
  await expectAccessible(page, "the address search offering a saved place");
  await page.screenshot({ path: "test-results/screens/saved-place-offered-1366.png" });
  await options.first().click();
  await expect(panel.getByRole("combobox", { name: "Dirección de origen" })).toHaveValue("Calle 72 # 10-40, Interior 2");
  await expect(panel.getByTestId("map-pin-origin")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto("/saved-locations");
  await showOnPhone(page);
  await expect(places.getByRole("listitem")).toHaveCount(1);
  await expectNothingCut(page.getByRole("main"));
  await page.screenshot({ path: "test-results/screens/saved-places-390.png" });
  await page.getByRole("button", { name: "Eliminar Bodega Avenida Chile" }).click();
  const confirm = page.getByRole("dialog", { name: "¿Está seguro de eliminar el lugar frecuente?" });
  await expect(confirm).toContainText("Bodega Avenida Chile");
  await expectAccessible(page, "the delete confirmation");
  await confirm.getByRole("button", { name: "Si" }).click();
  await expect(page.getByText("Eliminado correctamente")).toBeVisible();
  await expect(page.getByText("No hay lugares frecuentes")).toBeVisible();
});
