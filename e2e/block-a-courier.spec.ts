import { expect, test } from "@playwright/test";
import { linkedCourier } from "./support/api";
import { expectAccessible } from "./support/axe";
import { signInAt } from "./support/session";

test("the admin blocks a courier with a reason and an end date, then unblocks them; the block stays in the history", async ({
  page,
  request,
}) => {
  // Four screens, each checked by axe, and a screenshot: more than a minute on a busy machine.
  test.slow();
  const lastName = `Bloqueo ${Date.now().toString(36)}`;
  const fullName = `Ramiro ${lastName}`;
  await linkedCourier(request, "Ramiro", lastName);
  await signInAt(page, "admin");

  await page.goto("/blocked-messengers");
  await expect(page).toHaveTitle("Despacho | Bloqueos");
  await page.getByRole("button", { name: "Bloquear colaborador" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Bloquear colaborador" });
  await dialog.getByRole("button", { name: "Bloquear" }).click();
  await expect(dialog.getByText("Campo requerido").first()).toBeVisible();
  await dialog.getByRole("combobox", { name: "Colaborador" }).fill(lastName);
  await page.getByRole("option", { name: fullName }).click();
  await dialog.getByRole("textbox", { name: "Motivo" }).fill("No entregó el paquete del cliente");
  await dialog.getByRole("group", { name: "Bloqueado hasta (opcional)" }).getByRole("spinbutton").first().click();
  await page.keyboard.type("31122030");
  await expectAccessible(page, "the block dialog");
  await dialog.getByRole("button", { name: "Bloquear" }).click();
  await expect(page.getByText("Colaborador bloqueado")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("searchbox", { name: "Buscar colaborador bloqueado" }).fill(lastName);
  const row = page.getByRole("row").filter({ hasText: fullName });
  await expect(row).toContainText("No entregó el paquete del cliente");
  // "Bloqueado hasta" includes the day picked: the block ends as 1 January begins.
  await expect(row).toContainText("1 de enero de 2031 a las 12:00 a. m.");
  await expectAccessible(page, "the blocked couriers");
  // At 1366×768 beside the menu, nothing of the row is cut: who blocked and the action are on screen.
  await expect(page.getByRole("columnheader", { name: "Bloqueado por" })).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole("button", { name: `Desbloquear a ${fullName}` })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: "test-results/blocked-couriers-1366.png" });

  await row.getByRole("button", { name: `Desbloquear a ${fullName}` }).click();
  const confirm = page.getByRole("dialog", { name: "¿Está seguro de desbloquear al colaborador?" });
  await expectAccessible(page, "the unblock confirmation");
  await confirm.getByRole("button", { name: "Si" }).click();
  await expect(page.getByText("Colaborador desbloqueado")).toBeVisible();
  await expect(page.getByText(`No hay colaboradores bloqueados que coincidan con «${lastName}»`)).toBeVisible();

  await page.goto("/historical-blocked-messengers");
  await expect(page).toHaveTitle("Despacho | Historial de bloqueos");
  const past = page.getByRole("row").filter({ hasText: fullName });
  await expect(past).toContainText("No entregó el paquete del cliente");
  await expect(past).toContainText("Desbloqueado");
  await expectAccessible(page, "the history of blocks");
});
