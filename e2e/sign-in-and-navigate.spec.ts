import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { expectPlaceholderWhole, showOnPhone } from "./support/layout";
import { signIn, signInAt } from "./support/session";

test("an operator signs in, picks a headquarter and lands on the first allowed menu entry", async ({ page }) => {
  await signIn(page, "admin");
  await expect(page.getByText("¡Bienvenido, Ana!")).toBeVisible();
  await expect(page).toHaveURL(/\/select-headquarter$/);
  await expect(page).toHaveTitle("Despacho | Seleccionar sucursal");
  await expectAccessible(page, "the headquarter choice");
  // Other journeys create headquarters in Medellín: the card whose name is Medellín.
  await page
    .getByTestId("headquarter-card")
    .filter({ hasText: /^Medellín/ })
    .click();
  await expect(page).toHaveURL(/\/desktop$/);
  await expect(page).toHaveTitle("Despacho | Escritorio");
  await expect(page.getByRole("link", { name: "Cargos" })).toBeVisible();
  await expect(page.getByTestId("headquarter-switcher")).toContainText("Medellín");
  await expect(page.getByRole("button", { name: "Medellín, cambiar de sucursal" })).toBeVisible();
  await expectAccessible(page, "the desk");
});

test("the toolbar's shortcut search reads 'Buscar atajo' whole and goes to a screen, beside the menu and on a phone", async ({ page }) => {
  await signInAt(page, "admin");
  const field = page.getByRole("combobox", { name: "Buscar atajo" });
  await expectPlaceholderWhole(field);
  await field.fill("activ");
  await page.getByRole("option", { name: "Activos" }).click();
  await expect(page).toHaveURL(/\/messengers$/);
  await expect(page.getByRole("heading", { name: "Colaboradores activos" })).toBeVisible();
  await page.screenshot({ path: "test-results/shortcut-search-1366.png" });

  await showOnPhone(page);
  await expect(page.getByRole("combobox", { name: "Buscar atajo" })).toHaveCount(0);
  await page.getByRole("button", { name: "Buscar atajo" }).click();
  await expectPlaceholderWhole(field);
  await expectAccessible(page, "the shortcut search open on a phone");
  await page.screenshot({ path: "test-results/shortcut-search-390.png" });
  await field.fill("carg");
  await page.getByRole("option", { name: "Cargos" }).click();
  await expect(page).toHaveURL(/\/charges$/);
  await expect(page.getByRole("button", { name: "Buscar atajo" })).toBeVisible();
});

test("a wrong password shows the server's Spanish message and stays on /login", async ({ page }) => {
  await signIn(page, "admin", "equivocada");
  await expect(page.getByTestId("login-error")).toHaveText("Usuario o contraseña incorrectos");
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page, "the login with an error");
});

test("a courier signing in at /login is sent to the courier app, and staff at /courier are sent back to the back office", async ({
  page,
}) => {
  await signIn(page, "mensajero1");
  await expect(page).toHaveURL(/\/courier\/$/);
  await expect(page.getByRole("heading", { name: /^(Conectado|Desconectado)$/ })).toBeVisible();
  await page.goto("/desktop");
  await expect(page).toHaveURL(/\/courier\/$/);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, "admin");
  await expect(page).toHaveURL(/\/select-headquarter$/);
  await page.goto("/courier/");
  await expect(page).not.toHaveURL(/\/courier\//);
});

test("an empty sign-in form names each missing field and sends nothing", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/users/token/")) calls.push(r.url());
  });
  await page.goto("/login");
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page.getByLabel("Usuario")).toHaveAccessibleDescription("Campo requerido");
  await expect(page.getByLabel("Contraseña")).toHaveAccessibleDescription("Campo requerido");
  await expectAccessible(page, "the empty login form");
  expect(calls).toEqual([]);
  await page.getByLabel("Usuario").fill("admin");
  await expect(page.getByText("Campo requerido")).toHaveCount(1);
});

test("a protected page without a session goes to /login and returns there after signing in", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, "admin");
  await page.getByTestId("headquarter-card").filter({ hasText: "Bogotá" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page).toHaveTitle("Despacho | Mi Perfil");
  await expect(page.getByRole("button", { name: "Cambiar foto de perfil" })).toBeVisible();
  await expectAccessible(page, "the profile");
});

test("a user without roles lands on the screens that need none; /forbidden and unknown paths (/not-found) render", async ({ page }) => {
  await signInAt(page, "sinroles");
  // spec §2.2 lists no permission for the covenant screens: they are the only menu entries of a user without roles.
  await expect(page).toHaveURL(/\/covenants\/request$/);
  await expect(page.getByRole("navigation").getByRole("link")).toHaveText(["Solicitudes de convenio", "Historial de convenios"]);
  await expect(page.getByRole("region", { name: "Esperando respuesta" })).toBeVisible();
  await expectAccessible(page, "the first screen of a user without roles");
  await page.goto("/forbidden");
  await expect(page).toHaveURL(/\/forbidden$/);
  await expectAccessible(page, "the forbidden page");
  await page.goto("/no-existe");
  await expect(page).toHaveURL(/\/not-found$/);
  await expectAccessible(page, "the not-found page");
});

test("a user without a permission is refused a screen", async ({ page }) => {
  await signInAt(page, "negocio");
  await expect(page.getByTestId("headquarter-switcher")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Nuevo servicio" })).toBeVisible();
  await expectAccessible(page, "the business user's first screen");
  await page.goto("/charges");
  await expect(page).not.toHaveURL(/\/charges$/);
});

test("signing out from the profile menu ends the session", async ({ page }) => {
  await signInAt(page, "admin");
  await expect(page).toHaveURL(/\/desktop$/);
  await page.getByRole("button", { name: "Menú de perfil" }).click();
  await expect(page.getByRole("menuitem", { name: "Cerrar Sesión" })).toBeVisible();
  await expectAccessible(page, "the profile menu");
  await page.getByRole("menuitem", { name: "Cerrar Sesión" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/charges");
  await expect(page).toHaveURL(/\/login$/);
});
