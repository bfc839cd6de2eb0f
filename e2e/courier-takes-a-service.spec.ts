import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiAs, createService } from "./support/api";
import { expectAccessible } from "./support/axe";
import { DEMO_PASSWORD, signInAt } from "./support/session";

const rowOf = (page: Page, consecutive: number) => page.locator(`[data-testid="service-row"][data-consecutive="${consecutive}"]`);

interface Courier {
  uuid: string;
  full_name: string;
  blocked: boolean;
}

/** A demo courier's side of the API (/api/courier/…), signed in with their own account. */
async function courierApi(request: APIRequestContext, username: string) {
  const login = await request.post("/api/users/token/", { data: { username, password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const headers = { authorization: `Bearer ${(await login.json()).access}` };
  return async (uuid: string, action: "accept" | "start" | "finish") => {
    const res = await request.patch(`/api/courier/services/${uuid}/${action}/`, { headers });
    expect(res.ok(), `${action}: ${await res.text()}`).toBeTruthy();
  };
}

test("the operator assigns a service, its courier accepts, starts and finishes it, and the desk follows live; a blocked courier cannot be chosen", async ({
  page,
  request,
}) => {
  const customer = `Cliente Mensajero ${Date.now().toString(36)}`;
  const service = await createService(request, customer);
  const admin = await apiAs(request, "admin");
  const { results: couriers } = (await admin.call("GET", "/api/users/messengers/?limit=100")) as { results: Courier[] };
  const blocked = couriers.find((c) => c.blocked);
  if (!blocked) throw new Error("the demo has blocked couriers in Bogotá");
  const { results: nearest } = (await admin.call("GET", `/api/services/${service.uuid}/optimal-messengers/`)) as { results: Courier[] };
  const chosen = nearest[0];
  const { username } = (await admin.call("GET", `/api/users/messengers/${chosen.uuid}/`)) as { username: string };

  await signInAt(page, "admin");
  await page.getByLabel("Buscar servicio").fill(customer);
  const row = rowOf(page, service.consecutive);
  await expect(row).toHaveAttribute("data-status", "by_assign");
  await page.getByRole("button", { name: `Asignar servicio ${service.consecutive}` }).click();
  const dialog = page.getByRole("dialog", { name: `Asignar servicio #${service.consecutive}` });
  const blockedOption = dialog.getByRole("option", { name: new RegExp(blocked.full_name) });
  await expect(blockedOption).toContainText("Bloqueado");
  await expect(blockedOption).toHaveAttribute("aria-disabled", "true");
  await expectAccessible(page, "the assign dialog with a blocked courier");
  await dialog
    .getByRole("group", { name: "Más cercanos al origen" })
    .getByRole("option", { name: new RegExp(chosen.full_name) })
    .click();
  await dialog.getByRole("button", { name: "Asignar", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveAttribute("data-status", "assigned");

  const act = await courierApi(request, username);
  await act(service.uuid, "accept");
  await expect(row).toHaveAttribute("data-status", "assigned");
  await act(service.uuid, "start");
  await expect(row).toHaveAttribute("data-status", "in_progress");
  await act(service.uuid, "finish");
  // A finished service leaves the active tab (spec §4) and shows under Finalizado.
  await expect(row).toHaveCount(0);
  await page.getByRole("tab", { name: /^Finalizado/ }).click();
  await expect(row).toHaveAttribute("data-status", "finished");
});
