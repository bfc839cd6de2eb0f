import { expect, type Page, test } from "@playwright/test";
import { apiAs, createService } from "./support/api";
import { expectAccessible } from "./support/axe";
import { signInAt } from "./support/session";

const openConfiguration = async (page: Page, tab: string) => {
  await page.getByRole("navigation", { name: "Secciones de configuración" }).getByRole("tab", { name: tab }).click();
};

test("an administrator makes the headquarter unavailable and an open desk hides 'Nuevo servicio' at once", async ({ page, browser }) => {
  const deskContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const desk = await deskContext.newPage();
  await signInAt(desk, "operador");
  await expect(desk).toHaveURL(/\/desktop$/);
  const newService = desk.getByRole("button", { name: "Nuevo servicio" });
  await expect(newService).toBeVisible();

  await signInAt(page, "admin");
  await page.getByRole("button", { name: "Menú de perfil" }).click();
  await page.getByRole("menuitem", { name: "Configuración" }).click();
  await expect(page).toHaveURL(/\/configuration\/general$/);
  await expect(page).toHaveTitle("Despacho | Configuración general");
  const available = page.getByRole("switch", { name: /Disponible para crear servicios/ });
  await expect(available).toBeChecked();
  await expectAccessible(page, "the general settings");

  await available.click();
  await expect(page.getByText("Actualizado correctamente")).toBeVisible();
  await expect(available).not.toBeChecked();
  await expect(newService).toBeHidden();

  await available.click();
  await expect(available).toBeChecked();
  await expect(newService).toBeVisible();
  await deskContext.close();

  // Issue 23: the customers' SMS or WhatsApp gateway, kept after a reload and turned off by emptying it.
  const messages = page.getByRole("region", { name: "Mensajes a clientes" });
  const gateway = messages.getByLabel("Dirección de la pasarela (SMS o WhatsApp)");
  await gateway.fill("pasarela");
  await messages.getByRole("button", { name: "Guardar" }).click();
  await expect(messages.getByText("Use una dirección http(s) válida")).toBeVisible();
  await gateway.fill("https://sms.ejemplo.co/enviar");
  await messages.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Pasarela de mensajes guardada")).toBeVisible();
  await expectAccessible(page, "the customer messages gateway");
  await page.reload();
  await expect(gateway).toHaveValue("https://sms.ejemplo.co/enviar");
  await gateway.fill("");
  await messages.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Pasarela de mensajes guardada")).toBeVisible();
  await page.reload();
  await expect(gateway).toHaveValue("");
});

test("a service type services used refuses deletion with its Spanish message", async ({ page, request }) => {
  await createService(request, `Cliente Tipo ${Date.now().toString(36)}`);
  await signInAt(page, "admin");
  await page.goto("/configuration");
  await expect(page).toHaveURL(/\/configuration\/general$/);
  await openConfiguration(page, "Tipos de servicio");
  const types = page.getByRole("list", { name: "Tipos de servicio" });
  await expect(types.getByText("Domicilio")).toBeVisible();
  await expectAccessible(page, "the service types");
  await page.getByRole("button", { name: "Agregar tipo de servicio" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo tipo de servicio" });
  await expectAccessible(page, "the service type dialog");
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await page.getByRole("button", { name: "Eliminar tipo de servicio Domicilio" }).click();
  await page.getByRole("dialog", { name: "¿Está seguro de eliminar el tipo de servicio?" }).getByRole("button", { name: "Si" }).click();
  await expect(page.getByText("No se puede eliminar el tipo de servicio porque ya se usó en servicios; puede desactivarlo")).toBeVisible();
  await expect(types.getByText("Domicilio")).toBeVisible();
});

test("an administrator sets the remuneration and the business form fields", async ({ page }) => {
  await signInAt(page, "admin");
  await page.goto("/configuration/activation-remuneration");
  await expect(page).toHaveTitle("Despacho | Activación y remuneración");
  await page.getByRole("radio", { name: "Porcentaje del costo" }).check();
  const value = page.getByRole("spinbutton", { name: "Porcentaje del costo del servicio" });
  await value.fill("150");
  await page.getByRole("checkbox", { name: "SOAT vigente" }).check();
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("El porcentaje debe estar entre 0 y 100")).toBeVisible();
  await expectAccessible(page, "the activation and remuneration settings");
  await value.fill("70");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Actualizado correctamente")).toBeVisible();

  await openConfiguration(page, "Campos del formulario");
  const routeCode = page.getByRole("checkbox", { name: "Código de ruta" });
  await expect(routeCode).toBeChecked();
  await expectAccessible(page, "the form field settings");
  await routeCode.uncheck();
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Actualizado correctamente")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Código de ruta" })).not.toBeChecked();
});

