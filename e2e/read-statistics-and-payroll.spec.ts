import { expect, type Page, test } from "@playwright/test";
import { apiAs } from "./support/api";
import { expectAccessible } from "./support/axe";
import { expectNothingCut, showOnPhone } from "./support/layout";
import { signInAt } from "./support/session";

const cop = (value: number) =>
  new Intl.NumberFormat("es-CO", { style: "currency", currency: "COP", maximumFractionDigits: 0 }).format(value);

/** Clicks `button` and answers the file the browser receives. */
async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button }).first().click()]);
  return file.suggestedFilename();
}

test("an administrator reads the payroll, cancels a payment with its reason and sees the balance move; exports and prints it", async ({
  page,
  request,
}) => {
  test.slow();
  const api = await apiAs(request, "admin");
  const { results } = await api.call("GET", "/api/users/messengers/affiliated/?limit=100");
  const courier = results.find((c: { configuration: { balance: number } }) => c.configuration.balance >= 30_000);
  expect(courier, "a demo courier with a balance").toBeTruthy();
  const before = courier.configuration.balance as number;
  const payment = await api.call("POST", `/api/users/messengers/${courier.uuid}/payment/`, {
    amount: 12_000,
    method: "cash",
    note: "Pago del recorrido",
  });
  expect(payment.balance).toBe(before - 12_000);

  await signInAt(page, "admin");
  await page.getByRole("navigation").getByRole("link", { name: "Nómina general" }).click();
  await expect(page).toHaveURL(/\/report-Payroll-general$/);
  await expect(page.getByRole("heading", { name: "Nómina general" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Totales del periodo" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: courier.full_name });
  await expect(row).toContainText(cop(before - 12_000));
  await expectAccessible(page, "the general payroll");
  await page.screenshot({ path: "test-results/payroll-general-1366.png", fullPage: true });
  expect(await download(page, "Exportar XLSX")).toMatch(/^nomina-general-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);

  await row.getByRole("button", { name: `Ver detalle de ${courier.full_name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Nómina de ${courier.full_name}` });
  const movements = dialog.getByRole("grid", { name: `Movimientos de ${courier.full_name}` });
  await expect(movements.getByRole("row").nth(1)).toContainText("Pago del recorrido");
  await expect(dialog.getByRole("list", { name: `Totales de ${courier.full_name}` })).toContainText(cop(before - 12_000));
  await expectAccessible(page, "a courier's payroll");
  await page.screenshot({ path: "test-results/payroll-courier-1366.png" });
  expect(await download(page, "Descargar PDF")).toMatch(/\.pdf$/);

  await dialog
    .getByRole("button", { name: `Anular pago de ${cop(12_000)}` })
    .first()
    .click();
  const cancel = page.getByRole("dialog", { name: `Anular pago de ${cop(12_000)}` });
  await expect(cancel.getByRole("button", { name: "Guardar" })).toBeDisabled();
  await cancel.getByRole("textbox", { name: "Motivo" }).fill("Pago duplicado");
  await expectAccessible(page, "the cancel payment dialog");
  await cancel.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Pago anulado", { exact: true }).first()).toBeVisible();
  await expect(cancel).toBeHidden();
  await expect(movements.getByRole("row").nth(1)).toContainText("Pago anulado");
  await expect(movements.getByRole("row").nth(1)).toContainText("Pago duplicado");
  await expect(dialog.getByRole("list", { name: `Totales de ${courier.full_name}` })).toContainText(cop(before));
  await dialog.getByRole("button", { name: "Cerrar" }).click();
  await expect(row).toContainText(cop(before));

  await page.getByRole("navigation").getByRole("link", { name: "Nómina por operador" }).click();
  await expect(page.getByRole("heading", { name: "Nómina por operador" })).toBeVisible();
  await expect(page.getByRole("grid", { name: "Actividad por operador" })).toContainText("Ana Administradora");
  await expectAccessible(page, "the operators' payroll");

  await showOnPhone(page);
  await page.goto("/report-Payroll-general");
  await expect(page.getByRole("heading", { name: "Nómina general" })).toBeVisible();
  // The tables scroll sideways on a phone; what is around them fits.
  await expectNothingCut(page.getByRole("list", { name: "Totales del periodo" }));
  await expectNothingCut(page.getByRole("group", { name: "Periodo" }));
  await page.screenshot({ path: "test-results/payroll-general-390.png", fullPage: true });
});

test("an administrator opens each statistics report, sees its chart beside its table and exports it", async ({ page }) => {
  await signInAt(page, "admin");
  await page.getByRole("navigation").getByRole("link", { name: "Reporte de servicios" }).click();
  await expect(page).toHaveURL(/\/report-services$/);
  await expect(page.getByRole("heading", { name: "Estadísticas de servicios" })).toBeVisible();
  const figure = page.getByRole("figure", { name: /^Servicios por día de / });
  await expect(figure.locator("svg").first()).toBeVisible();
  await expect(page.getByRole("table", { name: /^Servicios por día de / })).toContainText("Total");
  await expectAccessible(page, "the services report");
  await page.screenshot({ path: "test-results/report-services-1366.png", fullPage: true });
  expect(await download(page, "Exportar CSV")).toMatch(/^servicios-por-dia-\d{4}-\d{2}\.csv$/);
  expect(await download(page, "Exportar XLSX")).toMatch(/^servicios-por-dia-\d{4}-\d{2}\.xlsx$/);

  await page.getByRole("tab", { name: "Anual" }).click();
  await expect(page.getByRole("figure", { name: /^Servicios por mes de \d{4}$/ })).toBeVisible();
  await expect(page.getByRole("table", { name: /^Servicios por mes de / })).toContainText("Enero");
  await page.getByRole("tab", { name: "Comparar meses" }).click();
  await expect(page.getByRole("figure", { name: /^Comparación de / })).toBeVisible();
  await page.getByRole("tab", { name: "Por tipo y medio de pago" }).click();
  await expect(page.getByRole("table", { name: "Servicios por medio de pago" })).toBeVisible();
  await expectAccessible(page, "the services report by type and method");

  await page.getByRole("navigation").getByRole("link", { name: "Reporte de colaboradores" }).click();
  await expect(page).toHaveURL(/\/report-messengers$/);
  await expect(page.getByRole("heading", { name: "Estadísticas de colaboradores" })).toBeVisible();
  // The demo's online couriers rode the last two hours: their distance in the period comes from the database's summary.
  const couriers = page.getByRole("table", { name: "Colaboradores en el periodo" });
  await expect(couriers.getByRole("columnheader", { name: "Distancia recorrida" })).toBeVisible();
  await expect(couriers.getByRole("cell", { name: /^[1-9][\d.]*(,\d)? km$/ }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Top de colaboradores de / })).toBeVisible();
  await expect(page.getByRole("figure", { name: /^Servicios finalizados del top de / })).toBeVisible();
  await expectAccessible(page, "the couriers report");
  await page.screenshot({ path: "test-results/report-messengers-1366.png", fullPage: true });

  await showOnPhone(page);
  await page.goto("/report-services");
  await expect(page.getByRole("figure", { name: /^Servicios por día de / })).toBeVisible();
  await expectNothingCut(page.getByRole("figure", { name: /^Servicios por día de / }));
  await page.screenshot({ path: "test-results/report-services-390.png", fullPage: true });
  await page.goto("/report-messengers");
  await expect(page.getByRole("table", { name: "Colaboradores en el periodo" })).toBeVisible();
  await expectNothingCut(page.getByRole("group", { name: "Periodo" }));
  await page.screenshot({ path: "test-results/report-messengers-390.png", fullPage: true });
});

test("an operator without the statistics permissions sees no Estadísticas entries", async ({ page }) => {
  await signInAt(page, "operador");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Escritorio" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Nómina general" })).toHaveCount(0);
  await page.goto("/report-Payroll-general");
  await expect(page.getByRole("heading", { name: "Nómina general" })).toHaveCount(0);
});
