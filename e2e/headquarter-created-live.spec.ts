import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { signInAt } from "./support/session";

test("an administrator's other open session lists a headquarter created elsewhere without a reload", async ({ browser }) => {
  const name = `Sede Envigado ${Date.now().toString(36)}`;
  const [creatorContext, watcherContext] = await Promise.all([browser.newContext(), browser.newContext()]);
  const creator = await creatorContext.newPage();
  const watcher = await watcherContext.newPage();
  await signInAt(watcher, "admin");
  await watcher.getByTestId("headquarter-switcher").click();
  await expect(watcher.getByRole("menuitem", { name: /^Medellín/ })).toBeVisible();
  await expect(watcher.getByRole("menuitem", { name: new RegExp(name) })).toHaveCount(0);
  await watcher.keyboard.press("Escape");

  await signInAt(creator, "admin");
  await creator.goto("/headquarters/new");
  await creator.getByRole("textbox", { name: "Nombre" }).fill(name);
  await creator.getByRole("combobox", { name: "Ciudad" }).fill("medellin");
  await creator.getByRole("option", { name: /Medellín/ }).click();
  await creator.getByRole("button", { name: "Guardar" }).click();
  await expect(creator.getByText("Agregado correctamente")).toBeVisible();

  // The watcher never reloads: the socket's headquarters:created refreshes its token and its list.
  await watcher.getByTestId("headquarter-switcher").click();
  const created = watcher.getByRole("menuitem", { name: new RegExp(name) });
  await expect(created).toBeVisible();
  await expectAccessible(watcher, "the switcher with the headquarter created elsewhere");
  await created.click();
  await expect(watcher.getByTestId("headquarter-switcher")).toHaveAccessibleName(`${name}, cambiar de sucursal`);
  await Promise.all([creatorContext.close(), watcherContext.close()]);
});
