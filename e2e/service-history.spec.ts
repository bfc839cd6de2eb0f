import { expect, test } from "@playwright/test";
import { createService } from "./support/api";
import { expectAccessible } from "./support/axe";
import { expectNothingCut } from "./support/layout";
import { signInAt } from "./support/session";

test("the services history filters by a column with starts-with, case-insensitive", async ({ page, request }) => {
  const tag = `Historia${Date.now().toString(36)}`;
  await createService(request, `${tag} Alfa`);
  await createService(request, `Otro ${tag} Beta`);
  await signInAt(page, "admin");
  await page.getByRole("link", { name: "Servicios", exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page).toHaveTitle("Despacho | Servicios");
  const grid = page.getByRole("grid", { name: "Historial de servicios" });
  await expect(grid.getByTestId("service-status").first()).toBeVisible();
  const loading = page.getByRole("progressbar", { name: "Cargando: Historial de servicios" });
  await expect(loading).toHaveCount(0);
  await expectAccessible(page, "the services history");

  await page.getByRole("button", { name: "Filtros" }).click();
  await page.getByRole("combobox", { name: "Columnas" }).click();
  await page.getByRole("option", { name: "Cliente" }).click();
  await page.getByRole("combobox", { name: "Operador" }).click();
  await page.getByRole("option", { name: "empieza con" }).click();
  // The filtered page is held back a moment: while it loads, its bar is named, outside the grid, and the screen passes.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const filtered = new RegExp(`/api/services/\\?.*${tag.toUpperCase()}`);
  await page.route(filtered, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("textbox", { name: "Valor" }).fill(tag.toUpperCase());
  await expect(loading).toBeVisible();
  await expectAccessible(page, "the services history while it loads");
  release();
  await expect(grid.getByRole("row").filter({ hasText: tag })).toHaveCount(1);
  await page.unroute(filtered);
  await expect(loading).toHaveCount(0);
  await expectAccessible(page, "the filter panel");
  await expect(grid.getByRole("row").filter({ hasText: `${tag} Alfa` })).toBeVisible();
  await expect(page.getByTestId("services-count")).toContainText("1");
  // At 1366 px every column fits and nothing is cut: the day over the time, the phone under the name.
  const row = grid.getByRole("row").filter({ hasText: `${tag} Alfa` });
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}\s*\d{1,2}:\d{2}\s[ap]\.\sm\./);
  await expect(row).toContainText("3001234567");
  await expectNothingCut(row);
});
