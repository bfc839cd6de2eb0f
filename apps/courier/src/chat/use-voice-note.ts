import { startVoiceRecording, type VoiceRecording } from "@despacho/client";
import { useEffect, useRef, useState } from "react";

/** A voice note on the courier's phone: the seconds while recording, why it could not start, and its end. */
export function useVoiceNote(onRecorded: (audio: Blob) => void) {
  const [seconds, setSeconds] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const current = useRef<VoiceRecording | null>(null);

  const finish = (keep: boolean) => {
    const recording = current.current;
    current.current = null;
    setSeconds(null);
    void recording?.finish(keep).then((audio) => audio && onRecorded(audio));
  };
  const start = async () => {
    setProblem(null);
    const started = await startVoiceRecording(setSeconds);
    if (!started.ok) return setProblem(started.message);
    current.current = started.recording;
    setSeconds(0);
  };
  // Leaving the chat while recording drops the recording and frees the microphone.
  useEffect(() => () => void current.current?.finish(false), []);

  return { recording: seconds !== null, seconds: seconds ?? 0, problem, start, cancel: () => finish(false), send: () => finish(true) };
}
