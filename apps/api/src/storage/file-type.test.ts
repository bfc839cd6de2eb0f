import { describe, expect, it } from "vitest";
import { checkedMedia, fileType } from "./file-type.js";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))));

const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF");
const MP4 = bytes([0, 0, 0, 0x18], "ftypisom");
const WEBM = bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]);
const OGG = bytes("OggS", [0, 2]);

const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return { code, message };
  }
  return null;
};

describe("file type by bytes", () => {
  it("tells each kind from its signature, whatever the name says", () => {
    expect(fileType(JPEG)).toEqual({ extension: "jpg", contentType: "image/jpeg" });
    expect(fileType(MP4)).toEqual({ extension: "mp4", contentType: "video/mp4" });
    expect(fileType(bytes([0, 0, 0, 0x18], "ftypM4A "))).toEqual({ extension: "m4a", contentType: "audio/mp4" });
    expect(fileType(OGG)).toEqual({ extension: "ogg", contentType: "audio/ogg" });
    expect(fileType(bytes("hola, no soy una imagen"))).toBeNull();
  });

  it("accepts chat media of the declared kind; a recorded voice note in WebM is audio", () => {
    expect(checkedMedia(JPEG, "image")).toMatchObject({ contentType: "image/jpeg", extension: "jpg" });
    expect(checkedMedia(MP4, "video")).toMatchObject({ contentType: "video/mp4" });
    expect(checkedMedia(WEBM, "audio")).toMatchObject({ contentType: "audio/webm", extension: "webm" });
  });

  it("refuses bytes that are not the declared kind with a Spanish 400", () => {
    expect(errorOf(() => checkedMedia(MP4, "image"))).toEqual({ code: "VALIDATION", message: "El archivo no es una imagen válida" });
    expect(errorOf(() => checkedMedia(JPEG, "audio"))).toEqual({ code: "VALIDATION", message: "El archivo no es un audio válido" });
    expect(errorOf(() => checkedMedia(undefined, "video"))).toEqual({ code: "VALIDATION", message: "Adjunte un archivo" });
  });

  it("refuses a file over 2.5 MB with the §5 message", () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(2_621_440)]);
    expect(errorOf(() => checkedMedia(big, "image"))).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "El tamaño máximo permitido es de 2,5 MB (archivo subido: 2,5 MB)",
    });
  });
});
