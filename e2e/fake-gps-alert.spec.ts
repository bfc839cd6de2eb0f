import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { signInCourier } from "./support/courier";
import { signInAt } from "./support/session";

// mensajero14 is offline in the demo but may go online (its block was lifted; the open blocks of mensajero12 and 13
// refuse their points), its last point an hour or more old: a point now anywhere in Bogotá is a plausible speed, so
// the phone's mock-location flag is the only evidence.
test("a courier's fake location raises the toolbar alert, its detail shows the evidence and 'Ir a mapa y cerrar' centres the map", async ({
  page,
  request,
}) => {
  // Two axe passes, a courier's sign-in and a socket event: near the minute on a loaded machine.
  test.slow();
  await signInAt(page, "admin");
  const alert = page.getByRole("button", { name: /^Alertas de ubicación falsa/ });
  // The demo's mensajero7 has an open capture already (the first screen loads the app's chunks: a longer wait).
  await expect(alert).toHaveAccessibleName("Alertas de ubicación falsa: 1 colaborador con ubicación falsa", { timeout: 20_000 });

  const courier = await signInCourier(request, "mensajero14");
  const sent = await request.post("/api/courier/locations/", {
    headers: { authorization: `Bearer ${courier.access}` },
    data: {
      points: [{ latitude: 4.6097, longitude: -74.0817, using_fake_location: true, coordinates_created_at: new Date().toISOString() }],
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await expect(alert).toHaveAccessibleName("Alertas de ubicación falsa: 2 colaboradores con ubicación falsa, detección nueva");
  await expect(alert).toHaveAttribute("data-pulsing", "true");

  await alert.click();
  const dialog = page.getByRole("dialog", { name: "Alertas de ubicación falsa" });
  await expect(dialog).toBeVisible();
  const table = dialog.getByRole("table", { name: "Colaboradores con ubicación falsa" });
  await expect(table.getByRole("columnheader")).toHaveText(["Imagen", "Nombre", "Nick", "Cant. detecciones", "Detalles"]);
  const row = table.getByRole("row").filter({ hasText: "mensajero14" });
  const cells = row.getByRole("cell");
  await expect(cells.nth(1)).toContainText(courier.fullName);
  await expect(cells.nth(1)).toContainText("Puntaje 50 · Media");
  await expect(cells.nth(2)).toHaveText("mensajero14");
  await expect(cells.nth(3)).toHaveText("1");
  await expectAccessible(page, "the fake-location alert");

  await dialog.getByRole("button", { name: "Cerrar" }).click();
  await expect(dialog).toBeHidden();
  // Opening the alert saw the detection: the icon no longer pulses.
  await expect(alert).toHaveAccessibleName("Alertas de ubicación falsa: 2 colaboradores con ubicación falsa");
  await expect(alert).not.toHaveAttribute("data-pulsing");

  await alert.click();
  await row.getByRole("button", { name: `Detalles de ${courier.fullName}` }).click();
  const detail = page.getByRole("dialog", { name: `Detecciones de ${courier.fullName}` });
  await expect(detail.getByText("Puntaje de sospecha: 50/100 · Media")).toBeVisible();
  await expect(detail.getByText("Ubicación simulada: +50")).toBeVisible();
  const evidence = detail.getByRole("list", { name: "Detecciones" }).getByRole("listitem");
  await expect(evidence).toHaveCount(1);
  await expect(evidence).toContainText("Ubicación simulada: El teléfono reportó una ubicación simulada");
  await expect(evidence).toContainText("4.60970, -74.08170");
  await expectAccessible(page, "the courier's detections");

  await detail.getByRole("button", { name: "Ir a mapa y cerrar" }).click();
  await expect(page).toHaveURL(`/map?messenger=${courier.uuid}`);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The map opens on that courier: its card, its state, and the map centred on its (fake) point.
  const card = page.getByTestId("courier-card");
  await expect(card.getByRole("heading", { name: courier.fullName })).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText("Ubicación falsa sospechosa");
  await expect(page.getByTestId("live-map")).toHaveAttribute("data-center", "4.6097,-74.0817");
});
