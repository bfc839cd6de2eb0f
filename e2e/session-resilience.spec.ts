import { expect, test } from "@playwright/test";
import { apiAs, createService } from "./support/api";
import { expectAccessible } from "./support/axe";
import { signInAt } from "./support/session";

test("an expired access token is refreshed without the user noticing", async ({ page }) => {
  await signInAt(page, "admin");
  await page.goto("/charges");
  await expect(page.getByTestId("employment-card").first()).toBeVisible();
  const refreshes: number[] = [];
  page.on("response", (r) => {
    if (r.url().endsWith("/api/users/token/refresh/")) refreshes.push(r.status());
  });
  // A token signed with another key is refused with 401, exactly as an expired one.
  await page.evaluate(() => {
    const [header, payload] = (localStorage.getItem("despacho.access") ?? "").split(".");
    localStorage.setItem("despacho.access", `${header}.${payload}.firma-vencida`);
  });
  await page.reload();
  await expect(page.getByTestId("employment-card").first()).toBeVisible();
  await expect(page).toHaveURL(/\/charges$/);
  await expect(page.getByText("Error de autenticación")).toHaveCount(0);
  await expectAccessible(page, "the positions after a refresh");
  expect(refreshes).toEqual([200]);
  expect(await page.evaluate(() => localStorage.getItem("despacho.access")?.endsWith("firma-vencida"))).toBe(false);
});

test("a refresh that fails shows 'Error de autenticación' and logs out", async ({ page }) => {
  await signInAt(page, "admin");
  await page.goto("/charges");
  await expect(page.getByTestId("employment-card").first()).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem("despacho.access", "no.es.valido");
    localStorage.setItem("despacho.refresh", "refresh-revocado-o-inexistente");
  });
  await page.reload();
  await expect(page.getByText("Error de autenticación")).toBeVisible();
  await expectAccessible(page, "the authentication error");
  await expect(page).toHaveURL(/\/login$/);
});

test("a password changed on another device sends this one to the login at once (issue 19)", async ({ page, request }) => {
  const admin = await apiAs(request, "admin");
  const username = `sesion_${Date.now().toString(36)}`;
  const password = "clave-segura-1";
  await admin.call("POST", "/api/users/employees/", {
    username,
    first_name: "Sesión",
    last_name: "Cerrada",
    email: `${username}@despacho.test`,
    password,
    headquarters: [admin.headquarter],
    employment: null,
    templates: [],
  });
  await signInAt(page, username, "Bogotá", password);
  await expect(page).not.toHaveURL(/\/(login|select-headquarter)$/);
  await expect(page.getByTestId("offline-indicator")).toHaveCount(0);

  const elsewhere = await (await request.post("/api/users/token/", { data: { username, password } })).json();
  const change = await request.put("/api/users/change-password/", {
    headers: { authorization: `Bearer ${elsewhere.access}` },
    data: { old_password: password, new_password: "otra-clave-segura" },
  });
  expect(change.ok()).toBeTruthy();
  // The server closes this tab's socket; its token and its refresh token are refused now, not in five minutes.
  await expect(page.getByText("Error de autenticación")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/login$/);
});

test("the offline indicator appears when the realtime connection drops", async ({ page, context }) => {
  // Going back online waits for socket.io's reconnection back-off (up to ~7.5 s).
  test.setTimeout(60_000);
  await signInAt(page, "admin");
  await page.goto("/charges");
  await expect(page.getByTestId("employment-card").first()).toBeVisible();
  await expect(page.getByTestId("offline-indicator")).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByTestId("offline-indicator")).toBeVisible();
  await page.getByTestId("offline-indicator").hover();
  await expect(page.getByRole("tooltip")).toHaveText("Desconectado de realtime");
  await expectAccessible(page, "the offline indicator");
  await context.setOffline(false);
  await expect(page.getByTestId("offline-indicator")).toHaveCount(0, { timeout: 15_000 });
  // Leave the app (its socket closes) before the context does: closing a context whose page was
  // reconnecting once hung Chromium's teardown for 30 s.
  await page.goto("about:blank");
});

test("a cancellation confirmed offline shows 'Error de conexión', leaves the dialog usable and is never sent later", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const customer = `Cliente Sin Red ${Date.now().toString(36)}`;
  const service = await createService(request, customer);
  await signInAt(page, "admin");
  await page.getByLabel("Buscar servicio").fill(customer);
  const row = page.locator(`[data-testid="service-row"][data-consecutive="${service.consecutive}"]`);
  await expect(page.getByTestId("service-row")).toHaveCount(1);
  await expect(row).toHaveAttribute("data-status", "by_assign");
  await page.getByRole("button", { name: `Cancelar servicio ${service.consecutive}` }).click();
  const cancel = page.getByRole("dialog", { name: `¿Cancelar el servicio #${service.consecutive}?` });
  await cancel.getByLabel("Motivo (opcional)").fill("Sin conexión");

  await context.setOffline(true);
  await cancel.getByRole("button", { name: "Sí, cancelar servicio" }).click();
  const failure = page.getByRole("dialog", { name: "Error de conexión" });
  await expect(failure.getByTestId("error-dialog-message")).toHaveText("Por favor revise su conexión de internet");
  await expectAccessible(page, "the connection error over the cancel dialog");
  await failure.getByRole("button", { name: "Aceptar" }).click();
  await expect(failure).toBeHidden();
  await expect(cancel.getByRole("button", { name: "Sí, cancelar servicio" })).toBeEnabled();
  await expect(cancel.getByRole("button", { name: "No" })).toBeEnabled();
  await page.keyboard.press("Escape");
  await expect(cancel).toBeHidden();

  // Back online the app reloads (spec §4); the refused cancellation must not have been queued.
  const reloaded = page.waitForEvent("load");
  await context.setOffline(false);
  await reloaded;
  await page.getByLabel("Buscar servicio").fill(customer);
  await expect(row).toHaveAttribute("data-status", "by_assign", { timeout: 15_000 });
  const api = await apiAs(request, "admin");
  expect((await api.call("GET", `/api/services/${service.uuid}/`)).status).toBe("by_assign");
  await page.goto("about:blank");
});
