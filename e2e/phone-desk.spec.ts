import { expect, test } from "@playwright/test";
import { assignService, createService } from "./support/api";
import { expectAccessible } from "./support/axe";
import { expectNothingCut } from "./support/layout";
import { signInAt } from "./support/session";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("on a phone, a dispatcher opens the menu drawer and moves between screens", async ({ page }) => {
  await signInAt(page, "admin");
  await expect(page).toHaveURL(/\/desktop$/);
  await expect(page.getByTestId("service-row").first()).toBeVisible();
  await expectNothingCut(page.getByRole("list", { name: "Servicios" }));
  await expectAccessible(page, "the desk on a phone");

  await page.getByRole("button", { name: "Abrir menú" }).click();
  const drawer = page.getByRole("dialog", { name: "Menú" });
  await expect(drawer.getByRole("link", { name: "Clientes" })).toBeVisible();
  await expectAccessible(page, "the menu drawer");
  await drawer.getByRole("link", { name: "Servicios", exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId("service-status").first()).toBeVisible();
  await expectAccessible(page, "the services history on a phone");
});

test("on a phone, a dispatcher follows a collaborator's services in the collaborators mode", async ({ page, request }) => {
  const customer = `Cliente Móvil ${Date.now().toString(36)}`;
  const service = await createService(request, customer);
  const courier = await assignService(request, service.uuid);
  await signInAt(page, "admin");
  await page.getByRole("button", { name: "Colaboradores", exact: true }).click();
  await page.getByLabel("Buscar colaborador").fill(courier);
  const row = page.getByTestId("messenger-row").filter({ hasText: courier });
  await expect(row).toBeVisible();
  await expectAccessible(page, "the collaborators mode on a phone");
  await row.click();
  await expect(page.getByRole("heading", { name: `Servicios activos de ${courier}` })).toBeVisible();
  const serviceRow = page.locator(`[data-testid="service-row"][data-consecutive="${service.consecutive}"]`);
  await expect(serviceRow).toContainText(customer);
  await expect(serviceRow).toContainText("Calle 80 # 15-20 → Carrera 7 # 45-10");
  await expect(serviceRow).toContainText("$ 9.000");
  await expect(serviceRow).toContainText(courier);
  await expectNothingCut(serviceRow);
  await expectAccessible(page, "a collaborator's services on a phone");
  await page.getByRole("button", { name: "Servicios", exact: true }).click();
});
