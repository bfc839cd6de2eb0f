import { expect, type Page, test } from "@playwright/test";
import { fileURLToPath } from "node:url";
import { apiAs } from "./support/api";
import { expectAccessible } from "./support/axe";
import { signInCourier } from "./support/courier";
import { DEMO_PASSWORD } from "./support/session";

// issue 24, the courier's account on the phone (390×844): sign up, ask to join a headquarter and follow the request,
// profile and motorcycles, earnings from the payroll ledger, and a photo in the chat with the headquarter.
const PHOTO = fileURLToPath(new URL("../apps/courier/public/icon-512.png", import.meta.url));

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/courier-account-${name}.png`, fullPage: true });

test("a newcomer signs up in the courier app, joins a headquarter, registers a motorcycle, reads a payment in the earnings and sends a photo", async ({
  page,
  request,
}) => {
  // Nine screens, each checked by axe, and the headquarter's answers between them: longer than one task's journey.
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const name = `Sucursal cuentas ${stamp}`;
  await (await apiAs(request, "admin")).call("POST", "/api/headquarter/", { name, city: 5001 });
  const admin = await apiAs(request, "admin", name);

  // Sign up: from /login to the courier app's form; the domain's messages before anything is sent.
  await page.goto("/login");
  await page.getByRole("link", { name: "Crea tu cuenta" }).click();
  await expect(page).toHaveURL(/\/courier\/registro$/);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("Campo requerido").first()).toBeVisible();
  const username = `cuenta_${stamp}`;
  await page.getByLabel("Nombres").fill("Sara");
  await page.getByLabel("Apellidos").fill(`Montoya ${stamp}`);
  await page.getByLabel("Número de documento").fill(String(Date.now()).slice(-10));
  await page.getByLabel("Celular").fill("3005550199");
  await page.getByLabel("Correo electrónico").fill("no-es-un-correo");
  await page.getByLabel("Usuario").fill(username);
  await page.getByLabel("Contraseña").fill("corta");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("Formato de email no válido")).toBeVisible();
  await expect(page.getByText(/La contraseña debe tener al menos \d+ caracteres/)).toBeVisible();
  await expectAccessible(page, "the sign-up form with its messages");
  await shot(page, "sign-up");
  await page.getByLabel("Correo electrónico").fill(`${username}@example.com`);
  await page.getByLabel("Contraseña").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Crear cuenta" }).click();

  // Signed in with the new account: no headquarter yet, so the home asks to join one and to register a motorcycle.
  await expect(page).toHaveURL(/\/courier\/$/);
  await expect(page.getByRole("heading", { name: "Únete a una sucursal" })).toBeVisible();
  await expect(page.getByText("Registra tu motocicleta en")).toBeVisible();

  // A motorcycle: the domain's messages in Spanish, then saved unverified and corrected.
  await page.getByRole("button", { name: "Perfil" }).click();
  await page.getByRole("link", { name: "Agregar motocicleta" }).click();
  const plate = `M${stamp.slice(-5).toUpperCase()}`;
  await page.getByLabel("Placa").fill("AB-12");
  await page.getByLabel("Marca").fill("Honda");
  await page.getByLabel("Modelo").fill("2023");
  await page.getByLabel("Cilindraje (c.c.)").fill("20");
  await page.getByLabel("Inicio del SOAT").fill("2026-03-01");
  await page.getByLabel("Vencimiento del SOAT").fill("2026-01-01");
  await page.getByRole("button", { name: "Agregar motocicleta" }).click();
  await expect(page.getByText("Use solo letras y números en la placa (por ejemplo ABC12D)")).toBeVisible();
  await expect(page.getByText("El cilindraje debe estar entre 50 y 2000")).toBeVisible();
  await expect(page.getByText("La fecha de vencimiento del SOAT debe ser posterior a la de inicio")).toBeVisible();
  await expectAccessible(page, "the motorcycle form with its messages");
  await shot(page, "motorcycle-form");
  await page.getByLabel("Placa").fill(plate.toLowerCase());
  await page.getByLabel("Cilindraje (c.c.)").fill("150");
  await page.getByLabel("Vencimiento del SOAT").fill("2027-02-28");
  await page.getByRole("button", { name: "Agregar motocicleta" }).click();
  const bike = page.getByRole("article", { name: `Motocicleta ${plate}` });
  await expect(bike).toContainText("Sin verificar");
  await expect(bike).toContainText("Honda · 2023");
  await bike.getByRole("link", { name: `Editar ${plate}` }).click();
  await page.getByLabel("Color").fill("Rojo");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(bike).toContainText("Honda · 2023 · Rojo");

  // The courier's own data.
  await page.getByRole("link", { name: "Editar mis datos" }).click();
  await page.getByLabel("Dirección").fill("Calle 10 # 43-20");
  await expectAccessible(page, "the courier's data form");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Dirección: Calle 10 # 43-20")).toBeVisible();

  // Find the headquarter by a part of its name, ask to join it and follow the request as the headquarter answers it.
  await page.getByRole("searchbox", { name: "Nombre de la sucursal" }).fill(`no existe ${stamp}`);
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByText("Ninguna sucursal abierta a colaboradores tiene ese nombre.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Nombre de la sucursal" }).fill(`CUENTAS ${stamp}`);
  await page.getByRole("button", { name: "Buscar" }).click();
  const found = page.getByRole("radiogroup", { name: "Sucursales encontradas" }).getByRole("radio");
  await expect(found).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Enviar solicitud" })).toBeDisabled();
  await page.getByRole("radio", { name: `${name} · Medellín` }).check();
  await expectAccessible(page, "the headquarters found by name");
  await shot(page, "join-search");
  await page.getByRole("button", { name: `Enviar solicitud a ${name}` }).click();
  const request_ = page.getByRole("article", { name: `Solicitud a ${name}` });
  await expect(request_).toContainText("En espera");
  await expect(request_.getByRole("button", { name: "Cancelar solicitud" })).toBeVisible();
  await expectAccessible(page, "the profile with a motorcycle and a request");
  await shot(page, "profile");
  const [petition] = (await admin.call("GET", "/api/membership/petition/?direction=received&status=waiting")).results;
  await admin.call("PATCH", `/api/membership/petition/${petition.id}/accept/`);
  await page.reload();
  await expect(request_).toContainText("En proceso");
  await expect(request_).toContainText("verificará tus datos");
  const detail = await admin.call("GET", `/api/membership/petition/${petition.id}/`);
  await admin.call("PATCH", `/api/membership/petition/${petition.id}/verify/`, { motorcycle: detail.motorcycles[0].id });
  await page.reload();
  await expect(request_).toContainText("Vinculada");
  await expect(page.getByRole("region", { name: "Mis sucursales" }).getByRole("listitem")).toHaveText([`${name}Afiliado`]);
  await expect(bike).toContainText("Verificada");
  await expect(bike.getByRole("link", { name: `Editar ${plate}` })).toHaveCount(0);

  // The headquarter adds a bonus and pays part of it: the earnings read both from the ledger.
  const courier = await signInCourier(request, username);
  await admin.call("POST", `/api/users/messengers/${courier.uuid}/adjustment/`, { amount: 20_000, reason: "Bono de bienvenida" });
  await admin.call("POST", `/api/users/messengers/${courier.uuid}/payment/`, { amount: 5_000, method: "cash" });
  await page.getByRole("button", { name: "Ganancias" }).click();
  await expect(page.getByTestId("earnings-balance")).toHaveText("$ 15.000");
  const entries = page.getByTestId("earnings-entry");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText("Pago");
  await expect(entries.nth(0)).toContainText("Efectivo");
  await expect(entries.nth(0)).toContainText("-$ 5.000");
  await expect(entries.nth(1)).toContainText("Bono de bienvenida");
  await expect(page.getByText("Sin servicios finalizados en este periodo.")).toBeVisible();
  await expectAccessible(page, "the earnings");
  await shot(page, "earnings");

  // A photo in the chat: recompressed, through the outbox, shown as the headquarter will see it.
  await page.getByRole("button", { name: "Chat" }).click();
  await expect(page.getByText("Aún no hay mensajes. Escribe el primero.")).toBeVisible();
  await page.getByTestId("chat-photo-input").setInputFiles(PHOTO);
  const log = page.getByRole("log", { name: "Mensajes" });
  await expect(log.getByRole("img", { name: "Imagen enviado" })).toBeVisible();
  await expect(page.getByText("Pendiente de envío")).toHaveCount(0);
  const chat = await admin.call("GET", "/api/chats/");
  const thread = chat.results.find((c: { messenger: { uuid: string } }) => c.messenger.uuid === courier.uuid);
  expect(thread.lastMessage).toMatchObject({ type: "image", source: "messenger" });
  expect(thread.lastMessage.content).toMatch(/\.jpg$/);
  await expectAccessible(page, "the chat with a photo");
  await shot(page, "chat");
});
