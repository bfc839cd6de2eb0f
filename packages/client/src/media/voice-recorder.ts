import { CHAT_MESSAGES } from "@despacho/domain";

/** A voice note being recorded: `finish(true)` answers its audio, `finish(false)` drops it; the microphone is released. */
export interface VoiceRecording {
  finish: (keep: boolean) => Promise<Blob | null>;
}

export type VoiceRecordingStart = { ok: true; recording: VoiceRecording } | { ok: false; message: string };

/**
 * spec §2.4 audio recording, shared by the desk's chat and the courier app's: MediaRecorder on the microphone, the
 * seconds told every second; spec §8 'Dispositivo sin soporte' when the browser cannot record, 'Dispositivo no
 * encontrado' when it can but no microphone is reachable.
 */
export async function startVoiceRecording(onSecond: (seconds: number) => void): Promise<VoiceRecordingStart> {
  if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") {
    return { ok: false, message: CHAT_MESSAGES.unsupportedDevice };
  }
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch {
    return { ok: false, message: CHAT_MESSAGES.noDevice };
  }
  const recorder = new MediaRecorder(stream);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  recorder.start();
  let seconds = 0;
  const timer = setInterval(() => onSecond(++seconds), 1000);
  const finish = (keep: boolean) =>
    new Promise<Blob | null>((resolve) => {
      clearInterval(timer);
      recorder.onstop = () => {
        for (const track of stream.getTracks()) track.stop();
        resolve(keep ? new Blob(chunks, { type: voiceNoteType(recorder.mimeType) }) : null);
      };
      recorder.stop();
    });
  return { ok: true, recording: { finish } };
}

/**
 * The content type a voice note is uploaded as: the recorder's without its parameters (Chromium records
 * "audio/webm;codecs=opus", the upload routes accept "audio/webm"), WebM when the recorder names none.
 */
export const voiceNoteType = (recorderType: string) => recorderType.split(";")[0]?.trim() || "audio/webm";

/** m:ss of a recording. */
export const recordingClock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
