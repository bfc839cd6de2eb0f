import { expect, test } from "@playwright/test";
import { apiAs, assignService, createService } from "./support/api";
import { expectAccessible } from "./support/axe";
import { signInAt } from "./support/session";

test("an operator who cancels a service another user assigned meanwhile learns of the change and nothing is cancelled", async ({
  page,
  request,
}) => {
  const customer = `Cliente Concurrente ${Date.now().toString(36)}`;
  const service = await createService(request, customer);
  await signInAt(page, "admin");
  await page.getByLabel("Buscar servicio").fill(customer);
  const row = page.locator(`[data-testid="service-row"][data-consecutive="${service.consecutive}"]`);
  await expect(row).toHaveAttribute("data-status", "by_assign");
  await page.getByRole("button", { name: `Cancelar servicio ${service.consecutive}` }).click();
  const cancel = page.getByRole("dialog", { name: `¿Cancelar el servicio #${service.consecutive}?` });
  await cancel.getByLabel("Motivo (opcional)").fill("El cliente ya no lo necesita");

  // Another user assigns it while this operator's dialog is open.
  await assignService(request, service.uuid);
  await cancel.getByRole("button", { name: "Sí, cancelar servicio" }).click();

  await expect(page.getByText("Otro usuario cambió el servicio mientras tanto; revise su estado actual e intente de nuevo")).toBeVisible();
  await expectAccessible(page, "the refusal of a stale cancellation");
  const api = await apiAs(request, "admin");
  expect((await api.call("GET", `/api/services/${service.uuid}/`)).status).toBe("assigned");
  await page.goto("about:blank");
});

test("an operator who cancels a service is told so in words: 'Servicio cancelado'", async ({ page, request }) => {
  const customer = `Cliente Cancelado ${Date.now().toString(36)}`;
  const service = await createService(request, customer);
  await signInAt(page, "admin");
  await page.getByLabel("Buscar servicio").fill(customer);
  const row = page.locator(`[data-testid="service-row"][data-consecutive="${service.consecutive}"]`);
  await expect(row).toHaveAttribute("data-status", "by_assign");
  await page.getByRole("button", { name: `Cancelar servicio ${service.consecutive}` }).click();
  await page
    .getByRole("dialog", { name: `¿Cancelar el servicio #${service.consecutive}?` })
    .getByRole("button", { name: "Sí, cancelar servicio" })
    .click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Servicio cancelado" })).toBeVisible();
  const api = await apiAs(request, "admin");
  expect((await api.call("GET", `/api/services/${service.uuid}/`)).status).toBe("cancelled");
  await page.goto("about:blank");
});
