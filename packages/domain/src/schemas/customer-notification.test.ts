import { describe, expect, it } from "vitest";
import { customerEventOf, customerGatewayFormSchema, customerNotificationText, notificationRetryDelayMs } from "./customer-notification.js";

describe("customer notifications (issue 23)", () => {
  it("tells the customer of an assignment and of the arrival, once per change", () => {
    expect(customerEventOf("assigned", "by_assign")).toBe("assigned");
    expect(customerEventOf("assigned", "pending")).toBe("assigned");
    expect(customerEventOf("assigned", "assigned")).toBeNull();
    expect(customerEventOf("finished", "in_progress")).toBe("arrived");
    expect(customerEventOf("in_progress", "assigned")).toBeNull();
    expect(customerEventOf("cancelled", "assigned")).toBeNull();
  });

  it("writes one line with the tracking link", () => {
    expect(customerNotificationText("created", 42, "https://despacho.test/tracking/abc")).toBe(
      "Despacho: recibimos su solicitud de servicio #42. Sígala aquí: https://despacho.test/tracking/abc",
    );
    expect(customerNotificationText("arrived", 7, "https://d.test/tracking/x")).toBe(
      "Despacho: su servicio #7 llegó a su destino. Califíquelo aquí: https://d.test/tracking/x",
    );
  });

  it("adds the PIN the courier will ask for while the service is open, never once it arrived (issue 24)", () => {
    expect(customerNotificationText("assigned", 42, "https://d.test/tracking/abc", "0420")).toBe(
      "Despacho: su servicio #42 ya tiene mensajero asignado. Sígalo aquí: https://d.test/tracking/abc PIN para el mensajero: 0420",
    );
    expect(customerNotificationText("arrived", 42, "https://d.test/tracking/abc", "0420")).toBe(
      "Despacho: su servicio #42 llegó a su destino. Califíquelo aquí: https://d.test/tracking/abc",
    );
  });

  it("waits 30 s, then twice as long after each failure, and gives up after the fifth attempt", () => {
    expect([1, 2, 3, 4, 5].map(notificationRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, null]);
  });
});

describe("the customer gateway's form", () => {
  it("turns an empty address into no gateway, trims the rest, and refuses what is not http(s)", () => {
    expect(customerGatewayFormSchema.parse({ url: "" })).toEqual({ url: null });
    expect(customerGatewayFormSchema.parse({ url: "  https://sms.ejemplo.co/enviar " })).toEqual({ url: "https://sms.ejemplo.co/enviar" });
    const refused = customerGatewayFormSchema.safeParse({ url: "ftp://sms.ejemplo.co" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual(["Use una dirección http(s) válida"]);
  });
});
