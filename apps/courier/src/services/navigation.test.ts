import { describe, expect, it } from "vitest";
import { callUrl, navigationUrl } from "./navigation";

const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
const stop = { address: "Calle 72 # 10-34", latitude: 4.65, longitude: -74.06 };

describe("opening navigation to a stop", () => {
  it("hands Android a geo: URI, by coordinates when known and by address otherwise", () => {
    expect(navigationUrl(stop, ANDROID)).toBe("geo:4.65,-74.06?q=4.65,-74.06(Calle%2072%20%23%2010-34)");
    expect(navigationUrl({ ...stop, latitude: null, longitude: null }, ANDROID)).toBe("geo:0,0?q=Calle%2072%20%23%2010-34");
  });

  it("opens a maps address on other phones", () => {
    expect(navigationUrl(stop, IPHONE)).toBe("https://www.google.com/maps/dir/?api=1&destination=4.65,-74.06");
    expect(navigationUrl({ ...stop, latitude: null, longitude: null }, IPHONE)).toBe(
      "https://www.google.com/maps/search/?api=1&query=Calle%2072%20%23%2010-34",
    );
  });

  it("dials the customer's number as stored", () => {
    expect(callUrl("+57 300 123 4567")).toBe("tel:+573001234567");
  });
});
