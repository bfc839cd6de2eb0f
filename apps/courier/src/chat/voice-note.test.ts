import { startVoiceRecording } from "@despacho/client";
import { chatFileRefusal } from "@despacho/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { outboxHarness } from "../test/outbox-harness";
import { fileDraft, uploadPathOf } from "./chat-drafts";

// issue 24: a voice note from the courier's phone, recorded, checked, kept in the outbox and sent as the desk reads it.

/** A microphone whose track tells when it is released, and a recorder that hands over what it heard on stop. */
function fakeMicrophone() {
  const microphone = { released: false };
  const track = {
    stop() {
      microphone.released = true;
    },
  };
  const stream = { getTracks: () => [track] };
  class FakeRecorder {
    mimeType = "audio/webm;codecs=opus";
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    start() {}
    stop() {
      this.ondataavailable?.({ data: new Blob(["voz"], { type: this.mimeType }) });
      this.onstop?.();
    }
  }
  vi.stubGlobal("navigator", { mediaDevices: { getUserMedia: async () => stream } });
  vi.stubGlobal("MediaRecorder", FakeRecorder);
  return microphone;
}

afterEach(() => void vi.unstubAllGlobals());

async function recordVoiceNote() {
  const started = await startVoiceRecording(() => undefined);
  if (!started.ok) throw new Error(started.message);
  return started.recording.finish(true);
}

describe("a courier's voice note", () => {
  it("is recorded as audio/webm and frees the microphone", async () => {
    const microphone = fakeMicrophone();
    const audio = await recordVoiceNote();
    expect(audio?.type).toBe("audio/webm");
    expect(audio?.size).toBe(3);
    expect(microphone.released).toBe(true);
    expect(chatFileRefusal("audio", audio as Blob)).toBeNull();
    expect(uploadPathOf(audio as Blob)).toBe("/courier/chat/upload-audio/");
  });

  it("waits in the outbox without a connection, then is uploaded once and sent as an audio message with its address", async () => {
    fakeMicrophone();
    const audio = (await recordVoiceNote()) as Blob;
    const { outbox, calls, state, uploads } = outboxHarness();
    state.online = false;
    await outbox.add(fileDraft("sede-1", "audio", audio));
    expect(outbox.entries().map((entry) => entry.label)).toEqual(["Audio"]);
    expect(uploads).toEqual([]);
    state.online = true;
    await outbox.flush(true);
    expect(uploads).toEqual([{ type: "audio/webm", name: "audio.webm" }]);
    expect(calls).toEqual([
      {
        path: "/courier/chat/messages/",
        key: "clave-1",
        body: { headquarter: "sede-1", type: "audio", content: "https://archivos/audio.webm" },
      },
    ]);
    expect(outbox.entries()).toEqual([]);
  });

  it("is not kept when the courier cancels, and the microphone is freed all the same", async () => {
    const microphone = fakeMicrophone();
    const started = await startVoiceRecording(() => undefined);
    if (!started.ok) throw new Error(started.message);
    expect(await started.recording.finish(false)).toBeNull();
    expect(microphone.released).toBe(true);
  });

  it("says so when the phone has no microphone to record with", async () => {
    vi.stubGlobal("navigator", { mediaDevices: { getUserMedia: () => Promise.reject(new Error("NotFoundError")) } });
    vi.stubGlobal("MediaRecorder", class {});
    expect(await startVoiceRecording(() => undefined)).toEqual({ ok: false, message: "Dispositivo no encontrado" });
  });
});
