import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { showOnPhone } from "./support/layout";
import { signInCourier } from "./support/courier";
import { signInAt } from "./support/session";

const toast = (page: Page, text: string) => page.getByTestId("toast-success").filter({ hasText: text });

async function as(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAt(page, username);
  await expect(page).not.toHaveURL(/select-headquarter/);
  return { page, close: () => context.close() };
}

test("a store asks another business for a covenant, it is accepted, ordered in a priority group, disabled there, names its couriers and is cancelled", async ({
  browser,
  request,
}) => {
  // Two businesses in two browsers, six screens with axe: past a minute and a half on a busy machine.
  test.slow();
  const business = await as(browser, "negocio");
  const page = business.page;
  // The provider's requests are open before anything is asked: the request arrives live (covenants:change).
  const provider = await as(browser, "proveedor");
  await provider.page.goto("/covenants/request");
  const received = provider.page.getByRole("region", { name: "Solicitudes recibidas" });
  await expect(received.getByText("No hay solicitudes por responder")).toBeVisible();

  await test.step("negocio asks Bodega Norte to serve its store", async () => {
    await page.getByRole("link", { name: "Solicitudes de convenio" }).click();
    await expect(page.getByRole("heading", { name: "Solicitudes de convenio" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Solicitudes recibidas" }).getByText("No hay solicitudes por responder")).toBeVisible();
    await expectAccessible(page, "the covenant requests");
    await page.screenshot({ path: "test-results/covenants-request-1366.png", fullPage: true });
    const form = page.getByRole("region", { name: "Solicitar convenio" });
    await form.getByRole("button", { name: "Solicitar convenio" }).click();
    await expect(form.getByText("Elija una de sus tiendas")).toBeVisible();
    await form.getByLabel("Mi tienda").click();
    await page.getByRole("option", { name: "La Esquina Chapinero" }).click();
    await form.getByLabel("Tienda proveedora").click();
    await page.getByRole("option", { name: "Bodega Norte (Mensajería Rápida)" }).click();
    await form.getByLabel("Forma de pago").click();
    await page.getByRole("option", { name: "A crédito" }).click();
    await form.getByLabel("Descuento (%)").fill("10");
    await form.getByLabel("Nota").fill("Entregas antes de las 6 p. m.");
    await form.getByRole("button", { name: "Solicitar convenio" }).click();
    await expect(toast(page, "Solicitud de convenio enviada")).toBeVisible();
    const sent = page.getByRole("region", { name: "Solicitudes enviadas" });
    await expect(sent.getByRole("article", { name: "Bodega Norte (Mensajería Rápida)" })).toContainText(
      "A crédito · 10 % de descuento · Entregas antes de las 6 p. m.",
    );
  });

  await test.step("the headquarter's staff see the request waiting, and cannot answer it", async () => {
    const operator = await as(browser, "operador");
    await operator.page.getByRole("link", { name: "Solicitudes de convenio" }).click();
    const waiting = operator.page.getByRole("region", { name: "Esperando respuesta" });
    const request = waiting.getByRole("article", { name: "La Esquina Chapinero (Tienda La Esquina) → Bodega Norte (Mensajería Rápida)" });
    await expect(request).toContainText("A crédito · 10 % de descuento · Entregas antes de las 6 p. m.");
    await expect(request.getByRole("button")).toHaveCount(0);
    await expect(operator.page.getByRole("region", { name: "Solicitar convenio" })).toHaveCount(0);
    await expectAccessible(operator.page, "the staff's covenant requests");
    await operator.close();
  });

  await test.step("proveedor, whose screen was open, sees it arrive without a reload and accepts it", async () => {
    const request = received.getByRole("article", { name: "La Esquina Chapinero (Tienda La Esquina)" });
    await expect(request).toContainText("Proveedor: Bodega Norte");
    await expectAccessible(provider.page, "the provider's requests");
    await request.getByRole("button", { name: /^Aceptar/ }).click();
    await expect(toast(provider.page, "Convenio aceptado")).toBeVisible();
    await expect(received.getByText("No hay solicitudes por responder")).toBeVisible();
    // The business's own screen hears the answer: its request is no longer waiting.
    await expect(
      page.getByRole("region", { name: "Solicitudes enviadas" }).getByText("No tiene solicitudes esperando respuesta"),
    ).toBeVisible();
    await provider.close();
  });

  await test.step("negocio puts it in a new priority group of its store and disables it there", async () => {
    await page.getByRole("link", { name: "Historial de convenios" }).click();
    await expect(page.getByRole("heading", { name: "Historial de convenios" })).toBeVisible();
    const grid = page.getByRole("grid", { name: "Convenios" });
    await expect(grid.getByRole("row").filter({ hasText: "Bodega Norte (Mensajería Rápida)" })).toContainText("Aceptado");
    await page.getByRole("button", { name: "Condiciones del convenio con Bodega Norte (Mensajería Rápida)" }).click();
    const terms = page.getByRole("dialog", { name: "Condiciones del convenio con Bodega Norte (Mensajería Rápida)" });
    await expect(terms.getByLabel("Descuento (%)")).toHaveValue("10");
    await expectAccessible(page, "the covenant terms dialog");
    await terms.getByLabel("Descuento (%)").fill("12");
    await terms.getByRole("button", { name: "Guardar" }).click();
    await expect(terms).toHaveCount(0);
    await expect(grid.getByRole("row").filter({ hasText: "Bodega Norte (Mensajería Rápida)" })).toContainText("12 % de descuento");
    const groups = page.getByRole("region", { name: "Grupos de prioridad" });
    await expect(groups.getByText("La tienda no tiene grupos de prioridad")).toBeVisible();
    await expectAccessible(page, "the covenant history");
    await groups.getByRole("button", { name: "Crear grupo" }).click();
    await expect(toast(page, "Grupo de prioridad creado")).toBeVisible();
    const group = groups.getByRole("article", { name: "Grupo 1" });
    await group.getByLabel("Convenio aceptado").click();
    await page.getByRole("option", { name: "Bodega Norte (Mensajería Rápida)" }).click();
    await group.getByRole("button", { name: "Agregar al grupo" }).click();
    await expect(toast(page, "Agregado correctamente")).toBeVisible();
    const member = group.getByRole("switch", { name: "Habilitar Bodega Norte (Mensajería Rápida)" });
    await expect(member).toBeChecked();
    await member.click();
    await expect(toast(page, "Actualizado correctamente").last()).toBeVisible();
    await expect(member).not.toBeChecked();
    await expect(group.getByText("Deshabilitado")).toBeVisible();
    // A second group moved up to first place: the groups swap numbers.
    await groups.getByRole("button", { name: "Crear grupo" }).click();
    await expect(groups.getByRole("article", { name: "Grupo 2" }).getByText("Sin convenios en este grupo")).toBeVisible();
    await expect(groups.getByRole("button", { name: "Subir Grupo 1" })).toBeDisabled();
    await expect(groups.getByRole("button", { name: "Bajar Grupo 2" })).toBeDisabled();
    await groups.getByRole("button", { name: "Subir Grupo 2" }).click();
    await expect(toast(page, "Orden de los grupos actualizado")).toBeVisible();
    await expect(groups.getByRole("article", { name: "Grupo 1" }).getByText("Sin convenios en este grupo")).toBeVisible();
    await expect(groups.getByRole("article", { name: "Grupo 2" }).getByText("Deshabilitado")).toBeVisible();
    await page.screenshot({ path: "test-results/covenants-history-1366.png", fullPage: true });
    await showOnPhone(page);
    await page.screenshot({ path: "test-results/covenants-history-390.png", fullPage: true });
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  await test.step("negocio names a courier of the headquarter who serves the covenant (issue 22), and removes one after confirming", async () => {
    const courier = await signInCourier(request, "mensajero1");
    await page.getByRole("button", { name: "Colaboradores del convenio con Bodega Norte (Mensajería Rápida)" }).click();
    const dialog = page.getByRole("dialog", { name: "Colaboradores del convenio con Bodega Norte (Mensajería Rápida)" });
    await expect(dialog.getByText("El convenio aún no nombra colaboradores")).toBeVisible();
    await expect(dialog.getByText("0 de 50 colaboradores")).toBeVisible();
    await expectAccessible(page, "the covenant's couriers, none yet");
    // With the keyboard: type the name, go down to the suggestion and pick it with Enter.
    const field = dialog.getByLabel("Agregar colaborador");
    await field.fill(courier.fullName);
    await expect(page.getByRole("option")).toHaveText([courier.fullName]);
    await field.press("ArrowDown");
    await field.press("Enter");
    await expect(toast(page, "Colaborador agregado al convenio")).toBeVisible();
    const named = dialog.getByRole("list", { name: "Colaboradores del convenio" });
    // Each item reads the avatar's initials, then the name.
    const endingIn = (...names: string[]) => names.map((name) => new RegExp(`${name}$`));
    await expect(named.getByRole("listitem")).toHaveText(endingIn(courier.fullName));
    await expect(dialog.getByText("1 de 50 colaboradores")).toBeVisible();
    await expect(field).toHaveValue("");
    // A second one, then removed: the confirmation first.
    await field.fill("a");
    const other = page.getByRole("option").first();
    const otherName = (await other.textContent()) ?? "";
    await other.click();
    await expect(named.getByRole("listitem")).toHaveText(endingIn(courier.fullName, otherName));
    await expectAccessible(page, "the covenant's couriers");
    await page.screenshot({ path: "test-results/covenant-couriers-1366.png" });
    // The dialog hides the page from the accessibility tree, so not showOnPhone (it finds the page's main).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(dialog.getByText("2 de 50 colaboradores")).toBeInViewport();
    await page.screenshot({ path: "test-results/covenant-couriers-390.png" });
    await page.setViewportSize({ width: 1366, height: 768 });
    await named.getByRole("button", { name: `Quitar a ${otherName}` }).click();
    const confirm = page.getByRole("dialog", { name: "¿Está seguro de quitar el colaborador del convenio?" });
    await expect(confirm).toContainText(otherName);
    await confirm.getByRole("button", { name: "Si" }).click();
    await expect(toast(page, "Colaborador quitado del convenio")).toBeVisible();
    await expect(named.getByRole("listitem")).toHaveText(endingIn(courier.fullName));
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    // Saved: opened again, the covenant still names the courier.
    await page.getByRole("button", { name: "Colaboradores del convenio con Bodega Norte (Mensajería Rápida)" }).click();
    await expect(named.getByRole("listitem")).toHaveText(endingIn(courier.fullName));
    await dialog.getByRole("button", { name: "Cerrar" }).click();
  });

  await test.step("negocio cancels the covenant from the history, after confirming", async () => {
    const row = page.getByRole("grid", { name: "Convenios" }).getByRole("row").filter({ hasText: "Bodega Norte (Mensajería Rápida)" });
    await row.getByRole("button", { name: "Cancelar convenio con Bodega Norte (Mensajería Rápida)" }).click();
    const confirm = page.getByRole("dialog", { name: "¿Está seguro de cancelar el convenio?" });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, "the cancel confirmation");
    await confirm.getByRole("button", { name: "No" }).click();
    await expect(row).toContainText("Aceptado");
    await row.getByRole("button", { name: "Cancelar convenio con Bodega Norte (Mensajería Rápida)" }).click();
    await confirm.getByRole("button", { name: "Si" }).click();
    await expect(toast(page, "Convenio cancelado")).toBeVisible();
    await expect(row).toContainText("Cancelado");
    await expect(row.getByRole("button", { name: /Cancelar convenio/ })).toHaveCount(0);
    // A cancelled covenant leaves its group.
    await expect(page.getByRole("article", { name: "Grupo 2" }).getByText("Sin convenios en este grupo")).toBeVisible();
  });

  await test.step("the headquarter's staff read it in the history, with both stores and no actions", async () => {
    const operator = await as(browser, "operador");
    await operator.page.getByRole("link", { name: "Historial de convenios" }).click();
    const row = operator.page
      .getByRole("grid", { name: "Convenios" })
      .getByRole("row")
      .filter({ hasText: "Bodega Norte (Mensajería Rápida)" })
      .filter({ hasText: "Cancelado" })
      .first();
    await expect(row).toContainText("La Esquina Chapinero (Tienda La Esquina)");
    await expect(row).toContainText("A crédito · 12 % de descuento");
    await expect(row.getByRole("button")).toHaveCount(0);
    await expect(operator.page.getByRole("heading", { name: "Grupos de prioridad" })).toHaveCount(0);
    await expectAccessible(operator.page, "the staff's covenant history");
    await operator.page.screenshot({ path: "test-results/covenants-staff-history-1366.png", fullPage: true });
    await showOnPhone(operator.page);
    await operator.page.screenshot({ path: "test-results/covenants-staff-history-390.png", fullPage: true });
    await operator.close();
  });
  await business.close();
});
