import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { expectNothingCut, showOnPhone } from "./support/layout";
import { signInAt } from "./support/session";

/** Clicks the map at these fractions of its width and height: a corner each, then the first again to close. */
async function drawOn(page: Page, corners: [number, number][]) {
  const map = page.getByTestId("geozone-map");
  const box = await map.boundingBox();
  if (!box) throw new Error("the map is not on screen");
  for (const [fx, fy] of [...corners, corners[0] as [number, number]]) {
    await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy, { steps: 4 });
    await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
  }
}

test("draw a geozone, save it, queue it and take it out of the queue", async ({ page }) => {
  await signInAt(page, "admin");
  await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Geozonas" }).click();
  await expect(page).toHaveURL(/\/geozone-manage$/);
  const zones = page.getByRole("list", { name: "Geozonas" });
  await expect(zones.getByRole("listitem")).toHaveText([/Chapinero/, /Suba/, /Usaquén/]);
  await expect(zones.getByRole("img", { name: "Contorno de Chapinero" })).toBeVisible();
  await expect(zones.getByRole("listitem").first()).toContainText("en cola");
  await expectAccessible(page, "the geozones");

  await page.getByRole("button", { name: "Agregar geozona" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva geozona" });
  await dialog.getByLabel("Nombre").fill("Teusaquillo");
  await expect(page.getByTestId("geozone-map").locator("canvas")).toBeVisible();
  // The headquarter's zones show greyed under the new one.
  await expect(dialog.getByTestId("other-zones-legend")).toHaveText("En gris, las otras 3 geozonas de la sucursal");
  await page.screenshot({ path: "test-results/screens/geozone-draw-1366.png" });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("Dibuje al menos un polígono en el mapa")).toBeVisible();
  await expectAccessible(page, "the geozone dialog");
  await drawOn(page, [
    [0.3, 0.3],
    [0.7, 0.3],
    [0.7, 0.7],
    [0.3, 0.7],
  ]);
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Agregado correctamente")).toBeVisible();
  await expect(zones.getByRole("listitem")).toHaveText([/Chapinero/, /Suba/, /Teusaquillo/, /Usaquén/]);
  // Editing one greys the other three, not itself.
  await page.getByRole("button", { name: "Editar geozona Teusaquillo" }).click();
  const editing = page.getByRole("dialog", { name: "Editar geozona" });
  await expect(editing.getByTestId("other-zones-legend")).toHaveText("En gris, las otras 3 geozonas de la sucursal");
  await expect(page.getByTestId("geozone-map")).toHaveAttribute("data-other-zones", "3");
  await editing.getByRole("button", { name: "Cancelar" }).click();

  await page.getByRole("link", { name: "En cola" }).click();
  await expect(page).toHaveURL(/\/geozone-queue$/);
  // The zones themselves, not the couriers waiting in their queues (lists inside each zone).
  const queue = page.getByRole("list", { name: "Geozonas en cola" }).locator(":scope > li");
  await expect(queue).toHaveText([/Chapinero/]);
  await page.getByRole("combobox", { name: "Geozona" }).click();
  await page.getByRole("option", { name: "Teusaquillo" }).click();
  await page.getByRole("button", { name: "Agregar a la cola" }).click();
  await expect(queue).toHaveText([/Chapinero/, /Teusaquillo/]);
  await expectAccessible(page, "the queued geozones");
  await page.getByRole("button", { name: "Quitar Teusaquillo" }).click();
  await page.getByRole("button", { name: "Si" }).click();
  await expect(queue).toHaveText([/Chapinero/]);

  await page.goto("/geozone-manage");
  await showOnPhone(page);
  await expect(zones.getByRole("listitem")).toHaveCount(4);
  await expectNothingCut(page.getByRole("main"));
});
