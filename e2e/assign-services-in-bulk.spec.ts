import { expect, test } from "@playwright/test";
import { createService, linkedCourier } from "./support/api";
import { expectAccessible } from "./support/axe";
import { showOnPhone } from "./support/layout";
import { signInAt } from "./support/session";

test("an operator assigns twenty services at once by pasting their consecutives, and sees each one's outcome", async ({
  page,
  request,
}) => {
  test.slow();
  const tag = `Masiva${Date.now().toString(36)}`;
  const lastName = `Lote ${Date.now().toString(36)}`;
  await linkedCourier(request, "Teresa", lastName);
  const consecutives: number[] = [];
  for (let i = 0; i < 20; i++) consecutives.push((await createService(request, `${tag} ${i + 1}`)).consecutive);

  await signInAt(page, "admin");
  await page.getByRole("link", { name: "Asignación masiva" }).click();
  await expect(page).toHaveTitle("Despacho | Asignación masiva");
  await page.getByRole("textbox", { name: "Consecutivos o identificadores internos" }).fill(`${consecutives.join("\n")}\n99999999`);
  await expectAccessible(page, "the massive assignment page");
  await page.getByRole("button", { name: "Buscar servicios" }).click();

  const rows = page.getByTestId("massive-action-row");
  await expect(rows).toHaveCount(20);
  await expect(page.getByText("Sin servicio: 99999999")).toBeVisible();
  await expect(rows.first()).toContainText("Sin colaborador → elija un colaborador");
  await page.getByRole("combobox", { name: "Colaborador" }).fill(lastName);
  await page.getByRole("option", { name: `Teresa ${lastName}` }).click();
  await expect(rows.first()).toContainText(`Sin colaborador → Teresa ${lastName}`);
  await expectAccessible(page, "the preview");
  await page.screenshot({ path: "test-results/massive-assignment-1366.png" });

  await page.getByRole("button", { name: "Aplicar a 20 servicios" }).click();
  await expect(page.getByTestId("massive-action-summary")).toHaveText("20 aplicados, 0 rechazados");
  await expect(rows.filter({ hasText: "Aplicado" })).toHaveCount(20);
  await expect(rows.first().getByTestId("service-status")).toBeVisible();
  await expectAccessible(page, "the report");

  await showOnPhone(page);
  await expect(rows.first()).toBeVisible();
  await page.screenshot({ path: "test-results/massive-assignment-390.png" });
});

test("an operator updates the cost of services by list and adds a novelty to them by filter", async ({ page, request }) => {
  test.slow();
  const tag = `Novedad${Date.now().toString(36)}`;
  const first = await createService(request, `${tag} Uno`);
  const second = await createService(request, `${tag} Dos`);

  await signInAt(page, "admin");
  await page.getByRole("link", { name: "Actualización masiva" }).click();
  await expect(page).toHaveTitle("Despacho | Actualización masiva");
  await page.getByRole("textbox", { name: "Consecutivos o identificadores internos" }).fill(`#${first.consecutive}, ${second.consecutive}`);
  await page.getByRole("button", { name: "Buscar servicios" }).click();
  const rows = page.getByTestId("massive-action-row");
  await expect(rows).toHaveCount(2);
  await page.getByRole("textbox", { name: "Nuevo costo" }).fill("12000");
  await expect(rows.first()).toContainText("Costo $ 9.000 → $ 12.000");
  // What the one-at-a-time edit changes besides the cost: the payment verified and the tags.
  await page.getByRole("combobox", { name: "Pago verificado" }).click();
  await page.getByRole("option", { name: "Sí" }).click();
  await expect(rows.first()).toContainText("Pago verificado No → Sí");
  await page.getByRole("switch", { name: "Reemplazar las etiquetas" }).click();
  await expect(rows.first()).toContainText("→ sin etiquetas");
  await page.getByRole("switch", { name: "Reemplazar las etiquetas" }).click();
  await expectAccessible(page, "the massive service update");
  await page.screenshot({ path: "test-results/massive-service-update-1366.png" });
  await page.getByRole("button", { name: "Aplicar a 2 servicios" }).click();
  await expect(page.getByTestId("massive-action-summary")).toHaveText("2 aplicados, 0 rechazados");

  await page.getByRole("link", { name: "Novedades masivas" }).click();
  await expect(page).toHaveTitle("Despacho | Novedades masivas");
  await page.getByRole("tab", { name: "Por filtro" }).click();
  await page.getByRole("textbox", { name: "Cliente, teléfono o consecutivo" }).fill(tag);
  await page.getByRole("button", { name: "Buscar servicios" }).click();
  await expect(rows).toHaveCount(2);
  await page.getByRole("textbox", { name: "Novedad" }).fill("Observación");
  await page.getByRole("textbox", { name: "Detalle" }).fill("Cliente pidió factura");
  await expect(rows.first()).toContainText("Se agregará «Observación»");
  await expectAccessible(page, "the massive novelties");
  await page.getByRole("button", { name: "Aplicar a 2 servicios" }).click();
  await expect(page.getByTestId("massive-action-summary")).toHaveText("2 aplicados, 0 rechazados");
  await showOnPhone(page);
  await page.screenshot({ path: "test-results/massive-novelties-390.png" });
});
