import { describe, expect, it } from "vitest";
import { headquarterBody } from "./headquarter-body";

describe("the body of a headquarter save", () => {
  it("is JSON without an image", () => {
    expect(headquarterBody({ name: "Sede Norte", city: 11001 }, null)).toEqual({ name: "Sede Norte", city: 11001 });
  });

  it("is multipart with an image, every field as text and no maps key as empty text", () => {
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" });
    const body = headquarterBody({ name: "Sede Norte", city: 11001, google_key: null }, image) as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.entries()].map(([k, v]) => [k, typeof v === "string" ? v : (v as File).name])).toEqual([
      ["name", "Sede Norte"],
      ["city", "11001"],
      ["google_key", ""],
      ["image", "logo.png"],
    ]);
  });
});
