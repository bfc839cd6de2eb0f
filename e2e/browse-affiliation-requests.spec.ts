import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { signInAt } from "./support/session";

test("an administrator browses the affiliation requests and invites a courier who doesn't exist", async ({ page }) => {
  await signInAt(page, "admin");
  await page.getByRole("link", { name: "Asociación", exact: true }).click();
  await expect(page).toHaveURL(/\/request\/association$/);
  await expect(page).toHaveTitle("Despacho | Solicitudes de asociación");
  await expect(page.getByRole("tab", { name: "Todas" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Desvinculada" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Recibidas" })).toBeVisible();
  await expectAccessible(page, "the association requests");

  await page.getByRole("button", { name: "Invitar colaborador" }).click();
  const invite = page.getByRole("dialog", { name: "Invitar colaborador" });
  await invite.getByRole("button", { name: "Invitar" }).click();
  await expect(invite.getByText("Campo requerido")).toBeVisible();
  await invite.getByRole("textbox", { name: "Usuario del colaborador" }).fill("nadie-con-este-usuario");
  await invite.getByRole("button", { name: "Invitar" }).click();
  await expect(invite.getByText("No existe un colaborador con ese usuario")).toBeVisible();
  await expectAccessible(page, "the invite dialog");
  await invite.getByRole("button", { name: "Cancelar" }).click();
  await expect(invite).toBeHidden();

  await page.getByRole("link", { name: "Desasociación" }).click();
  await expect(page).toHaveTitle("Despacho | Solicitudes de desasociación");
  await expect(page.getByRole("tab", { name: "En proceso" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Vinculada", exact: true })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Desvinculada" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Invitar colaborador" })).toHaveCount(0);
  await expectAccessible(page, "the disassociation requests");

  await page.getByRole("link", { name: "Historial de solicitudes" }).click();
  await expect(page).toHaveTitle("Despacho | Historial de solicitudes");
  await expect(page.getByRole("tab")).toHaveCount(7);
  await expectAccessible(page, "the request history");
});

test("an operator without the request menus sees no bell and no Afiliaciones group", async ({ page }) => {
  await signInAt(page, "operador");
  await expect(page.getByRole("link", { name: "Escritorio" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Solicitudes de afiliación/ })).toHaveCount(0);
  await expect(page.getByText("Afiliaciones")).toHaveCount(0);
  await page.goto("/request/association");
  await expect(page).not.toHaveURL(/\/request\/association$/);
});
