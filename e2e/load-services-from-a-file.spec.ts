import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { expectNothingCut, showOnPhone } from "./support/layout";
import { signInAt } from "./support/session";

const HEADER =
  "Nombre del cliente;Teléfono;Tipo de servicio;Dirección de origen;Descripción de origen;Dirección de destino;Descripción de destino;Valor requerido;Método de pago;Identificador interno;Código de ruta;Ida y vuelta;Fecha programada";

test("an operator loads services from a file, fixes a bad row in the dry run, confirms, and a desk sees them live", async ({
  page,
  browser,
}) => {
  const tag = `Carga${Date.now().toString(36)}`;
  const file = [
    HEADER,
    `${tag} Ana;3001234567;Mensajería;Museo del Oro;Portería principal;Parque Nacional;;15.000;Efectivo;;;No`,
    `${tag} Beto;12;Mensajería;Torre Colpatria;Recepción;Museo Botero;;0;;;;No`,
    `${tag} Caro;3109876543;Domicilio;Plaza de Bolívar;Oficina 3;Museo del Oro;;0;;;;Sí`,
  ].join("\r\n");

  const watcherContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const watcher = await watcherContext.newPage();
  await signInAt(watcher, "operador");
  await expect(watcher).toHaveURL(/\/desktop$/);
  const byAssign = watcher.getByRole("tab", { name: /^Por asignar/ });
  await expect(byAssign).toHaveText(/\(\d+\)/);
  const before = Number((await byAssign.textContent())?.match(/\((\d+)\)/)?.[1]);

  await signInAt(page, "admin");
  await page.getByRole("link", { name: "Carga masiva" }).click();
  await expect(page).toHaveTitle("Despacho | Carga masiva");
  await expectAccessible(page, "the massive load page");
  await page.getByTestId("massive-file-input").setInputFiles({ name: `${tag}.csv`, mimeType: "text/csv", buffer: Buffer.from(file) });

  await expect(page).toHaveURL(/\/massive-load\/[0-9a-f-]+\/confirm$/);
  const summary = page.getByTestId("dry-run-summary");
  await expect(summary).toContainText("3 filas");
  await expect(summary).toContainText("1 con errores");
  const rows = page.getByRole("grid", { name: "Filas del archivo" });
  const bad = rows.getByRole("row").filter({ hasText: `${tag} Beto` });
  await expect(bad).toContainText("Teléfono: El teléfono debe tener al menos 7 dígitos");
  await expect(rows.getByRole("row").filter({ hasText: `${tag} Ana` })).toContainText("Lista para crear");
  await expect(rows.getByRole("row").filter({ hasText: `${tag} Ana` })).toContainText("Inmediato");
  await expect(page.getByRole("button", { name: "Confirmar y crear 2 servicios" })).toBeDisabled();
  await expectAccessible(page, "the dry run");
  await expectNothingCut(bad);
  await page.screenshot({ path: "test-results/massive-dry-run-1366.png" });

  await page.getByRole("link", { name: "Editar fila 3" }).click();
  await expect(page).toHaveURL(/\/service\/[0-9a-f-]+\/edit$/);
  const phone = page.getByRole("textbox", { name: "Teléfono" });
  await expect(page.getByText("El teléfono debe tener al menos 7 dígitos")).toBeVisible();
  // The schedule is written as Colombia writes it (DD/MM/AAAA HH:mm, on the headquarter's clock).
  const schedule = page.getByRole("textbox", { name: "Fecha programada" });
  await schedule.fill("2020-01-01 08:00");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Use la fecha y hora como DD/MM/AAAA HH:mm, por ejemplo 24/12/2026 14:30")).toBeVisible();
  await schedule.fill("");
  await expectAccessible(page, "the row form");
  await phone.fill("3205556677");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Actualizado correctamente" }).last()).toBeVisible();
  await expect(summary).toContainText("0 con errores");

  await page.getByRole("button", { name: "Confirmar y crear 3 servicios" }).click();
  const created = "Servicios programados correctamente, puedes revisarlo en el módulo historial de servicios";
  await expect(page.getByRole("alert").filter({ hasText: created })).toBeVisible();
  await expect(summary).toContainText("3 servicios creados");
  await expect(rows.getByRole("row").filter({ hasText: `${tag} Beto` })).toContainText(/Servicio #\d+/);

  // The other desk hears of the services as they are created, without reloading: its counter, then its list.
  await expect(byAssign).toHaveText(`Por asignar (${before + 3})`);
  await watcher.getByLabel("Buscar servicio").fill(tag);
  await expect(watcher.getByTestId("service-row").filter({ hasText: tag })).toHaveCount(3);
  await expect(watcher.getByTestId("service-row").filter({ hasText: `${tag} Beto` })).toBeVisible();

  await showOnPhone(page);
  await expect(rows.getByRole("row").filter({ hasText: `${tag} Ana` })).toBeVisible();
  await page.screenshot({ path: "test-results/massive-dry-run-390.png" });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/massive-load");
  await expect(
    page
      .getByRole("grid", { name: "Archivos cargados" })
      .getByRole("row")
      .filter({ hasText: `${tag}.csv` }),
  ).toContainText("Confirmado");
  await showOnPhone(page);
  await page.screenshot({ path: "test-results/massive-load-390.png" });
  await watcherContext.close();
});
