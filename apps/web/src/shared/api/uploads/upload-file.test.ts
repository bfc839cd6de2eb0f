// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { ApiError } from "@despacho/client";
import { StorageUploadError, type UploadState, uploadChatFile } from "./upload-file";

const stored = { url: "/uploads/chats/a.jpg", type: "image/jpeg", size: 1200 };
const photo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });
const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: "image/jpeg" });
const lost = new ApiError({ kind: "network", status: 0, code: "NETWORK", message: "Error de conexión" });
const tooLarge = new ApiError({
  kind: "bad-request",
  status: 413,
  code: "PAYLOAD_TOO_LARGE",
  message: "El tamaño máximo permitido es de 2,5 MB (archivo subido: 3 MB)",
});

/** A transport that fails with `failures` in order, then stores; it records what it was sent. */
function transport(...failures: unknown[]) {
  const sent: Blob[] = [];
  const send = async (_kind: string, file: Blob) => {
    sent.push(file);
    const failure = failures.shift();
    if (failure) throw failure;
    return stored;
  };
  return { sent, send };
}

const run = async (kind: "image" | "audio", file: Blob, send: ReturnType<typeof transport>["send"]) => {
  const states: UploadState[] = [];
  const outcome = await uploadChatFile(kind, file, { send, recompress: async () => jpeg, onState: (s) => states.push(s) }).catch(
    (error: unknown) => error,
  );
  return { states, outcome };
};

describe("uploadChatFile", () => {
  it("sends an image recompressed to JPEG and reports loading then success", async () => {
    const t = transport();
    const { states, outcome } = await run("image", photo, t.send);
    expect(outcome).toEqual(stored);
    expect(t.sent).toEqual([jpeg]);
    expect(states).toEqual([
      { status: "loading", try: 1 },
      { status: "success", file: stored },
    ]);
  });

  it("sends audio as it is", async () => {
    const t = transport();
    const audio = new Blob(["OggS"], { type: "audio/ogg" });
    await run("audio", audio, t.send);
    expect(t.sent).toEqual([audio]);
  });

  it("tries a lost connection again, three tries in all, then shows the §8 image failure", async () => {
    const t = transport(lost, lost, lost);
    const { states, outcome } = await run("image", photo, t.send);
    expect(outcome).toBe(lost);
    expect(t.sent).toHaveLength(3);
    expect(states).toEqual([
      { status: "loading", try: 1 },
      { status: "loading", try: 2 },
      { status: "loading", try: 3 },
      { status: "failed", title: "Error al cargar imagen", hint: "Por favor haz clic para reintentar" },
    ]);
  });

  it("succeeds on the third try after two lost connections", async () => {
    const t = transport(lost, lost);
    const { outcome } = await run("image", photo, t.send);
    expect(outcome).toEqual(stored);
    expect(t.sent).toHaveLength(3);
  });

  it("does not repeat a refusal the server explained and shows its message", async () => {
    const t = transport(tooLarge);
    const { states } = await run("audio", jpeg, t.send);
    expect(t.sent).toHaveLength(1);
    expect(states.at(-1)).toEqual({
      status: "failed",
      title: "Algo inesperado ha pasado",
      hint: "El tamaño máximo permitido es de 2,5 MB (archivo subido: 3 MB)",
    });
  });

  it("after three failed posts to object storage fails with code 4009, status 400 and 'Error al subir archivos a S3'", async () => {
    const refused = () => new StorageUploadError("http://s3.local/bucket: 403");
    const t = transport(refused(), refused(), refused());
    const { states, outcome } = await run("image", photo, t.send);
    expect(t.sent).toHaveLength(3);
    expect(outcome).toMatchObject({ status: 400, code: "4009", message: "Error al subir archivos a S3" });
    expect(states.at(-1)).toEqual({ status: "failed", title: "Error al cargar imagen", hint: "Error al subir archivos a S3" });
  });
});
