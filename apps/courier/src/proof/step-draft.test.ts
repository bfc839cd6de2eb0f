import { describe, expect, it } from "vitest";
import { pinTyped, stepDraft } from "./step-draft";

const photo = new Blob(["foto"], { type: "image/jpeg" });
const signature = new Blob(["firma"], { type: "image/png" });
const nothing = { photo: null, signature: null, pin: "", receivedBy: "", position: null };

describe("the call a step sends", () => {
  it("uploads the photo and signature and sends the PIN, who received it and the geotag", () => {
    const draft = stepDraft({
      asked: ["photo", "signature", "pin"],
      photo,
      signature,
      pin: "0420",
      receivedBy: "  Portería ",
      position: { latitude: 4.68, longitude: -74.05 },
    });
    expect(draft.body).toEqual({ pin: "0420", received_by: "Portería", latitude: 4.68, longitude: -74.05 });
    expect(draft.uploads.map(({ field, name }) => [field, name])).toEqual([
      ["photo_url", "prueba.jpg"],
      ["signature_url", "firma.png"],
    ]);
  });

  it("leaves out what the step does not ask for, and sends an empty body when nothing was gathered", () => {
    expect(stepDraft({ ...nothing, asked: ["photo"], signature, pin: "1234" })).toEqual({ body: {}, uploads: [] });
    expect(stepDraft({ ...nothing, asked: [] })).toEqual({ body: {}, uploads: [] });
  });

  it("keeps only the digits of a typed PIN, four at most", () => {
    expect(pinTyped("12 3-45")).toBe("1234");
    expect(pinTyped("ab")).toBe("");
  });
});
