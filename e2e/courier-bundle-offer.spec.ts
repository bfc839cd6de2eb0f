import { expect, type Page, test } from "@playwright/test";
import { apiAs } from "./support/api";
import { expectAccessible } from "./support/axe";
import { courierOnline, joinedCourier } from "./support/courier";
import { signInAt } from "./support/session";

// issue 22, bundles on the phone (390×844): a headquarter of its own in Medellín offering one courier at a time, up to
// two services at once from one store. Two services wait at one store while the courier is offline; when she connects,
// the engine offers them to her together, the nearer drop-off first. The phone stands 110 m from the store.
const STORE = { latitude: 6.2442, longitude: -75.5812 };
const PHONE = { latitude: 6.2452, longitude: -75.5812 };
// About 0.9 km and 4.4 km north of the store.
const NEAR_DROP = { latitude: 6.2522, longitude: -75.5812 };
const FAR_DROP = { latitude: 6.284, longitude: -75.5812 };

test.use({ viewport: { width: 390, height: 844 }, geolocation: PHONE, permissions: ["geolocation"], hasTouch: true });

/** The online card's button, and the heading it leads to. */
async function toggleOnline(page: Page, button: "Conectarme" | "Desconectarme", heading: "Conectado" | "Desconectado") {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
}

test("two services waiting at one store reach the courier's phone as one bundle, nearer drop-off first; she accepts both with 'Aceptar los 2' and the desk shows both assigned", async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const name = `Rutas juntas ${stamp}`;
  const created = await (await apiAs(request, "admin")).call("POST", "/api/headquarter/", { name, city: 5001 });
  const admin = await apiAs(request, "admin", name);
  // Configuración → Difusión: one courier at a time with two minutes to answer (axe and the screenshots take some),
  // two services at once from one store asked within 10 minutes.
  await admin.call("PATCH", `/api/headquarter/${created.uuid}/settings/`, {
    service_mode: "auto_assignment",
    diffusion: {
      strategy: "one_by_one",
      radius_km: 3,
      wider_radius_km: 6,
      couriers_per_offer: 1,
      acceptance_seconds: 120,
      max_active_services: 2,
      bundle_window_minutes: 10,
      escalation: ["next_courier", "wider_radius", "broadcast", "desk"],
      use_working_hours: false,
      include_out_of_hours: false,
    },
  });
  const type = await admin.call("POST", "/api/service-types/", { name: `Mensajería ${stamp}`, base_cost: 8000 });
  const username = await joinedCourier(request, admin, "Rosa", "Paradas");

  // The courier's phone: once connected (so the headquarter knows where she is), then off while the orders come in.
  await courierOnline(page, username);
  await toggleOnline(page, "Desconectarme", "Desconectado");

  const order = async (customer: string, address: string, drop: typeof NEAR_DROP) =>
    admin.call("POST", "/api/services/", {
      name: customer,
      phone_number: "3001234567",
      type: type.uuid,
      calculated_cost: 9000,
      locations: [
        { type: "origin", address: "Calle 50 # 45-20", description: "Tienda", ...STORE },
        { type: "destination", address, description: "", ...drop },
      ],
    });
  // The farther one is asked first: the route order is the drop-offs', not the orders'.
  const far = await order(`Cliente Lejos ${stamp}`, "Carrera 65 # 98-10", FAR_DROP);
  const near = await order(`Cliente Cerca ${stamp}`, "Carrera 50 # 58-20", NEAR_DROP);

  const deskContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const desk = await deskContext.newPage();
  await signInAt(desk, "admin", name);
  const rowOf = (consecutive: number) => desk.locator(`[data-testid="service-row"][data-consecutive="${consecutive}"]`);
  // The desk's first load takes a while on a busy machine.
  await expect(rowOf(far.consecutive)).toHaveAttribute("data-status", "by_assign", { timeout: 20_000 });
  await expect(rowOf(near.consecutive)).toHaveAttribute("data-status", "by_assign");

  // Back online: her position is known, the engine wakes the waiting services and offers them to her together.
  await toggleOnline(page, "Conectarme", "Conectado");
  const offers = page.getByRole("region", { name: "Ofertas" });
  const first = offers.getByRole("article", { name: `Oferta del servicio #${near.consecutive}` });
  const second = offers.getByRole("article", { name: `Oferta del servicio #${far.consecutive}` });
  await expect(first).toBeVisible({ timeout: 15_000 });
  await expect(first).toContainText("Parada 1 de 2");
  await expect(first).toContainText("Entregar: Carrera 50 # 58-20");
  await expect(second).toContainText("Parada 2 de 2");
  await expect(second).toContainText("Entregar: Carrera 65 # 98-10");
  await expect(offers.getByRole("article")).toHaveCount(2);
  // The stops in route order on the screen too, and one button for the whole bundle, on its first stop.
  await expect(offers.getByRole("article")).toHaveText([/Parada 1 de 2/, /Parada 2 de 2/]);
  await expect(offers.getByRole("button", { name: "Aceptar los 2" })).toHaveCount(1);
  await expect(first.getByRole("button", { name: "Aceptar los 2" })).toBeVisible();
  await expectAccessible(page, "a bundle of two offers");
  await page.screenshot({ path: "test-results/courier-bundle-390.png" });
  await page.screenshot({ path: "test-results/courier-bundle-390-full.png", fullPage: true });

  await first.getByRole("button", { name: "Aceptar los 2" }).click();
  await expect(offers).toHaveCount(0);
  const mine = (consecutive: number) => page.getByRole("link", { name: new RegExp(`Servicio #${consecutive}`) });
  await expect(mine(near.consecutive)).toContainText("Parada 1 de 2");
  await expect(mine(far.consecutive)).toContainText("Parada 2 de 2");
  // Listed in route order, though the farther one was asked first.
  const inHand = page.getByRole("region", { name: "Mis servicios" }).getByRole("link");
  await expect(inHand).toHaveText([new RegExp(`Servicio #${near.consecutive}`), new RegExp(`Servicio #${far.consecutive}`)]);
  await expect(mine(near.consecutive)).toContainText("Asignado");
  await expect(mine(far.consecutive)).toContainText("Asignado");
  await expectAccessible(page, "the courier's two services of the bundle");
  await page.screenshot({ path: "test-results/courier-bundle-accepted-390.png", fullPage: true });

  await expect(rowOf(near.consecutive)).toHaveAttribute("data-status", "assigned");
  await expect(rowOf(far.consecutive)).toHaveAttribute("data-status", "assigned");
  await expect(rowOf(near.consecutive)).toContainText("Rosa Paradas");
  await expect(rowOf(far.consecutive)).toContainText("Rosa Paradas");
  await desk.screenshot({ path: "test-results/desk-bundle-assigned-1366.png" });
  await deskContext.close();
});
