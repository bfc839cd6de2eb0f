import { expect, type Page, test } from "@playwright/test";
import { apiAs } from "./support/api";
import { expectAccessible } from "./support/axe";
import { expectNothingCut, showOnPhone } from "./support/layout";
import { signInAt } from "./support/session";

// Medellín: a headquarter of the demo admin without queued geozones, whose mode no other journey reads.
const HEADQUARTER = "Medellín";

const openProfileMenu = async (page: Page) => {
  await page.getByRole("button", { name: "Menú de perfil" }).click();
  return page.getByRole("presentation").filter({ has: page.getByRole("menu", { name: "Menú de perfil" }) });
};
const chooseMode = async (page: Page, mode: string) => {
  const popover = await openProfileMenu(page);
  await popover.getByRole("combobox", { name: "Modo de servicio" }).click();
  await page.getByRole("option", { name: mode, exact: true }).click();
};

test.afterEach(async ({ request }) => {
  const api = await apiAs(request, "admin", HEADQUARTER);
  await api.call("PATCH", `/api/headquarter/${api.headquarter}/settings/`, { service_mode: "manual" });
});

test("the profile menu's service mode refuses a queue without a queued geozone and saves the automatic assignment", async ({
  page,
  browser,
}) => {
  // Another desk open on Configuración → General follows the change without a reload.
  const otherContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const other = await otherContext.newPage();
  await signInAt(other, "admin", HEADQUARTER);
  await other.goto("/configuration/general");
  const otherMode = other.getByRole("combobox", { name: "Modo de servicio" });
  await expect(otherMode).toHaveText("Asignación manual");

  await signInAt(page, "admin", HEADQUARTER);
  await expect(page).toHaveURL(/\/desktop$/);

  const popover = await openProfileMenu(page);
  const mode = popover.getByRole("combobox", { name: "Modo de servicio" });
  await expect(mode).toHaveText("Asignación manual");
  await expectAccessible(page, "the profile menu with the service mode");
  await page.screenshot({ path: "test-results/service-mode-menu-1366.png" });
  await mode.click();
  await expect(page.getByRole("option")).toHaveText([
    "Asignación manual",
    "Asignación automática",
    "Asignación automática en cola",
    "Asignación en cola con aceptación",
  ]);
  await expectAccessible(page, "the service modes");
  await page.getByRole("option", { name: "Asignación automática en cola" }).click();

  await expect(page).toHaveURL(/\/geozone-queue$/);
  await expect(page.getByText("Primero debe definir una geozona para la cola")).toBeVisible();
  await expectAccessible(page, "the queued geozones after the refusal");

  await chooseMode(page, "Asignación automática");
  await expect(page.getByText("Modo de servicio actualizado")).toBeVisible();
  await expect(otherMode).toHaveText("Asignación automática");
  await otherContext.close();

  const again = await openProfileMenu(page);
  await again.getByRole("menuitem", { name: "Configuración" }).click();
  await expect(page).toHaveURL(/\/configuration\/general$/);
  await expect(page.getByRole("combobox", { name: "Modo de servicio" })).toHaveText("Asignación automática");
  // On /configuration the menu leaves the mode to General.
  const onConfiguration = await openProfileMenu(page);
  await expect(onConfiguration.getByRole("menuitem", { name: "Perfil" })).toBeVisible();
  await expect(onConfiguration.getByRole("combobox", { name: "Modo de servicio" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.goto("/desktop");
  await showOnPhone(page);
  const phoneMenu = await openProfileMenu(page);
  await expect(phoneMenu.getByRole("combobox", { name: "Modo de servicio" })).toHaveText("Asignación automática");
  await expectNothingCut(phoneMenu);
  await page.screenshot({ path: "test-results/service-mode-menu-390.png" });
});

test("the Difusión tab shows a field error for a bad value and saves a good one", async ({ page }) => {
  await signInAt(page, "admin", HEADQUARTER);
  await page.goto("/configuration/general");
  await page.getByRole("navigation", { name: "Secciones de configuración" }).getByRole("tab", { name: "Difusión" }).click();
  await expect(page).toHaveURL(/\/configuration\/diffusion$/);
  await expect(page).toHaveTitle("Despacho | Difusión");
  const seconds = page.getByRole("spinbutton", { name: "Tiempo para aceptar" });
  await expect(seconds).toHaveValue(/^\d+$/);
  await expectAccessible(page, "the diffusion settings");

  await seconds.fill("5");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Debe estar entre 10 y 600")).toBeVisible();
  await expectAccessible(page, "the diffusion settings with a field error");

  await seconds.fill("45");
  await page.getByRole("radio", { name: "A todos los colaboradores del radio (gana el primero que acepte)" }).check();
  const steps = page.getByRole("list", { name: "Pasos de escalamiento" });
  await expect(steps.getByRole("listitem")).toHaveText([
    /^1\. Siguiente colaborador/,
    /^2\. Radio ampliado/,
    /^3\. Difusión a todos/,
    /^4\. Volver al escritorio como Por asignar/,
  ]);
  // By keyboard: the arrow of 'Difusión a todos' moves it above 'Radio ampliado'.
  await page.getByRole("button", { name: "Subir Difusión a todos" }).focus();
  await page.keyboard.press("Enter");
  await expect(steps.getByRole("listitem")).toHaveText([
    /^1\. Siguiente colaborador/,
    /^2\. Difusión a todos/,
    /^3\. Radio ampliado/,
    /^4\. Volver al escritorio como Por asignar/,
  ]);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Actualizado correctamente")).toBeVisible();
  await page.screenshot({ path: "test-results/diffusion-1366.png", fullPage: true });

  await page.reload();
  await expect(page.getByRole("spinbutton", { name: "Tiempo para aceptar" })).toHaveValue("45");
  await expect(page.getByRole("list", { name: "Pasos de escalamiento" }).getByRole("listitem").nth(1)).toHaveText(/^2\. Difusión a todos/);
  await showOnPhone(page);
  await expectNothingCut(page.getByRole("region", { name: "Difusión" }));
  await page.screenshot({ path: "test-results/diffusion-390.png", fullPage: true });
});

test("an administrator limits the service types a courier may take from the courier's screen", async ({ page, request }) => {
  const api = await apiAs(request, "admin", HEADQUARTER);
  const { results } = await api.call("GET", "/api/users/messengers/affiliated/?limit=100");
  const courier = results.at(-1);
  expect(courier, "a Medellín courier in the demo").toBeTruthy();
  const [type] = await api.call("GET", "/api/service-types/?all=true");

  await signInAt(page, "admin", HEADQUARTER);
  await page.goto(`/messengers/${courier.uuid}`);
  const section = page.getByRole("region", { name: "Tipos de servicio" });
  const types = section.getByRole("combobox", { name: "Tipos de servicio" });
  await expect(section.getByText("Sin ninguno elegido, puede tomar todos.")).toBeVisible();
  await types.click();
  await page.getByRole("option", { name: type.name, exact: true }).click();
  await page.keyboard.press("Escape");
  await expectAccessible(page, "the courier's service types");
  await section.getByRole("button", { name: "Guardar tipos" }).click();
  await expect(page.getByText("Actualizado correctamente")).toBeVisible();
  await page.screenshot({ path: "test-results/courier-service-types-1366.png", fullPage: true });

  await page.reload();
  await expect(page.getByRole("region", { name: "Tipos de servicio" }).getByRole("button", { name: type.name })).toBeVisible();
  await api.call("PATCH", `/api/user-to-service-type/${courier.uuid}/`, { service_types: [] });
});
