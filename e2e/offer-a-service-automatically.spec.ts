import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { Socket } from "socket.io-client";
import { apiAs, signUpCourier } from "./support/api";
import { expectAccessible } from "./support/axe";
import { connectCourier, leave, setOnline, signInCourier } from "./support/courier";
import { signInAt } from "./support/session";

// A headquarter of its own in Medellín: its automatic mode offers only its own services to its own couriers, so no
// other journey's desk or courier is touched. The service is picked up at (6.2442, -75.5812).
const ORIGIN = { latitude: 6.2442, longitude: -75.5812 };
const NEAR = { latitude: 6.2452, longitude: -75.5812 };
const FARTHER = { latitude: 6.2482, longitude: -75.5812 };

type Admin = Awaited<ReturnType<typeof apiAs>>;
const rowOf = (page: Page, consecutive: number) => page.locator(`[data-testid="service-row"][data-consecutive="${consecutive}"]`);

/** A new courier linked to the headquarter, online there at `point`, with their socket open. */
async function onlineCourier(request: APIRequestContext, admin: Admin, baseURL: string, firstName: string, point: typeof NEAR) {
  const courier = await signUpCourier(request, firstName, "Ofertas");
  const petition = `/api/membership/petition/${await courier.askToJoin(admin.headquarter)}/`;
  await admin.call("PATCH", `${petition}accept/`);
  const detail = await admin.call("GET", petition);
  await admin.call("PATCH", `${petition}verify/`, { motorcycle: detail.motorcycles[0].id });
  const session = await signInCourier(request, courier.username);
  await setOnline(request, session, admin.headquarter, true);
  const points = [{ ...point, accuracy: 5, speed: 0, using_fake_location: false, coordinates_created_at: new Date().toISOString() }];
  const located = await request.post("/api/courier/locations/", {
    headers: { authorization: `Bearer ${session.access}` },
    data: { points },
  });
  expect(located.status(), await located.text()).toBe(201);
  const socket = await connectCourier(baseURL, session, admin.headquarter);
  const answer = async (offer: string, what: "accept" | "refuse") => {
    const res = await request.post(`/api/courier/offers/${offer}/${what}/`, { headers: { authorization: `Bearer ${session.access}` } });
    expect(res.status(), await res.text()).toBe(204);
  };
  return { session, socket, answer, fullName: session.fullName };
}

const nextOffer = (socket: Socket) =>
  new Promise<{ offer: string; service: string; deadline: string }>((resolve) => socket.once("offers:new", resolve));

test("in automatic mode the service is offered one courier at a time: the first refuses, the next accepts, and the desk follows with the countdown, both answers and the explanation", async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Despacho automático ${stamp}`;
  const created = await (await apiAs(request, "admin")).call("POST", "/api/headquarter/", { name, city: 5001 });
  const admin = await apiAs(request, "admin", name);
  await admin.call("PATCH", `/api/headquarter/${created.uuid}/settings/`, { service_mode: "auto_assignment" });
  const type = await admin.call("POST", "/api/service-types/", { name: `Mensajería ${stamp}`, base_cost: 8000 });
  const ana = await onlineCourier(request, admin, baseURL as string, "Ana", NEAR);
  const luis = await onlineCourier(request, admin, baseURL as string, "Luis", FARTHER);

  await signInAt(page, "admin", name);
  const toAna = nextOffer(ana.socket);
  const service = await admin.call("POST", "/api/services/", {
    name: `Cliente Ofertas ${stamp}`,
    phone_number: "3001234567",
    type: type.uuid,
    calculated_cost: 9000,
    locations: [
      { type: "origin", address: "Calle 50 # 45-20", description: "Portería", ...ORIGIN },
      { type: "destination", address: "Carrera 70 # 44-10", description: "", latitude: 6.25, longitude: -75.59 },
    ],
  });
  const row = rowOf(page, service.consecutive);
  const offeredToAna = await toAna;
  expect(offeredToAna.service).toBe(service.uuid);
  await expect(row).toHaveAttribute("data-status", "by_assign");
  const countdown = row.getByRole("timer");
  await expect(countdown).toContainText(`Ofrecido a ${ana.fullName} · 0:`);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first as string);
  await expectAccessible(page, "the desk with a service offered to a courier");
  await page.screenshot({ path: "test-results/desk-offered.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(countdown).toBeVisible();
  await page.screenshot({ path: "test-results/desk-offered-mobile.png" });
  await page.setViewportSize({ width: 1366, height: 768 });

  const toLuis = nextOffer(luis.socket);
  await ana.answer(offeredToAna.offer, "refuse");
  const offeredToLuis = await toLuis;
  await expect(row.getByTestId("offer-status")).toContainText(`${ana.fullName} rechazó`);
  await expect(row.getByRole("timer")).toContainText(`Ofrecido a ${luis.fullName} · 0:`);

  await luis.answer(offeredToLuis.offer, "accept");
  await expect(row).toHaveAttribute("data-status", "assigned");
  await expect(row).toContainText(luis.fullName);

  await page.getByRole("button", { name: `Ver detalle del servicio ${service.consecutive}` }).click();
  const history = page.getByRole("list", { name: "Historial del servicio" });
  await expect(history).toContainText(`Despacho automático: Asignado a ${luis.fullName} (`);
  await expect(history).toContainText(`; ${ana.fullName} rechazó`);
  await expectAccessible(page, "the service detail with the dispatch explanation");
  await history.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/detail-dispatch-explanation.png" });

  await Promise.all([leave(ana.socket), leave(luis.socket)]);
});
