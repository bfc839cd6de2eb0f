import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { type CourierSession, setOnline, signInCourier } from "./support/courier";
import { expectNothingCut, showOnPhone } from "./support/layout";
import { signInAt } from "./support/session";

/** The courier's app sends where it is now (POST /api/courier/locations/). */
async function sendPoint(request: APIRequestContext, courier: CourierSession, latitude: number, longitude: number) {
  const res = await request.post("/api/courier/locations/", {
    headers: { authorization: `Bearer ${courier.access}` },
    data: {
      points: [
        { latitude, longitude, accuracy: 5, speed: 0, using_fake_location: false, coordinates_created_at: new Date().toISOString() },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("a courier going online inside Chapinero joins its queue on screen at once, and leaves it going offline", async ({
  page,
  request,
}) => {
  const courier = await signInCourier(request, "mensajero11");
  const bogota = courier.headquarters.Bogotá;
  expect(bogota, "mensajero11 is linked to Bogotá in the demo").toBeTruthy();
  await setOnline(request, courier, bogota, false);
  // Inside the demo's Chapinero (-74.07…-74.04 W, 4.63…4.67 N), which is queued.
  await sendPoint(request, courier, 4.662, -74.045);

  await signInAt(page, "admin");
  await page.goto("/geozone-queue");
  const queue = page.getByRole("list", { name: "Cola de Chapinero" });
  const waiting = queue.getByRole("listitem");
  // The demo has couriers waiting in Chapinero already; this one is not among them.
  await expect(waiting.first()).toBeVisible({ timeout: 20_000 });
  const before = await waiting.count();
  await expect(waiting.filter({ hasText: courier.fullName })).toHaveCount(0);

  await setOnline(request, courier, bogota, true);
  await expect(waiting).toHaveCount(before + 1);
  await expect(waiting.last()).toContainText(`${before + 1}.`);
  await expect(waiting.last()).toContainText(courier.fullName);
  await expect(page.getByRole("heading", { name: `Cola de Chapinero (${before + 1})` })).toBeVisible();
  await expectAccessible(page, "the queued geozones with their queues");
  await page.screenshot({ path: "test-results/geozone-queue-1366.png", fullPage: true });
  await showOnPhone(page);
  await expectNothingCut(queue);
  await page.screenshot({ path: "test-results/geozone-queue-390.png", fullPage: true });

  await setOnline(request, courier, bogota, false);
  await expect(waiting.filter({ hasText: courier.fullName })).toHaveCount(0);
  await expect(waiting).toHaveCount(before);
});
