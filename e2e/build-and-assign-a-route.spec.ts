import { expect, test } from "@playwright/test";
import { apiAs } from "./support/api";
import { expectAccessible } from "./support/axe";
import { expectNothingCut, showOnPhone } from "./support/layout";
import { signInAt } from "./support/session";

// Two services created with the route's code ('Código de ruta'), along one street from north to south: the best
// order picks up A, then B on the way, delivers B, then A.
test("an administrator builds a route from its code, orders its stops and assigns it to a courier", async ({ page, request }) => {
  test.slow();
  const code = `NORTE-${Date.now().toString(36).toUpperCase()}`;
  const api = await apiAs(request, "admin");
  const [type] = await api.call("GET", "/api/service-types/?all=true");
  const place = (address: string, latitude: number, kind: "origin" | "destination") => ({
    type: kind,
    address,
    description: "Portería principal",
    latitude,
    longitude: -74.05,
  });
  const service = (name: string, from: number, to: number) =>
    api.call("POST", "/api/services/", {
      name,
      phone_number: "3001234567",
      type: type.uuid,
      calculated_cost: 9000,
      route_code: code,
      locations: [
        place(`Calle ${Math.round(from * 1000) % 200} # 15-20`, from, "origin"),
        place(`Calle ${Math.round(to * 1000) % 200} # 7-10`, to, "destination"),
      ],
    });
  const a = await service("Ana Ruta", 4.7, 4.6);
  const b = await service("Beto Ruta", 4.68, 4.62);
  const couriers = await api.call("GET", `/api/services/${a.uuid}/optimal-messengers/`);
  const courier: string = (Array.isArray(couriers) ? couriers : couriers.results)[0].full_name;

  await signInAt(page, "admin");
  await page.getByRole("link", { name: "Rutas", exact: true }).click();
  await expect(page).toHaveURL(/\/service-routes$/);
  await expect(page).toHaveTitle("Despacho | Rutas de servicios");

  await page.getByRole("button", { name: "Nueva ruta" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Nueva ruta" });
  await dialog.getByRole("textbox", { name: "Código de ruta" }).fill(code);
  await dialog.getByRole("textbox", { name: "Nombre" }).fill("Norte mañana");
  await expectAccessible(page, "the new route dialog");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Agregado correctamente")).toBeVisible();
  await expect(page.getByRole("gridcell", { name: code, exact: true })).toBeVisible();
  await expectAccessible(page, "the routes");
  await page.screenshot({ path: "test-results/service-routes-1366.png" });

  await page.getByRole("link", { name: `Armar ruta ${code}` }).click();
  await expect(page).toHaveURL(/\/assign-services\?route=/);
  const offered = page.getByRole("list", { name: "Servicios disponibles" });
  await expect(offered.getByRole("listitem").nth(0)).toContainText(`código ${code}`);
  await expect(offered.getByRole("listitem").nth(1)).toContainText(`código ${code}`);
  await page.getByRole("checkbox", { name: `Servicio #${a.consecutive}` }).check();
  await page.getByRole("checkbox", { name: `Servicio #${b.consecutive}` }).check();
  await page.getByRole("button", { name: "Agregar a la ruta (2)" }).click();
  await expect(page.getByText("Agregado correctamente")).toBeVisible();
  const stops = page.getByRole("list", { name: "Orden de las paradas" }).getByRole("listitem");
  await expect(stops).toHaveCount(4);
  await expectAccessible(page, "the route builder");

  // From the keyboard: a drop-off before its pickup is refused before saving.
  await stops.nth(1).focus();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(page.getByText(`La recogida del servicio #${a.consecutive} debe ir antes de sus entregas`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Guardar orden" })).toBeDisabled();
  await page.getByRole("button", { name: "Bajar parada 1" }).click();
  await expect(page.getByRole("button", { name: "Guardar orden" })).toBeDisabled();

  await page.getByRole("button", { name: "Ordenar automáticamente" }).click();
  await expect(page.getByText("Ruta ordenada")).toBeVisible();
  await expect(stops.nth(0)).toContainText(`Recogida#${a.consecutive} Ana Ruta`);
  await expect(stops.nth(1)).toContainText(`Recogida#${b.consecutive} Beto Ruta`);
  await expect(stops.nth(2)).toContainText(`Entrega#${b.consecutive} Beto Ruta`);
  await expect(stops.nth(3)).toContainText(`Entrega#${a.consecutive} Ana Ruta`);

  await page.getByRole("combobox", { name: "Colaborador" }).fill(courier.split(" ")[0]);
  await page.getByRole("option", { name: courier }).click();
  await page.getByRole("button", { name: "Asignar ruta" }).click();
  await expect(page.getByText("2 de 2 servicios asignados.")).toBeVisible();
  await expect(page.getByText("Ruta asignada")).toBeVisible();
  await page.screenshot({ path: "test-results/assign-services-1366.png", fullPage: true });

  await page.getByRole("link", { name: "Ver en el mapa" }).click();
  await expect(page).toHaveURL(/\/view-services\/[0-9a-f-]+\/$/);
  await expect(page.getByRole("heading", { name: `Ruta ${code}` })).toBeVisible();
  await expect(page.getByText(`Norte mañana · abierta · ${courier}`)).toBeVisible();
  await expect(page.getByTestId("route-map")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recorrido total: 11,12 km · 27 min" })).toBeVisible();
  const routeStops = page.getByRole("list", { name: "Paradas en orden" }).getByRole("listitem");
  await expect(routeStops).toHaveCount(4);
  await expect(routeStops.nth(0)).toContainText("Asignado");
  // The stops follow their services live (the desk's socket events): B cancelled elsewhere shows without a reload.
  await api.call("PATCH", `/api/services/${b.uuid}/cancel/`, { reason: "Cliente canceló" });
  await expect(routeStops.nth(1)).toContainText("Cancelado");
  await expect(routeStops.nth(0)).toContainText("Asignado");
  await expectAccessible(page, "the route on the map");
  await page.screenshot({ path: "test-results/view-services-1366.png" });
  await showOnPhone(page);
  await expectNothingCut(page.getByRole("main"));
  await page.screenshot({ path: "test-results/view-services-390.png", fullPage: true });
  await page.goBack();
  await expect(page.getByRole("list", { name: "Orden de las paradas" })).toBeVisible();
  await page.screenshot({ path: "test-results/assign-services-390.png", fullPage: true });
  await page.goto("/service-routes");
  await page.screenshot({ path: "test-results/service-routes-390.png", fullPage: true });

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole("button", { name: `Eliminar ruta ${code}` }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: "¿Está seguro de eliminar la ruta?" });
  await expectAccessible(page, "the delete confirmation");
  await confirm.getByRole("button", { name: "Si" }).click();
  await expect(page.getByText("Eliminado correctamente")).toBeVisible();
  await expect(page.getByRole("gridcell", { name: code, exact: true })).toHaveCount(0);
});

test("an operator without the route permissions has no route menu, and the route screens send them away", async ({ page }) => {
  await signInAt(page, "operador");
  await expect(page.getByRole("link", { name: "Escritorio" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Rutas", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Asignar servicios" })).toHaveCount(0);
  await page.goto("/assign-services");
  await expect(page).not.toHaveURL(/\/assign-services/);
});
