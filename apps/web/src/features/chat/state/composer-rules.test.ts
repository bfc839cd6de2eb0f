import { describe, expect, it } from "vitest";
import { attachedUpload, composedText, droppedUploads, pastedUpload } from "./composer-rules";

const courier = "6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b";
const file = (name: string, type: string) => new File(["x"], name, { type });

describe("the composer's text (spec §5)", () => {
  it("sends the text trimmed, up to 1110 characters", () => {
    expect(composedText(courier, "  Voy en camino \n")).toEqual({ ok: true, content: "Voy en camino" });
    expect(composedText(courier, `  ${"a".repeat(1110)}  `)).toEqual({ ok: true, content: "a".repeat(1110) });
  });
  it("does not send 1111 characters and says why", () => {
    expect(composedText(courier, "a".repeat(1111))).toEqual({ ok: false, error: "El mensaje admite hasta 1110 caracteres" });
  });
  it("does not send an empty or whitespace-only text, with nothing to show", () => {
    expect(composedText(courier, "")).toEqual({ ok: false, error: null });
    expect(composedText(courier, " \n\t ")).toEqual({ ok: false, error: null });
  });
});

describe("the composer's files (spec §2.4, §5)", () => {
  it("attaches images and videos only", () => {
    expect(attachedUpload(file("a.png", "image/png"))?.kind).toBe("image");
    expect(attachedUpload(file("b.mp4", "video/mp4"))?.kind).toBe("video");
    expect(attachedUpload(file("c.ogg", "audio/ogg"))).toBeNull();
    expect(attachedUpload(file("d.pdf", "application/pdf"))).toBeNull();
  });
  it("sends only the dropped images and audio, images first", () => {
    const dropped = [
      file("nota.ogg", "audio/ogg"),
      file("factura.pdf", "application/pdf"),
      file("porteria.jpg", "image/jpeg"),
      file("ruta.mp4", "video/mp4"),
      file("fachada.png", "image/png"),
    ];
    expect(droppedUploads(dropped).map(({ kind, file }) => [kind, file.name])).toEqual([
      ["image", "porteria.jpg"],
      ["image", "fachada.png"],
      ["audio", "nota.ogg"],
    ]);
  });
  it("sends a pasted file as an image, and nothing when no file was pasted", () => {
    expect(pastedUpload([file("captura", "")])).toMatchObject({ kind: "image", file: { name: "captura" } });
    expect(pastedUpload([])).toBeNull();
  });
});
