import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { signIn, signInAt } from "./support/session";

/** The entries of the side menu, in order. */
const menu = (page: Page) => page.getByRole("navigation", { name: "Menú principal" }).getByRole("link");

async function pick(page: Page, field: string, option: string) {
  await page.getByRole("combobox", { name: field }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await page.keyboard.press("Escape");
}

test("an administrator gives a new employee a template; the employee sees exactly its menu, and the change of the template without signing in again", async ({
  page,
  browser,
}) => {
  // Two browsers and eight axe checks: a long journey.
  test.slow();
  const suffix = Date.now().toString(36);
  const templateName = `Consulta ${suffix}`;
  const username = `empleado_${suffix}`;
  const password = "clave-del-empleado-1";

  await signInAt(page, "admin");
  await page.getByRole("link", { name: "Plantillas" }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page).toHaveTitle("Despacho | Plantillas");
  await expect(page.getByRole("gridcell", { name: "Administrador", exact: true })).toBeVisible();
  await expectAccessible(page, "the templates");

  await page.getByRole("link", { name: "Agregar plantilla" }).click();
  await expect(page).toHaveURL(/\/templates\/new$/);
  await page.getByRole("textbox", { name: "Nombre" }).fill(templateName);
  await page.getByRole("button", { name: "Mostrar permisos de Servicios" }).click();
  await page.getByRole("checkbox", { name: "Ver el historial de servicios" }).check();
  await page.getByRole("button", { name: "Mostrar permisos de Mi empresa" }).click();
  await page.getByRole("checkbox", { name: "Ver cargos" }).check();
  // One of seven in Mi empresa: its group box is neither empty nor full.
  await expect(page.getByRole("checkbox", { name: /^Mi empresa/ })).toHaveAttribute("data-indeterminate", "true");
  await expectAccessible(page, "the new template");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Agregado correctamente")).toBeVisible();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByRole("gridcell", { name: templateName, exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Empleados" }).click();
  await expect(page).toHaveURL(/\/employees$/);
  await expect(page.getByRole("gridcell", { name: "Ana Administradora", exact: true })).toBeVisible();
  await expectAccessible(page, "the employees");
  await page.getByRole("link", { name: "Agregar empleado" }).click();
  await expect(page).toHaveURL(/\/employees\/create$/);
  await page.getByRole("textbox", { name: "Usuario" }).fill(username);
  await page.getByRole("textbox", { name: "Correo electrónico" }).fill(`${username}@despacho.test`);
  await page.getByRole("textbox", { name: "Nombres" }).fill("Elena");
  await page.getByRole("textbox", { name: "Apellidos" }).fill(`Prueba ${suffix}`);
  await page.getByLabel("Contraseña").fill(password);
  await pick(page, "Sucursales", "Bogotá");
  await pick(page, "Plantillas", templateName);
  await expectAccessible(page, "the new employee");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Agregado correctamente")).toBeVisible();
  await expect(page).toHaveURL(/\/employees$/);
  await page.getByRole("searchbox", { name: "Buscar empleado" }).fill(username);
  await expect(page.getByRole("gridcell", { name: `Elena Prueba ${suffix}`, exact: true })).toBeVisible();
  await expect(page.getByRole("gridcell", { name: templateName, exact: true })).toBeVisible();

  // A new email waits for the new address to confirm it (issue 19): the form keeps the old one and says so.
  const newEmail = `${username}.nuevo@despacho.test`;
  await page.getByRole("link", { name: `Editar empleado Elena Prueba ${suffix}` }).click();
  await expect(page).toHaveURL(/\/employees\/[0-9a-f-]+\/edit$/);
  await page.getByRole("textbox", { name: "Correo electrónico" }).fill(newEmail);
  await page.getByRole("button", { name: "Guardar" }).click();
  const pending = `Enviamos un enlace de confirmación a ${newEmail}. El correo cambiará cuando lo confirme.`;
  await expect(page.getByTestId("toast-info").filter({ hasText: pending })).toBeVisible();
  await expect(page).toHaveURL(/\/employees$/);
  await page.getByRole("link", { name: `Editar empleado Elena Prueba ${suffix}` }).click();
  await expect(page.getByRole("textbox", { name: "Correo electrónico" })).toHaveValue(`${username}@despacho.test`);
  await expect(page.getByRole("alert").filter({ hasText: pending })).toBeVisible();
  await expectAccessible(page, "the employee with a pending email");
  await page.screenshot({ path: "test-results/employee-pending-email-1366.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("alert").filter({ hasText: pending })).toBeVisible();
  await page.screenshot({ path: "test-results/employee-pending-email-390.png", fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });

  // A link that is not valid (or used, or expired) says so in Spanish, without a session too.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto("/confirm-email/enlace-inventado-0123456789");
  await expect(stranger.getByRole("heading", { name: "No se pudo confirmar el correo" })).toBeVisible();
  await expect(
    stranger.getByText("El enlace para confirmar el correo no es válido, ya se usó o venció. Pida de nuevo el cambio de correo."),
  ).toBeVisible();
  await expectAccessible(stranger, "the refused email confirmation");
  await stranger.screenshot({ path: "test-results/confirm-email-refused-1366.png" });
  await stranger.context().close();

  // The employee, in a browser of their own.
  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  await signInAt(employee, username, "Bogotá", password);
  await expect(employee).toHaveURL(/\/services$/);
  // The covenant screens need no codename (spec §2.2 lists none): every user has them.
  await expect(menu(employee)).toHaveText(["Servicios", "Solicitudes de convenio", "Historial de convenios", "Cargos"]);
  await expectAccessible(employee, "the employee's first screen");

  // The administrator changes the template: Clientes instead of Cargos.
  await page.getByRole("link", { name: "Plantillas" }).click();
  await page.getByRole("link", { name: `Editar plantilla ${templateName}` }).click();
  await expect(page).toHaveURL(/\/templates\/[0-9a-f-]+\/edit$/);
  await expect(page.getByRole("checkbox", { name: "Ver cargos" })).toBeChecked();
  await page.getByRole("checkbox", { name: "Ver cargos" }).uncheck();
  await page.getByRole("checkbox", { name: "Ver el menú de clientes" }).check();
  await page.getByRole("checkbox", { name: "Ver clientes", exact: true }).check();
  await expectAccessible(page, "the template being edited");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Actualizado correctamente")).toBeVisible();

  // No new sign-in, no reload: the employee's menu follows.
  await expect(menu(employee)).toHaveText(["Servicios", "Clientes", "Solicitudes de convenio", "Historial de convenios"]);
  await employee.getByRole("link", { name: "Clientes" }).click();
  await expect(employee).toHaveURL(/\/customers$/);

  // A template in use cannot be deleted: the Spanish refusal, and the template stays.
  await page.getByRole("button", { name: `Eliminar plantilla ${templateName}` }).click();
  await expect(page.getByRole("dialog").filter({ hasText: "¿Está seguro de eliminar la plantilla?" })).toBeVisible();
  await expectAccessible(page, "the delete confirmation");
  await page.getByRole("button", { name: "Si" }).click();
  await expect(page.getByText("La plantilla está asignada a empleados: quítela de ellos antes de eliminarla")).toBeVisible();

  // Disabling the employee, after confirming, ends their session.
  await page.goto("/employees");
  await page.getByRole("searchbox", { name: "Buscar empleado" }).fill(username);
  await page.getByRole("switch", { name: `Habilitado: Elena Prueba ${suffix}` }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: "¿Está seguro de deshabilitar al empleado?" });
  await expectAccessible(page, "the disable confirmation");
  await confirm.getByRole("button", { name: "Si" }).click();
  await expect(page.getByText("Actualizado correctamente")).toBeVisible();
  await expect(page.getByRole("switch", { name: `Habilitado: Elena Prueba ${suffix}` })).not.toBeChecked();
  await employeeContext.close();
  const again = await (await browser.newContext()).newPage();
  await signIn(again, username, password);
  await expect(again.getByText("Usuario o contraseña incorrectos")).toBeVisible();
  await again.context().close();
});
