import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { type CourierSession, setOnline, signInCourier } from "./support/courier";
import { expectNothingCut, showOnPhone } from "./support/layout";
import { signInAt } from "./support/session";

/** The courier's phone reports where it is at `at` (POST /api/courier/locations/). */
async function reportAt(request: APIRequestContext, courier: CourierSession, latitude: number, longitude: number, at: Date) {
  const res = await request.post("/api/courier/locations/", {
    headers: { authorization: `Bearer ${courier.access}` },
    data: {
      points: [{ latitude, longitude, accuracy: 8, speed: 6, using_fake_location: false, coordinates_created_at: at.toISOString() }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("an operator watches a courier move live, follows it, plays back its day, and opens the map in its own window", async ({
  page,
  request,
  context,
}) => {
  // Three axe passes, two sessions and a second window: past a minute and a half on a busy machine.
  test.slow();
  const courier = await signInCourier(request, "mensajero15");
  const bogota = courier.headquarters.Bogotá;
  await setOnline(request, courier, bogota, true);
  // mensajero15 is offline in the demo, its last point an hour or more old, and no other journey moves it. A minute
  // between points: 1.6 km and 1.2 km at a motorbike's pace, not a jump the fake-location rules flag.
  const started = Date.now();
  await reportAt(request, courier, 4.65, -74.06, new Date(started - 120_000));

  await signInAt(page, "admin");
  await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Mapa" }).click();
  await expect(page).toHaveURL(/\/map$/);
  // The map screen brings MapLibre: its first visit loads the largest chunk of the app.
  await expect(page.getByRole("heading", { name: "Mapa" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("live-map").locator("canvas")).toBeVisible();
  const list = page.getByRole("list", { name: "Colaboradores" });
  await expect(list.getByRole("button").first()).toBeVisible();
  await expectAccessible(page, "the live map");
  // The whole city: couriers close together are one circle with their count.
  await page.getByRole("button", { name: "Ajustar a la ciudad" }).click();
  await expect(page.getByTestId("live-map").locator(".cluster-count").filter({ hasText: /^\d+$/ }).first()).toBeVisible();

  await page.getByLabel("Buscar colaborador").fill(courier.fullName);
  await expect(page.getByText("1 colaborador", { exact: true })).toBeVisible();
  await list.getByRole("button", { name: new RegExp(courier.fullName) }).click();
  const card = page.getByTestId("courier-card");
  await expect(card.getByRole("heading", { name: courier.fullName })).toBeVisible();
  await expect(card).toContainText("Libre");
  await expect(page).toHaveURL(new RegExp(`/map\\?messenger=${courier.uuid}$`));

  // Followed, the map keeps the courier in its centre as new points arrive over the socket.
  await card.getByRole("button", { name: "Seguir" }).click();
  await expect(card.getByRole("button", { name: "Dejar de seguir" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("live-map")).toHaveAttribute("data-center", "4.6500,-74.0600");
  await reportAt(request, courier, 4.66, -74.05, new Date(started - 60_000));
  await expect(page.getByTestId("live-map")).toHaveAttribute("data-center", "4.6600,-74.0500");
  await reportAt(request, courier, 4.67, -74.045, new Date(started));
  await expect(page.getByTestId("live-map")).toHaveAttribute("data-center", "4.6700,-74.0450");

  // The day's route: distance, playback and the points, newest first.
  await card.getByRole("button", { name: "Recorrido" }).click();
  const tracking = page.getByRole("dialog", { name: `Seguimiento de ${courier.fullName}` });
  await expect(tracking.getByTestId("track-summary")).toContainText(/Distancia recorrida: [\d.,]+ km · \d+ puntos/);
  const points = tracking.getByRole("grid", { name: `Ubicaciones de ${courier.fullName}` }).getByRole("row");
  // Newest first: the last point reported heads the table.
  await expect(points.nth(1)).toContainText("4.67000");
  await expect(points.nth(2)).toContainText("4.66000");
  await expect(points.nth(3)).toContainText("4.65000");
  const clock = tracking.getByTestId("playback-time");
  const first = await clock.textContent();
  await tracking.getByLabel("Velocidad").click();
  await page.getByRole("option", { name: "10×" }).click();
  await tracking.getByRole("button", { name: "Reproducir" }).click();
  await expect(clock).not.toHaveText(first ?? "");
  await tracking.getByRole("button", { name: "Pausar" }).click();
  await expectAccessible(page, "the tracking dialog");
  await tracking.getByRole("button", { name: "Cerrar" }).click();
  await expect(tracking).toBeHidden();

  // Offline, the courier's chip count moves to Desconectado.
  await page.getByLabel("Buscar colaborador").fill("");
  await setOnline(request, courier, bogota, false);
  await expect(card).toContainText("Desconectado");

  // The same map in a window of its own, without the menu, the toolbar or the chat.
  const popup = context.waitForEvent("page");
  await page.getByRole("button", { name: "Abrir en ventana" }).click();
  const window = await popup;
  await expect(window).toHaveURL(/\/mapWindow$/);
  await expect(window.getByRole("heading", { name: "Mapa" })).toBeVisible();
  await expect(window.getByTestId("live-map").locator("canvas")).toBeVisible();
  await expect(window.getByRole("navigation", { name: "Menú principal" })).toHaveCount(0);
  await expect(window.getByRole("button", { name: "Abrir chat" })).toHaveCount(0);
  await expectAccessible(window, "the map window");
  await window.screenshot({ path: "test-results/map-window.png" });
  await window.close();

  await page.screenshot({ path: "test-results/map-1366.png" });
  await showOnPhone(page);
  await expectNothingCut(page.getByRole("main"));
  await page.screenshot({ path: "test-results/map-390.png", fullPage: true });
});
