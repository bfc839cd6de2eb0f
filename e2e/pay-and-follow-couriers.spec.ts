import { expect, test } from "@playwright/test";
import { apiAs } from "./support/api";
import { expectAccessible } from "./support/axe";
import { expectNothingCut, showOnPhone } from "./support/layout";
import { signInAt } from "./support/session";

test("an administrator opens a courier from /messengers, records a payment and sees the balance move", async ({ page, request }) => {
  const api = await apiAs(request, "admin");
  const { results } = await api.call("GET", "/api/users/messengers/affiliated/?limit=100");
  const courier = results.find((c: { configuration: { balance: number } }) => c.configuration.balance >= 50_000);
  expect(courier, "a demo courier with a balance").toBeTruthy();

  await signInAt(page, "admin");
  await page.getByRole("navigation").getByRole("link", { name: "Activos" }).click();
  await expect(page).toHaveURL(/\/messengers$/);
  await expect(page).toHaveTitle("Despacho | Colaboradores activos");
  await expect(page.getByRole("heading", { name: "Colaboradores activos" })).toBeVisible();
  await expect(page.getByTestId("courier-status").first()).toBeVisible();
  await expectAccessible(page, "the active couriers");
  await page.screenshot({ path: "test-results/couriers-1366.png" });

  await page.getByLabel("Buscar colaborador").fill(courier.username);
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.getByRole("link", { name: courier.full_name }).click();
  await expect(page).toHaveURL(new RegExp(`/messengers/${courier.uuid}$`));
  await expect(page.getByRole("heading", { name: courier.full_name })).toBeVisible();
  const balance = page.getByTestId("courier-balance");
  const before = courier.configuration.balance as number;
  const cop = (value: number) =>
    new Intl.NumberFormat("es-CO", { style: "currency", currency: "COP", maximumFractionDigits: 0 }).format(value);
  await expect(balance).toHaveText(cop(before));
  await expect(page.getByRole("table", { name: "Pagos al colaborador" })).toBeVisible();
  await expectAccessible(page, "the courier detail");
  await expectNothingCut(page.getByRole("main"));
  await page.screenshot({ path: "test-results/courier-detail-1366.png", fullPage: true });

  await page.getByRole("button", { name: "Registrar pago" }).click();
  const dialog = page.getByRole("dialog", { name: "Registrar pago" });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("Campo requerido")).toBeVisible();
  await expectAccessible(page, "the payment dialog");
  await dialog.getByRole("textbox", { name: "Valor (COP)" }).fill(String(before + 1));
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("El pago no puede superar el saldo del colaborador")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Valor (COP)" }).fill("25000");
  await dialog.getByRole("combobox", { name: "Medio de pago" }).click();
  await page.getByRole("option", { name: "Transferencia" }).click();
  await dialog.getByRole("textbox", { name: "Nota (opcional)" }).fill("Pago de prueba");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Pago registrado")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(balance).toHaveText(cop(before - 25_000));
  const newest = page.getByRole("table", { name: "Pagos al colaborador" }).getByRole("row").nth(1);
  await expect(newest).toContainText(cop(25_000));
  await expect(newest).toContainText("Transferencia");
  await expect(newest).toContainText("Pago de prueba");
  await expect(newest).toContainText("Ana Administradora");

  await showOnPhone(page);
  await expectNothingCut(page.getByRole("main"));
  await page.screenshot({ path: "test-results/courier-detail-390.png", fullPage: true });
});

test("the in-disaffiliation and disaffiliated lists have their own screens", async ({ page }) => {
  await signInAt(page, "admin");
  await page.getByRole("navigation").getByRole("link", { name: "En des-afiliación" }).click();
  await expect(page).toHaveTitle("Despacho | Colaboradores en des-afiliación");
  await expect(page.getByRole("heading", { name: "Colaboradores en des-afiliación" })).toBeVisible();
  await expectAccessible(page, "the couriers in disaffiliation");
  await page.getByRole("navigation").getByRole("link", { name: "Desafiliados" }).click();
  await expect(page).toHaveTitle("Despacho | Colaboradores desafiliados");
  await expect(page.getByRole("heading", { name: "Colaboradores desafiliados" })).toBeVisible();
  await expectAccessible(page, "the disaffiliated couriers");
});

test("an operator without the couriers' menus sees no Colaboradores group", async ({ page }) => {
  await signInAt(page, "operador");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Escritorio" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Activos" })).toHaveCount(0);
  await page.goto("/messengers");
  await expect(page).not.toHaveURL(/\/messengers$/);
});
