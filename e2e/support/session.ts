import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "despacho";

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Usuario").fill(username);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Ingresar" }).click();
}

/** Signs in and picks a headquarter by name. */
export async function signInAt(page: Page, username: string, headquarter = "Bogotá", password = DEMO_PASSWORD) {
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/select-headquarter$/);
  await page.getByTestId("headquarter-card").filter({ hasText: headquarter }).click();
}
