import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { signInAt } from "./support/session";

/** A phone's width: nothing may be wider than the screen (no sideways scrolling). */
const onPhone = async (page: Page) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
};

const openTab = async (page: Page, tab: string) => {
  await page.getByRole("navigation", { name: "Secciones de configuración" }).getByRole("tab", { name: tab }).click();
};

test("an administrator subscribes a webhook, sends a test event and sees it in the log, then creates an API key, sees it once and revokes it", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAt(page, "admin");
  await page.getByRole("button", { name: "Menú de perfil" }).click();
  await page.getByRole("menuitem", { name: "Configuración" }).click();
  await openTab(page, "Webhooks");
  await expect(page).toHaveURL(/\/configuration\/webhooks$/);
  await expect(page).toHaveTitle("Despacho | Webhooks");
  await expect(page.getByText("No hay webhooks")).toBeVisible();
  await expectAccessible(page, "the webhooks");

  await page.getByRole("button", { name: "Agregar webhook" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo webhook" });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("Elija al menos un evento")).toBeVisible();
  // The e2e server does not allow private addresses: the delivery is refused before any request leaves.
  const url = "http://127.0.0.1:9/despacho";
  await dialog.getByRole("textbox", { name: "URL de destino" }).fill(url);
  await dialog.getByRole("checkbox", { name: "Servicio creado" }).check();
  await dialog.getByRole("checkbox", { name: "Servicio finalizado" }).check();
  await expectAccessible(page, "the webhook dialog");
  await page.screenshot({ path: "test-results/webhook-dialog-1366.png" });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  const secret = page.getByRole("dialog", { name: "Webhook creado" });
  await expect(secret.getByRole("textbox", { name: "Secreto de firma" })).toHaveValue(/^whsec_/);
  await expectAccessible(page, "the new webhook's secret");
  await secret.getByRole("button", { name: "Listo" }).click();

  const webhooks = page.getByRole("list", { name: "Webhooks" });
  await expect(webhooks.getByText(url)).toBeVisible();
  await expect(webhooks.getByText("Servicio finalizado")).toBeVisible();
  await page.getByRole("button", { name: `Enviar evento de prueba a ${url}` }).click();
  await expect(page.getByText("Evento de prueba en cola")).toBeVisible();
  const log = page.getByRole("table", { name: "Registro de entregas" });
  await expect(log.getByRole("row").filter({ hasText: "webhook.test" })).toBeVisible();
  await expect(log.getByText("La dirección apunta a una red interna")).toBeVisible();
  await expectAccessible(page, "the webhooks with a delivery");
  await page.screenshot({ path: "test-results/webhooks-1366.png", fullPage: true });
  await onPhone(page);
  await page.screenshot({ path: "test-results/webhooks-390.png", fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });

  await page.getByRole("button", { name: `Eliminar webhook ${url}` }).click();
  await page.getByRole("dialog").filter({ hasText: "¿Está seguro de eliminar el webhook?" }).getByRole("button", { name: "Si" }).click();
  await expect(page.getByText("No hay webhooks")).toBeVisible();

  await openTab(page, "Claves de API");
  await expect(page).toHaveTitle("Despacho | Claves de API");
  await expectAccessible(page, "the API keys");
  await page.getByRole("button", { name: "Crear clave de API" }).click();
  const create = page.getByRole("dialog", { name: "Nueva clave de API" });
  await create.getByRole("textbox", { name: "Nombre" }).fill("Tienda en línea");
  await create.getByRole("combobox", { name: "Plantilla de permisos" }).click();
  await page.getByRole("option", { name: "Operador" }).click();
  await expectAccessible(page, "the API key dialog");
  await create.getByRole("button", { name: "Guardar" }).click();
  const shown = page.getByRole("dialog", { name: "Clave de API creada" });
  const key = shown.getByRole("textbox", { name: "Clave de API" });
  await expect(key).toHaveValue(/^dsp_/);
  const value = await key.inputValue();
  await expect(shown.getByText("Copie la clave ahora: no se volverá a mostrar.")).toBeVisible();
  await shown.getByRole("button", { name: "Copiar clave de api" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  await expectAccessible(page, "the new API key");
  await page.screenshot({ path: "test-results/api-key-shown-1366.png" });
  await shown.getByRole("button", { name: "Listo" }).click();

  const keys = page.getByRole("table", { name: "Claves de API" });
  const row = keys.getByRole("row").filter({ hasText: "Tienda en línea" });
  await expect(row).toContainText(`${value.slice(0, 12)}…`);
  await expect(row).toContainText("Nunca");
  await expect(page.getByText(value)).toHaveCount(0);
  await page.screenshot({ path: "test-results/api-keys-1366.png", fullPage: true });
  await page.getByRole("button", { name: "Revocar clave Tienda en línea" }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: "¿Está seguro de revocar la clave de API?" });
  await expectAccessible(page, "the revoke confirmation");
  await confirm.getByRole("button", { name: "Si" }).click();
  await expect(page.getByText("Clave revocada")).toBeVisible();
  await expect(row).toContainText("Revocada");
  await onPhone(page);
  await page.screenshot({ path: "test-results/api-keys-390.png", fullPage: true });
});

test("an operator without the codenames is kept out of both screens", async ({ page }) => {
  await signInAt(page, "operador");
  for (const path of ["/configuration/webhooks", "/configuration/api-keys"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/not-found$/);
  }
});
