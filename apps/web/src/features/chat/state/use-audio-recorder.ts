import { CHAT_MESSAGES } from "@despacho/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "@shared/ui/toast-store";

interface Recording {
  recorder: MediaRecorder;
  stream: MediaStream;
  chunks: Blob[];
  timer: number;
}

/**
 * spec §2.4 audio recording with a timer, cancel and confirm; spec §8 'Dispositivo sin soporte' when the browser
 * cannot record, 'Dispositivo no encontrado' when it can but no microphone is reachable.
 */
export function useAudioRecorder(onRecorded: (audio: Blob) => void) {
  const [seconds, setSeconds] = useState<number | null>(null);
  const current = useRef<Recording | null>(null);
  // The caller's callback changes on each render; finish must not, or the unmount cleanup below stops every recording
  // on the render that shows its timer.
  const recorded = useRef(onRecorded);
  useEffect(() => {
    recorded.current = onRecorded;
  });

  const finish = useCallback((send: boolean) => {
    const recording = current.current;
    if (!recording) return;
    current.current = null;
    window.clearInterval(recording.timer);
    setSeconds(null);
    recording.recorder.onstop = () => {
      for (const track of recording.stream.getTracks()) track.stop();
      if (send) recorded.current(new Blob(recording.chunks, { type: voiceNoteType(recording.recorder.mimeType) }));
    };
    recording.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") {
      notify.error(CHAT_MESSAGES.unsupportedDevice);
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      notify.error(CHAT_MESSAGES.noDevice);
      return;
    }
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.start();
    setSeconds(0);
    const timer = window.setInterval(() => setSeconds((s) => (s ?? 0) + 1), 1000);
    current.current = { recorder, stream, chunks, timer };
  }, []);

  useEffect(() => () => finish(false), [finish]);

  return { recording: seconds !== null, seconds: seconds ?? 0, start, cancel: () => finish(false), confirm: () => finish(true) };
}

/**
 * The content type a voice note is uploaded as: the recorder's without its parameters (Chromium records
 * "audio/webm;codecs=opus", the upload routes accept "audio/webm"), WebM when the recorder names none.
 */
export const voiceNoteType = (recorderType: string) => recorderType.split(";")[0]?.trim() || "audio/webm";

/** m:ss of a recording. */
export const recordingClock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
