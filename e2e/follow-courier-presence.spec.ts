import { expect, test } from "@playwright/test";
import { expectNothingCut, showOnPhone } from "./support/layout";
import { expectAccessible } from "./support/axe";
import { connectCourier, leave, setOnline, signInCourier } from "./support/courier";
import { signInAt } from "./support/session";

// The server's presence grace (PRESENCE_GRACE_MS, 5 s) plus the time for the desk to hear it.
const AFTER_GRACE = { timeout: 15_000 };

test("the operator sees a courier turn Conectado when its app connects and goes online, and Desconectado when it leaves", async ({
  page,
  request,
  baseURL,
}) => {
  const courier = await signInCourier(request, "mensajero4");
  const bogota = courier.headquarters.Bogotá;
  expect(bogota, "mensajero4 is linked to Bogotá in the demo").toBeTruthy();
  await setOnline(request, courier, bogota, false);

  await signInAt(page, "admin");
  await page.getByRole("navigation").getByRole("link", { name: "Activos" }).click();
  await expect(page).toHaveURL(/\/messengers$/);
  await page.getByLabel("Buscar colaborador").fill("mensajero4");
  const row = page.getByRole("row").filter({ hasText: courier.fullName });
  await expect(page.getByRole("row")).toHaveCount(2);
  const status = row.getByTestId("courier-status");
  await expect(status).toHaveText("Desconectado");
  await expectAccessible(page, "the active couriers, the courier offline");

  const socket = await connectCourier(baseURL ?? "", courier, bogota);
  try {
    await setOnline(request, courier, bogota, true);
    await expect(status).toHaveText("Conectado");
    await expectAccessible(page, "the active couriers, the courier connected");
    await page.screenshot({ path: "test-results/courier-presence-1366.png" });
    await showOnPhone(page);
    // On a phone each courier is a card holding every column, whole, without scrolling sideways.
    const card = page.getByRole("list", { name: "Colaboradores activos" }).getByRole("listitem").filter({ hasText: courier.fullName });
    await expect(card.getByTestId("courier-status")).toHaveText("Conectado");
    for (const header of ["Colaborador", "Estado", "Calificación", "Teléfono", "Saldo"]) {
      await expect(card.getByRole("term").filter({ hasText: header })).toBeInViewport({ ratio: 1 });
    }
    await expect(card.getByRole("definition").last()).toContainText("$");
    await expectNothingCut(page.getByTestId("couriers-grid"));
    await expectAccessible(page, "the active couriers as cards on a phone");
    await page.screenshot({ path: "test-results/courier-presence-390.png" });
    await page.setViewportSize({ width: 1366, height: 768 });

    await leave(socket);
    await expect(status).toHaveText("Desconectado", AFTER_GRACE);
  } finally {
    socket.close();
  }
  // The courier went offline for the server too: the list read again agrees.
  await page.reload();
  await page.getByLabel("Buscar colaborador").fill("mensajero4");
  await expect(page.getByRole("row").filter({ hasText: courier.fullName }).getByTestId("courier-status")).toHaveText("Desconectado");
});
