import { expect, type Page, test } from "@playwright/test";
import { apiAs, createService } from "./support/api";
import { expectAccessible } from "./support/axe";
import { showOnPhone } from "./support/layout";
import { signInAt } from "./support/session";

// A failed journey must not leave the demo's Bogotá in another zone for the journeys that follow.
test.afterEach(async ({ request }) => {
  const admin = await apiAs(request, "admin");
  await admin.call("PATCH", `/api/headquarter/${admin.headquarter}/settings/`, { time_zone: "America/Bogota" });
});

test("an administrator sets the headquarter's time zone in the general settings, and it is kept", async ({ page }) => {
  await signInAt(page, "admin");
  await page.goto("/configuration/general");
  const zone = page.getByRole("combobox", { name: "Zona horaria" });
  await expect(zone).toHaveValue("America/Bogota");
  await zone.fill("Lima");
  await expect(page.getByRole("option", { name: "America/Lima" })).toBeVisible();
  await expectAccessible(page, "the time zone choices");
  await page.getByRole("option", { name: "America/Lima" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Actualizado correctamente" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Zona horaria" })).toHaveValue("America/Lima");

  // Back to Bogotá for the journeys that follow on the same demo.
  await page.getByRole("combobox", { name: "Zona horaria" }).fill("Bogota");
  await page.getByRole("option", { name: "America/Bogota" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Actualizado correctamente" }).last()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Zona horaria" })).toHaveValue("America/Bogota");
});

/** What the browser's own Intl writes for an instant in a zone, as the app does (es-CO, 12-hour clock). */
const written = (page: Page, at: string, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  page.evaluate(([at, timeZone, options]) => new Intl.DateTimeFormat("es-CO", { ...options, timeZone }).format(new Date(at)), [
    at,
    timeZone,
    options,
  ] as const);
const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
};
const DAY: Intl.DateTimeFormatOptions = { day: "2-digit", month: "2-digit", year: "numeric" };

async function chooseZone(settings: Page, search: string, zone: string) {
  await settings.getByRole("combobox", { name: "Zona horaria" }).fill(search);
  await settings.getByRole("option", { name: zone }).click();
  await expect(settings.getByTestId("toast-success").filter({ hasText: "Actualizado correctamente" }).last()).toBeVisible();
}

/** The desk's day field, then the service's detail: its creation written in the zone's calendar and clock. */
async function expectDeskIn(desk: Page, zone: string, customer: string, createdAt: string) {
  const day = desk.getByRole("group", { name: "Fecha" });
  await expect(day.locator("input")).toHaveValue(await written(desk, new Date().toISOString(), zone, DAY));
  // Every day: the day's cut is the server's, this journey looks at how a time is written.
  await day.getByRole("button", { name: "Limpiar valor" }).click();
  await desk.getByLabel("Buscar servicio").fill(customer);
  await desk
    .getByTestId("service-row")
    .filter({ hasText: customer })
    .getByRole("button", { name: /^Ver detalle del servicio/ })
    .click();
  const detail = desk.getByRole("dialog", { name: /^Servicio #/ });
  await expect(detail.getByText(await written(desk, createdAt, zone, DATE_TIME)).first()).toBeVisible();
  return detail;
}

test("the desk follows the headquarter's time zone as soon as it changes, without a reload", async ({ page, context, request }) => {
  const customer = `Cliente Zona ${Date.now().toString(36)}`;
  const { uuid } = await createService(request, customer);
  const { created_at: createdAt } = await (await apiAs(request, "admin")).call("GET", `/api/services/${uuid}/`);
  await signInAt(page, "admin");
  await expect(page).toHaveURL(/\/desktop$/);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const detail = await expectDeskIn(page, "America/Bogota", customer, createdAt);
  await detail.getByRole("button", { name: "Cerrar", exact: true }).click();

  // Another tab of the same administrator moves the headquarter to Tokyo (UTC+9, 14 hours ahead of Bogotá).
  const settings = await context.newPage();
  await settings.goto("/configuration/general");
  await chooseZone(settings, "Tokyo", "Asia/Tokyo");

  // The desk's day was cleared above: it shows Tokyo's today again only if the desk renders anew in the new zone.
  await page.bringToFront();
  const tokyoToday = await written(page, new Date().toISOString(), "Asia/Tokyo", DAY);
  await expect(page.getByRole("group", { name: "Fecha" }).locator("input")).toHaveValue(tokyoToday);
  await page.screenshot({ path: "test-results/desk-tokyo-1366.png" });
  await showOnPhone(page);
  await page.screenshot({ path: "test-results/desk-tokyo-390.png" });
  await page.setViewportSize({ width: 1366, height: 768 });
  const inTokyo = await expectDeskIn(page, "Asia/Tokyo", customer, createdAt);
  expect(await page.evaluate(() => "sameDocument" in window), "the desk was not reloaded").toBe(true);
  await expectAccessible(page, "the service detail in Tokyo time");
  await page.screenshot({ path: "test-results/service-detail-tokyo-1366.png" });
  await inTokyo.getByRole("button", { name: "Cerrar", exact: true }).click();
  await expectAccessible(page, "the desk in Tokyo time");

  // Back to Bogotá, as the journeys that follow expect, and the desk with it.
  await settings.bringToFront();
  await chooseZone(settings, "Bogota", "America/Bogota");
  await page.bringToFront();
  await expectDeskIn(page, "America/Bogota", customer, createdAt);
  expect(await page.evaluate(() => "sameDocument" in window), "the desk was not reloaded").toBe(true);
});
