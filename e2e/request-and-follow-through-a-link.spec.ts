import { expect, test } from "@playwright/test";
import { apiAs, linkedCourier } from "./support/api";
import { expectAccessible } from "./support/axe";
import { DEMO_PASSWORD, signInAt } from "./support/session";

const PHONE = { width: 390, height: 844 };

test("an operator makes a link; a customer on a phone requests a service with it, follows it while it is assigned, started and finished, and rates it; a revoked link shows the token failure", async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const linkName = `Pedidos web ${stamp}`;
  const customer = `Cliente Enlace ${stamp}`;
  const admin = await apiAs(request, "admin");

  // The operator creates the link on /link-manage.
  await signInAt(page, "admin");
  await page.goto("/link-manage");
  await expect(page.getByRole("heading", { name: "Enlaces para crear servicios" })).toBeVisible();
  await page.getByRole("button", { name: "Crear enlace" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Nuevo enlace" });
  await dialog.getByLabel("Nombre").fill(linkName);
  await dialog.getByRole("combobox", { name: "Tipos de servicio" }).click();
  await page.getByRole("option").first().click();
  await page.keyboard.press("Escape");
  await dialog.getByRole("combobox", { name: "Métodos de pago permitidos" }).click();
  await page.getByRole("option", { name: "Efectivo" }).click();
  await page.keyboard.press("Escape");
  await expectAccessible(page, "the new link dialog");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("gridcell", { name: linkName, exact: true })).toBeVisible();
  await expectAccessible(page, "/link-manage");
  await page.screenshot({ path: "test-results/link-manage-1366.png" });
  const { results: links } = await admin.call("GET", "/api/link-services/");
  const link = links.find((l: { name: string }) => l.name === linkName);

  // The customer, on a phone with nothing but the link.
  const phone = await browser.newContext({ viewport: PHONE, locale: "es-CO", timezoneId: "America/Bogota" });
  const customerPage = await phone.newPage();
  await customerPage.goto(`/link-service/${link.token}`);
  await expect(customerPage.getByRole("heading", { name: "Solicitar servicio" })).toBeVisible();
  await expect(customerPage.getByTestId("navbar")).toHaveCount(0);
  await customerPage.getByRole("button", { name: "Solicitar servicio" }).click();
  await expect(customerPage.getByText("El nombre debe tener al menos 3 caracteres")).toBeVisible();
  await expect(customerPage.getByText("Seleccione el tipo de servicio")).toBeVisible();
  await expectAccessible(customerPage, "/link-service with every field touched");
  await customerPage.getByLabel("Nombre").fill(customer);
  await customerPage.getByLabel("Teléfono").fill("300 765 4321");
  await customerPage.getByRole("combobox", { name: "Tipo de servicio" }).click();
  await customerPage.getByRole("option").first().click();
  await customerPage.getByRole("combobox", { name: "Método de pago" }).click();
  await customerPage.getByRole("option", { name: "Efectivo" }).click();
  await customerPage.getByLabel("Dirección de origen").fill("Calle 80 # 15-20");
  await customerPage.getByLabel("Descripción de origen").fill("Portería principal");
  await customerPage.getByLabel("Dirección del destino 1").fill("Carrera 7 # 45-10");
  // The form is kept between visits.
  await customerPage.reload();
  await expect(customerPage.getByLabel("Nombre")).toHaveValue(customer);
  await expect(customerPage.getByLabel("Dirección del destino 1")).toHaveValue("Carrera 7 # 45-10");
  await expect(customerPage.getByLabel("Valor requerido (COP)")).toHaveValue("0");
  await customerPage.screenshot({ path: "test-results/link-service-390.png", fullPage: true });
  await customerPage.getByRole("button", { name: "Solicitar servicio" }).click();

  // The tracking page follows the service.
  await expect(customerPage).toHaveURL(/\/tracking\/[A-Za-z0-9_-]{43}$/);
  await expect(customerPage.getByRole("list", { name: "Estado del servicio" })).toContainText("Solicitud recibida");
  await expectAccessible(customerPage, "/tracking waiting for a courier");
  const { results: found } = await admin.call("GET", `/api/services/?q=${encodeURIComponent(customer)}`);
  const service = found[0];

  const courier = await linkedCourier(request, "Rocío", "Enlace");
  const { results: couriers } = await admin.call("GET", `/api/users/messengers/?q=${courier.username}`);
  await admin.call("PATCH", `/api/services/${service.uuid}/assign/`, { messenger: couriers[0].uuid });
  const login = await request.post("/api/users/token/", { data: { username: courier.username, password: DEMO_PASSWORD } });
  const courierHeaders = { authorization: `Bearer ${(await login.json()).access}` };
  const act = async (action: "start" | "finish") =>
    expect((await request.patch(`/api/courier/services/${service.uuid}/${action}/`, { headers: courierHeaders })).ok()).toBeTruthy();

  await customerPage.reload();
  await expect(customerPage.locator('[aria-current="step"]')).toContainText("Mensajero asignado");
  await act("start");
  await customerPage.reload();
  await expect(customerPage.locator('[aria-current="step"]')).toContainText("En camino");
  await expect(customerPage.getByRole("heading", { name: "Rocío E. va en camino" })).toBeVisible();
  await expectAccessible(customerPage, "/tracking in progress");
  await customerPage.screenshot({ path: "test-results/tracking-in-progress-390.png", fullPage: true });
  await act("finish");
  await customerPage.reload();
  await expect(customerPage.locator('[aria-current="step"]')).toContainText("Entregado");
  await expect(customerPage.getByRole("heading", { name: "Rocío E. va en camino" })).toHaveCount(0);
  await customerPage.getByLabel("4,5 estrellas").check();
  await expectAccessible(customerPage, "/tracking rating");
  await customerPage.getByRole("button", { name: "Enviar calificación" }).click();
  await expect(customerPage.getByRole("heading", { name: "¡Gracias por su calificación!" })).toBeVisible();
  await expect(customerPage.getByRole("img", { name: "4,5 de 5 estrellas" })).toBeVisible();
  await customerPage.screenshot({ path: "test-results/tracking-rated-390.png", fullPage: true });
  await customerPage.setViewportSize({ width: 1366, height: 768 });
  await customerPage.screenshot({ path: "test-results/tracking-rated-1366.png" });

  // The operator revokes the link after confirming; the customer's next visit shows the token failure.
  await page.getByRole("button", { name: `Revocar enlace ${linkName}` }).click();
  const confirm = page.getByRole("dialog", { name: /revocar el enlace/ });
  await expectAccessible(page, "the revoke confirmation");
  await confirm.getByRole("button", { name: "Si" }).click();
  await expect(page.getByRole("row", { name: new RegExp(linkName) })).toContainText("Revocado");
  await customerPage.setViewportSize(PHONE);
  await customerPage.goto(`/link-service/${link.token}`);
  await expect(customerPage.getByTestId("link-token-failure")).toContainText("El enlace no es válido o ya no está disponible");
  await expectAccessible(customerPage, "the token failure");
  await customerPage.screenshot({ path: "test-results/link-token-failure-390.png" });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: "test-results/link-manage-390.png" });
  await phone.close();
});