test("a payment method services used refuses deletion with its Spanish message", async ({ page, request }) => {
  const name = `Bono ${Date.now().toString(36)}`;
  await signInAt(page, "admin");
  await page.goto("/configuration/payment-method");
  await expect(page).toHaveTitle("Despacho | Métodos de pago");
  const methods = page.getByRole("list", { name: "Métodos de pago" });
  await expect(methods.getByText("Efectivo")).toBeVisible();
  await expectAccessible(page, "the payment methods");

  await page.getByRole("button", { name: "Agregar método de pago" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo método de pago" });
  await expectAccessible(page, "the payment method dialog");
  await dialog.getByRole("textbox", { name: "Nombre" }).fill(name);
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Agregado correctamente")).toBeVisible();
  const row = methods.getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("Sin usar");

  // A service paid with the new method.
  const admin = await apiAs(request, "admin");
  const [type] = await admin.call("GET", "/api/service-types/?all=true");
  const { results } = await admin.call("GET", "/api/payment-method/?limit=100");
  const method = results.find((m: { name: string }) => m.name === name);
  const place = (address: string, kind: "origin" | "destination") => ({
    type: kind,
    address,
    description: "Portería principal",
    latitude: 4.65,
    longitude: -74.06,
  });
  await admin.call("POST", "/api/services/", {
    name: "Cliente del bono",
    phone_number: "3001234567",
    type: type.uuid,
    payment_method: method.uuid,
    calculated_cost: 9000,
    required_value: 0,
    locations: [place("Calle 80 # 15-20", "origin"), place("Carrera 7 # 45-10", "destination")],
  });
  await page.reload();
  await expect(row).toContainText("Usado en servicios");

  await page.getByRole("button", { name: `Eliminar método de pago ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "¿Está seguro de eliminar el método de pago?" });
  await expectAccessible(page, "the payment method delete confirmation");
  await confirm.getByRole("button", { name: "Si" }).click();
  // spec §8: a refusal shows as an error toast with the server's Spanish message.
  await expect(page.getByText("No se puede eliminar el método de pago porque ya se usó en servicios; puede desactivarlo")).toBeVisible();
  await expectAccessible(page, "the refusal");
  await expect(row).toBeVisible();
});

test("an administrator creates a tag and deletes it", async ({ page }) => {
  const name = `Nocturno ${Date.now().toString(36)}`;
  await signInAt(page, "admin");
  await page.getByRole("link", { name: "Etiquetas" }).click();
  await expect(page).toHaveURL(/\/tags$/);
  await expect(page).toHaveTitle("Despacho | Etiquetas");
  const tags = page.getByRole("list", { name: "Etiquetas" });
  await expect(tags.getByText("urgente")).toBeVisible();
  await expectAccessible(page, "the tags");

  await page.getByRole("button", { name: "Agregar etiqueta" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva etiqueta" });
  await expect(dialog.getByRole("button", { name: "Guardar" })).toBeDisabled();
  await expectAccessible(page, "the tag dialog");
  await dialog.getByRole("textbox", { name: "Nombre" }).fill("URGENTE");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("Ya existe una etiqueta con ese nombre")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Nombre" }).fill(name);
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Agregado correctamente")).toBeVisible();

  await page.getByPlaceholder("Buscar...").fill(name);
  await expect(tags.getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: `Eliminar etiqueta ${name}` }).click();
  await page.getByRole("dialog", { name: "¿Está seguro de eliminar la etiqueta?" }).getByRole("button", { name: "Si" }).click();
  await expect(page.getByText("Eliminado correctamente")).toBeVisible();
  await expect(page.getByText(`No hay etiquetas que coincidan con «${name}»`)).toBeVisible();
});
