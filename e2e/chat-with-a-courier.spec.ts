import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { type CourierSession, signInCourier } from "./support/courier";
import { expectNothingCut, showOnPhone } from "./support/layout";
import { signInAt } from "./support/session";

// A 1×1 PNG: the browser recompresses it to JPEG before the upload.
const PIXEL = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

const courierSays = (request: APIRequestContext, courier: CourierSession, content: string) =>
  request.post("/api/courier/chat/messages/", {
    headers: { authorization: `Bearer ${courier.access}` },
    data: { headquarter: courier.headquarters.Bogotá, type: "text", content },
  });

/** What the courier's app reads: its thread with Bogotá, newest first. */
async function courierThread(request: APIRequestContext, courier: CourierSession) {
  const res = await request.get(`/api/courier/chat/messages/?headquarter=${courier.headquarters.Bogotá}`, {
    headers: { authorization: `Bearer ${courier.access}` },
  });
  return (await res.json()).results as { type: string; content: string; source: string }[];
}

const contact = (page: Page, name: string) =>
  page.getByRole("list", { name: "Conversaciones" }).getByRole("button", { name: new RegExp(name) });

test("an operator and a courier exchange text and an image, the second desk's badge moves, and messages are forwarded", async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const carlos = await signInCourier(request, "mensajero7");
  const [tres, cuatro] = [await signInCourier(request, "mensajero3"), await signInCourier(request, "mensajero4")];

  // A second desk: the operator's toolbar shows the demo's unread chat messages (none of them seen by the operator).
  const second = await browser.newContext({ baseURL, locale: "es-CO", timezoneId: "America/Bogota" });
  const operator = await second.newPage();
  await signInAt(operator, "operador");
  const toggle = operator.getByRole("button", { name: /^Abrir chat/ });
  await expect(toggle).toHaveAccessibleName("Abrir chat, 9 sin leer");

  await signInAt(page, "admin");
  await page.getByRole("link", { name: "Chat" }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole("list", { name: "Conversaciones" }).getByRole("button")).toHaveCount(4);
  await expectAccessible(page, "the chat");

  expect((await courierSays(request, carlos, "¿Me confirmas la dirección de entrega?")).status()).toBe(201);
  await expect(contact(page, carlos.fullName)).toContainText("¿Me confirmas la dirección de entrega?");
  await expect(page.getByRole("list", { name: "Conversaciones" }).getByRole("button").first()).toContainText(carlos.fullName);
  await expect(contact(page, carlos.fullName).getByLabel("1 sin leer")).toBeVisible();
  await expect(toggle).toHaveAccessibleName("Abrir chat, 10 sin leer");

  await contact(page, carlos.fullName).click();
  const thread = page.getByRole("list", { name: `Mensajes con ${carlos.fullName}` });
  await expect(thread.getByTestId("chat-message").last()).toContainText("¿Me confirmas la dirección de entrega?");
  await expect(contact(page, carlos.fullName).getByLabel("1 sin leer")).toBeHidden();

  await page.getByRole("textbox", { name: "Mensaje" }).fill("Calle 80 # 20-10, torre 2. Mapa: www.despacho.co/ruta");
  await page.getByRole("textbox", { name: "Mensaje" }).press("Enter");
  await expect(thread.getByRole("link", { name: "www.despacho.co/ruta" })).toHaveAttribute("rel", "noopener noreferrer");
  await expect
    .poll(async () => (await courierThread(request, carlos))[0]?.content)
    .toBe("Calle 80 # 20-10, torre 2. Mapa: www.despacho.co/ruta");
  // Typed and sent one after another while the first is still on its way (held until all three are typed): none is
  // lost, and they arrive in the order typed.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/chats/messages/", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  const box = page.getByRole("textbox", { name: "Mensaje" });
  for (const text of ["Voy en camino", "Llego en 5 minutos", "Ya estoy en la portería"]) {
    await box.fill(text);
    await box.press("Enter");
  }
  release();
  await expect(box).toHaveValue("");
  await expect(
    thread.getByTestId("chat-message").filter({ hasText: /^(Voy en camino|Llego en 5 minutos|Ya estoy en la portería)/ }),
  ).toHaveText([/^Voy en camino/, /^Llego en 5 minutos/, /^Ya estoy en la portería/]);
  await page.unroute("**/api/chats/messages/");

  await page.getByTestId("chat-attach-input").setInputFiles({ name: "porteria.png", mimeType: "image/png", buffer: PIXEL });
  await expect(thread.getByRole("img", { name: /^Imagen de Ana/ })).toBeVisible();
  await expect.poll(async () => (await courierThread(request, carlos))[0]?.type).toBe("image");
  // The file is where the server keeps uploads: its own disk, or the object storage the browser posted it to.
  const stored =
    testInfo.project.name === "chromium-s3"
      ? /^http:\/\/127\.0\.0\.1:\d+\/despacho-e2e\/chats\/[0-9a-f-]{36}\.jpg$/
      : /^\/uploads\/chats\/[0-9a-f-]{36}\.jpg$/;
  expect((await courierThread(request, carlos))[0]?.content).toMatch(stored);

  // Forward the address and the photo to two other couriers.
  await page.getByRole("button", { name: "Seleccionar mensajes para reenviar" }).click();
  await page.getByRole("button", { name: "Reenviar" }).click();
  await expect(page.getByText("Debes seleccionar por lo menos 1 mensaje para reenviar")).toBeVisible();
  const boxes = thread.getByRole("checkbox");
  await boxes.nth((await boxes.count()) - 2).check();
  await boxes.last().check();
  await page.getByRole("button", { name: "Reenviar" }).click();
  const dialog = page.getByRole("dialog", { name: "Listado de colaboradores" });
  await expect(dialog.getByRole("button", { name: "Reenviar" })).toBeDisabled();
  await dialog.getByRole("checkbox", { name: tres.fullName }).check();
  await dialog.getByRole("checkbox", { name: cuatro.fullName }).check();
  await expectAccessible(page, "the forward dialog");
  await dialog.getByRole("button", { name: "Reenviar" }).click();
  await expect(page.getByText("Mensajes reenviados")).toBeVisible();
  for (const courier of [tres, cuatro]) {
    await expect.poll(async () => (await courierThread(request, courier)).slice(0, 2).map((m) => m.type)).toEqual(["image", "text"]);
  }

  // The second desk reads it from the side panel; Escape closes it.
  await toggle.click();
  const panel = operator.getByRole("dialog", { name: "Chat con colaboradores" });
  await panel.getByRole("button", { name: new RegExp(carlos.fullName) }).click();
  await expect(panel.getByTestId("chat-message").last()).toBeVisible();
  await expectAccessible(operator, "the chat side panel");
  await operator.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await second.close();
});

