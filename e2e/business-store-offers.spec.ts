import { expect, test } from "@playwright/test";
import { expectNothingCut, showOnPhone } from "./support/layout";
import { expectAccessible } from "./support/axe";
import { createFromPanel, openBusinessPanel } from "./support/business-panel";
import { signInAt } from "./support/session";

test("a business makes its store offer a type, asks for a service from that store with only its types, and sees the store in the detail", async ({
  page,
}) => {
  const customer = `Cliente Oferta ${Date.now().toString(36)}`;
  await signInAt(page, "negocio");
  await expect(page).toHaveURL(/\/desktop$/);

  // /business-store: the store offers every type chosen with Bogotá until it names one.
  await page.getByRole("link", { name: "Tiendas" }).click();
  const store = page.getByRole("article", { name: "La Esquina Chapinero" });
  await expect(store.getByText("Ofrece todos los tipos elegidos con este proveedor")).toBeVisible();
  await expectAccessible(page, "the stores with their service types");
  await store.getByLabel("Agregar tipo de servicio").click();
  await page.getByRole("option", { name: "Por horas" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Agregado correctamente" })).toBeVisible();
  const offered = store.getByLabel("Tipos de servicio de La Esquina Chapinero");
  await expect(offered.getByRole("button")).toHaveText(["Por horas"]);
  await expect(store.getByText("Ofrece todos los tipos elegidos con este proveedor")).toHaveCount(0);
  await page.screenshot({ path: "test-results/business-store-offers-1366.png" });

  // The business panel: its store is chosen, and only the store's type is offered.
  const panel = await openBusinessPanel(page, customer, "3104445566");
  await expect(panel.getByRole("combobox", { name: "Tienda" })).toHaveText("La Esquina Chapinero");
  await panel.getByLabel("Tipo de servicio").click();
  await expect(page.getByRole("option")).toHaveText(["Por horas"]);
  await page.getByRole("option", { name: "Por horas" }).click();
  await expectAccessible(page, "the business panel with its store");
  await page.screenshot({ path: "test-results/business-panel-store-1366.png" });
  await createFromPanel(page, panel, { address: "Calle 60 # 9-20", description: "Mostrador" }, "Calle 72 # 10-34");

  // The detail says which store asked for it.
  const row = page.getByTestId("service-row").filter({ hasText: customer });
  await row.getByRole("button", { name: /^Ver detalle del servicio/ }).click();
  const detail = page.getByRole("dialog", { name: /^Servicio #/ });
  await expect(detail.getByText("Tienda", { exact: true })).toBeVisible();
  await expect(detail.getByText("La Esquina Chapinero", { exact: true })).toBeVisible();
  await expectAccessible(page, "the service detail with its store");
  await page.screenshot({ path: "test-results/business-service-detail-store-1366.png" });
  await detail.getByRole("button", { name: "Cerrar detalle" }).click();

  // On a phone: the panel's store and types, then the store stops offering the type (confirmed).
  await showOnPhone(page);
  await page.getByRole("button", { name: "Nuevo servicio" }).click();
  await panel.getByTestId("panel-step-2").click();
  await expect(panel.getByRole("combobox", { name: "Tienda" })).toHaveText("La Esquina Chapinero");
  await expectNothingCut(panel.getByTestId("panel-two"));
  await page.screenshot({ path: "test-results/business-panel-store-390.png" });
  await panel.getByRole("button", { name: "Cerrar" }).click();
  await page.goto("/business-store");
  await expectNothingCut(store);
  await page.screenshot({ path: "test-results/business-store-offers-390.png" });
  await offered.getByRole("button", { name: "Quitar Por horas" }).click();
  const confirm = page.getByRole("dialog", { name: "¿Dejar de ofrecer Por horas en La Esquina Chapinero?" });
  await expectAccessible(page, "the withdraw offer confirmation");
  await confirm.getByRole("button", { name: "Si" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Eliminado correctamente" })).toBeVisible();
  await expect(store.getByText("Ofrece todos los tipos elegidos con este proveedor")).toBeVisible();
  await expectNothingCut(store);
  await page.screenshot({ path: "test-results/business-store-no-offers-390.png" });
});
