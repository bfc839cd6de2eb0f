import { describe, expect, it } from "vitest";
import { chatFileRefusal } from "./upload.js";

describe("chatFileRefusal", () => {
  it("lets an image or a voice note of up to 2.5 MB go, recorder parameters and all", () => {
    expect(chatFileRefusal("image", { type: "image/jpeg", size: 2_621_440 })).toBeNull();
    expect(chatFileRefusal("audio", { type: "audio/webm;codecs=opus", size: 40_000 })).toBeNull();
  });
  it("refuses a file of another type for its kind, in Spanish", () => {
    expect(chatFileRefusal("image", { type: "application/pdf", size: 10 })).toBe("El archivo no es una imagen válida");
    expect(chatFileRefusal("audio", { type: "video/mp4", size: 10 })).toBe("El archivo no es un audio válido");
  });
  it("refuses a file one byte over the limit with both sizes", () => {
    expect(chatFileRefusal("image", { type: "image/png", size: 2_621_441 })).toBe(
      "El tamaño máximo permitido es de 2,5 MB (archivo subido: 2,5 MB)",
    );
  });
});
