import { expect, test } from "@playwright/test";
import { createService } from "./support/api";
import { expectAccessible } from "./support/axe";
import { signInAt } from "./support/session";

// A service's files are private (decision 021): the detail opens each through a short-lived address; a PDF
// downloads, an image shows; a user with delete_attachedfile removes one.
const PDF = Buffer.from(
  "%PDF-1.7\n1 0 obj\n<< /Type /Catalog /OpenAction 2 0 R >>\nendobj\n2 0 obj\n<< /S /JavaScript /JS (1) >>\nendobj\n%%EOF\n",
);
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");

test("an operator attaches files to a service, opens them through signed addresses and removes one", async ({ page, request }) => {
  // Two uploads, two tabs and two axe checks: about a minute on a busy machine.
  test.slow();
  const customer = `Cliente Archivos ${Date.now().toString(36)}`;
  const service = await createService(request, customer);
  await signInAt(page, "admin");
  await page.getByLabel("Buscar servicio").fill(customer);
  const row = page.locator(`[data-testid="service-row"][data-consecutive="${service.consecutive}"]`);
  await expect(row).toHaveAttribute("data-status", "by_assign");
  await expect(page.getByTestId("service-row")).toHaveCount(1);
  await page.getByRole("button", { name: `Ver detalle del servicio ${service.consecutive}` }).click();
  const detail = page.getByRole("dialog", { name: new RegExp(`^Servicio #${service.consecutive}`) });
  await expect(detail.getByText("Sin archivos adjuntos.")).toBeVisible();

  const input = detail.getByLabel("Archivo a adjuntar");
  await input.setInputFiles({ name: "remision.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(detail.getByRole("button", { name: "remision.pdf", exact: true })).toBeVisible();
  await input.setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: PNG });
  await expect(detail.getByRole("button", { name: "foto.png", exact: true })).toBeVisible();
  await expectAccessible(page, "the service detail with files");

  // The click asks for a signed address and opens it in a tab; what that address serves is a download under the
  // file's name (read here through the request context: headless Chromium's download event in a popup is unreliable).
  const pdfTab = page.waitForEvent("popup");
  const pdfAddress = page.waitForResponse((r) => r.url().includes("/get-url/"));
  await detail.getByRole("button", { name: "remision.pdf", exact: true }).click();
  const { url } = (await (await pdfAddress).json()) as { url: string };
  await (await pdfTab).close();
  expect(url).toMatch(/services\/[0-9a-f-]{36}\.pdf\?/);
  const pdf = await request.get(url);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-disposition"]).toMatch(/^attachment; filename="remision\.pdf"/);

  // The image shows in its tab, at an address that carries its signature.
  const imageTab = page.waitForEvent("popup");
  await detail.getByRole("button", { name: "foto.png", exact: true }).click();
  const image = await imageTab;
  await image.waitForURL(/services\/[0-9a-f-]{36}\.png\?/);
  await expect(image.locator("img")).toBeVisible();
  await image.close();

  await detail.getByRole("button", { name: "Eliminar remision.pdf" }).click();
  const confirm = page.getByRole("dialog", { name: "¿Está seguro de eliminar el archivo adjunto?" });
  await expect(confirm).toContainText("remision.pdf");
  await expectAccessible(page, "the confirmation to remove a file");
  await confirm.getByRole("button", { name: "Si" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Eliminado correctamente" })).toBeVisible();
  await expect(detail.getByRole("button", { name: "remision.pdf", exact: true })).toHaveCount(0);
  await expect(detail.getByRole("button", { name: "foto.png", exact: true })).toBeVisible();
});