test("a failed image upload is marked and a click sends it again; a video follows", async ({ page, request }) => {
  const courier = await signInCourier(request, "mensajero8");
  await signInAt(page, "admin");
  await page.goto("/chat");
  await page.getByLabel("Nuevo chat con…").fill(courier.fullName);
  await page.getByRole("option", { name: courier.fullName }).click();
  const thread = page.getByRole("list", { name: `Mensajes con ${courier.fullName}` });
  await expect(page.getByText("Aún no hay mensajes. Escribe el primero.")).toBeVisible();

  // The network fails every try of the first image (3 tries), then comes back.
  let failing = true;
  await page.route(/\/api\/chats\/upload-image\//, (route) => (failing ? route.abort("connectionfailed") : route.fallback()));
  await page.getByTestId("chat-attach-input").setInputFiles({ name: "recibo.png", mimeType: "image/png", buffer: PIXEL });
  const failed = thread.getByRole("button", { name: /Error al cargar imagen Por favor haz clic para reintentar/ });
  await expect(failed).toBeVisible();
  await expectAccessible(page, "a failed upload");
  failing = false;
  await failed.click();
  await expect(thread.getByRole("img", { name: /^Imagen de Ana/ })).toBeVisible();
  await expect(failed).toBeHidden();
  await expect.poll(async () => (await courierThread(request, courier))[0]?.type).toBe("image");

  // A video reaches the courier too.
  const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42"), Buffer.alloc(16)]);
  await page.getByTestId("chat-attach-input").setInputFiles({ name: "entrega.mp4", mimeType: "video/mp4", buffer: mp4 });
  await expect(thread.getByLabel(/^Video de Ana/)).toBeVisible();
  await expect.poll(async () => (await courierThread(request, courier))[0]?.type).toBe("video");

  // The courier's page opens the same conversation.
  await page.goto(`/messengers/${courier.uuid}`);
  await page.getByRole("link", { name: "Abrir chat" }).click();
  await expect(page).toHaveURL(new RegExp(`/chat\\?messenger=${courier.uuid}$`));
  await expect(thread.getByRole("img", { name: /^Imagen de Ana/ })).toBeVisible();
});

test("on a phone the chat shows the contacts, then one conversation with a way back", async ({ page }) => {
  await signInAt(page, "admin");
  await page.goto("/chat");
  await showOnPhone(page);
  const list = page.getByRole("list", { name: "Conversaciones" });
  await expect(list.getByRole("button").first()).toBeVisible();
  await expectNothingCut(page.getByRole("main"));
  await list.getByRole("button").first().click();
  await expect(list).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Mensaje" })).toBeVisible();
  await expectAccessible(page, "the chat on a phone");
  // Choosing messages to forward puts Cancelar and Reenviar under the courier's name, which keeps its width.
  const name = page.getByRole("main").getByRole("heading", { level: 2 });
  const nameHeight = (await name.boundingBox())?.height ?? 0;
  await page.getByRole("button", { name: "Seleccionar mensajes para reenviar" }).click();
  await expect(page.getByRole("button", { name: "Reenviar" })).toBeVisible();
  expect((await name.boundingBox())?.height).toBe(nameHeight);
  await expectNothingCut(page.getByRole("main"));
  await page.getByRole("button", { name: "Cancelar" }).click();
  await page.getByRole("button", { name: "Volver a las conversaciones" }).click();
  await expect(list).toBeVisible();
});

test("a voice note: without a microphone the operator is told, with one it is timed, cancelled or sent", async ({ page, request }) => {
  const courier = await signInCourier(request, "mensajero6");
  await signInAt(page, "admin");
  await page.goto("/chat");
  await page.getByLabel("Nuevo chat con…").fill(courier.fullName);
  await page.getByRole("option", { name: courier.fullName }).click();
  const thread = page.getByRole("list", { name: `Mensajes con ${courier.fullName}` });

  // The test browser has no microphone and grants none.
  await page.getByRole("button", { name: "Grabar audio" }).click();
  await expect(page.getByText("Dispositivo no encontrado")).toBeVisible();

  // A microphone that plays a tone: the browser's own recorder records it.
  await page.evaluate(() => {
    navigator.mediaDevices.getUserMedia = async () => {
      const audio = new AudioContext();
      const tone = audio.createOscillator();
      const microphone = audio.createMediaStreamDestination();
      tone.connect(microphone);
      tone.start();
      return microphone.stream;
    };
  });
  const clock = page.getByRole("timer", { name: "Tiempo de grabación" });
  await page.getByRole("button", { name: "Grabar audio" }).click();
  await expect(clock).toHaveText("0:00");
  await page.getByRole("button", { name: "Cancelar grabación" }).click();
  await expect(clock).toBeHidden();

  await page.getByRole("button", { name: "Grabar audio" }).click();
  await expect(clock).toHaveText("0:01");
  await page.getByRole("button", { name: "Enviar audio" }).click();
  // Only the confirmed recording went: the cancelled one was never sent.
  await expect(thread.getByLabel(/^Audio de Ana/)).toHaveCount(1);
  const audios = async () => (await courierThread(request, courier)).filter((m) => m.type === "audio").map((m) => m.content);
  await expect.poll(async () => (await audios()).length).toBe(1);
  expect((await audios())[0]).toMatch(/\.webm$/);
});

test("a long conversation shows its newest 20 and loads older ones when scrolled near the top, keeping the place", async ({
  page,
  request,
}) => {
  const courier = await signInCourier(request, "mensajero9");
  for (let n = 1; n <= 25; n++) expect((await courierSays(request, courier, `Parada ${n}`)).status()).toBe(201);
  await signInAt(page, "admin");
  await page.goto("/chat");
  await contact(page, courier.fullName).click();
  const thread = page.getByRole("list", { name: `Mensajes con ${courier.fullName}` });
  const stop = (n: number) => thread.getByText(new RegExp(`^Parada ${n}$`));
  await expect(stop(25)).toBeInViewport();
  await expect(stop(6)).toHaveCount(1);
  await expect(stop(5)).toHaveCount(0);

  await stop(6).scrollIntoViewIfNeeded();
  await expect(stop(5)).toHaveCount(1);
  await expect(stop(1)).toHaveCount(1);
  await expect(stop(6)).toBeInViewport();
});
