import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { signInAt } from "./support/session";

/** Every message Chromium writes when the content security policy refuses something, in any frame. */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("the content security policy lets the login, the desk, its socket, the creation map and a notification frame work", async ({
  page,
}) => {
  const violations = collectViolations(page);
  const login = await page.goto("/login");
  expect(login?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
  await expectAccessible(page, "the login");

  const socket = page.waitForEvent("websocket", (ws) => ws.url().includes("/socket.io/"));
  await signInAt(page, "admin");
  await expect(page).toHaveURL(/\/desktop$/);
  expect((await socket).isClosed()).toBe(false);

  await page.getByRole("button", { name: "Nuevo servicio" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo servicio" });
  await dialog.getByLabel("Nombre del cliente").fill("Cliente Política");
  await dialog.getByLabel("Teléfono").fill("300 123 4567");
  await dialog.getByRole("button", { name: "Siguiente" }).click();
  await dialog.getByLabel("Tipo de servicio").click();
  await page.getByRole("option").first().click();
  await dialog.getByLabel("Costo del servicio").fill("12000");
  await dialog.getByRole("button", { name: "Siguiente" }).click();
  const map = dialog.getByTestId("location-map");
  await expect(map.locator("canvas")).toBeVisible();
  await dialog.getByLabel("Dirección de origen").fill("Calle 80 # 15-20");
  await map.click({ position: { x: 120, y: 120 } });
  await expect(dialog.getByTestId("coordinates-origin")).not.toBeEmpty();
  await expectAccessible(page, "the locations panel with its map");
  await page.keyboard.press("Escape");

  // The notification dialog's frame, built the same way: sandboxed, its cleaned HTML in srcdoc.
  await page.evaluate(() => {
    const frame = document.createElement("iframe");
    frame.setAttribute("sandbox", "");
    frame.setAttribute("title", "Notificación de prueba");
    frame.srcdoc = '<p style="color: rgb(200, 0, 0)">Mantenimiento el sábado</p>';
    document.body.append(frame);
  });
  const paragraph = page.frameLocator('iframe[title="Notificación de prueba"]').getByText("Mantenimiento el sábado");
  await expect(paragraph).toHaveCSS("color", "rgb(200, 0, 0)");

  expect(violations).toEqual([]);
});
