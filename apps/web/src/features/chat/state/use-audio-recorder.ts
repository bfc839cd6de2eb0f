import { startVoiceRecording, type VoiceRecording } from "@despacho/client";
import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "@shared/ui/toast-store";

/** spec §2.4 audio recording with a timer, cancel and confirm (the recording itself is the client package's). */
export function useAudioRecorder(onRecorded: (audio: Blob) => void) {
  const [seconds, setSeconds] = useState<number | null>(null);
  const current = useRef<VoiceRecording | null>(null);
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
    setSeconds(null);
    void recording.finish(send).then((audio) => audio && recorded.current(audio));
  }, []);

  const start = useCallback(async () => {
    const started = await startVoiceRecording(setSeconds);
    if (!started.ok) return notify.error(started.message);
    current.current = started.recording;
    setSeconds(0);
  }, []);

  useEffect(() => () => finish(false), [finish]);

  return { recording: seconds !== null, seconds: seconds ?? 0, start, cancel: () => finish(false), confirm: () => finish(true) };
}
