import { expect, test } from "@playwright/test";
import { apiAs, signUpCourier } from "./support/api";
import { expectAccessible } from "./support/axe";
import { signInAt } from "./support/session";

/** The bell's accessible name with `count` new requests. */
const bellName = (count: number) => `Solicitudes de afiliación: ${count === 1 ? "1 solicitud nueva" : `${count} solicitudes nuevas`}`;

test("a new courier asks to join Bogotá; the operator verifies the request with a motorcycle and the courier is active", async ({
  page,
  request,
}) => {
  const admin = await apiAs(request, "admin");
  const unseen = "/api/membership/petition/?direction=received&status=waiting&unseen=true";
  const before: number = (await admin.call("GET", unseen)).count;
  await signInAt(page, "admin");
  const bell = page.getByRole("button", { name: /^Solicitudes de afiliación: / });
  await expect(bell).toHaveAccessibleName(bellName(before));

  const lastName = `Quintero ${Date.now().toString(36)}`;
  const courier = await signUpCourier(request, "Marcela", lastName);
  await courier.askToJoin(admin.headquarter);

  const after = before + 1;
  await expect(bell).toHaveAccessibleName(bellName(after));
  await bell.click();
  await expectAccessible(page, "the bell's new requests");
  await page.getByRole("button", { name: new RegExp(`Marcela ${lastName}`) }).click();

  const detail = page.getByRole("dialog", { name: "Detalle de la solicitud" });
  await expect(detail.getByText("Recibida del colaborador", { exact: false })).toBeVisible();
  await expect(detail.getByText("En espera")).toBeVisible();
  await expectAccessible(page, "the request detail");
  await detail.getByRole("button", { name: "Aceptar" }).click();
  await expect(page.getByText("Aceptado correctamente")).toBeVisible();
  await expect(detail.getByText("En proceso")).toBeVisible();

  const verify = detail.getByRole("button", { name: "Verificar" });
  await expect(verify).toBeDisabled();
  await detail.getByRole("radio", { name: `${courier.licensePlate} · Yamaha XTZ 150` }).check();
  await expectAccessible(page, "the request being verified");
  await verify.click();
  await expect(page.getByText("Verificado correctamente")).toBeVisible();
  await expect(detail).toBeHidden();

  await page.goto("/messengers");
  await page.getByRole("searchbox", { name: "Buscar colaborador" }).fill(lastName);
  await expect(page.getByText(`Marcela ${lastName}`)).toBeVisible();
  await expectAccessible(page, "the active couriers with the new one");
});
