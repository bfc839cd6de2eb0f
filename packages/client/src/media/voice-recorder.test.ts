import { describe, expect, it } from "vitest";
import { recordingClock, voiceNoteType } from "./voice-recorder.js";

describe("a voice note", () => {
  it("is uploaded with the recorder's content type without its codecs", () => {
    expect(voiceNoteType("audio/webm;codecs=opus")).toBe("audio/webm");
    expect(voiceNoteType("audio/ogg; codecs=opus")).toBe("audio/ogg");
    expect(voiceNoteType("audio/mp4")).toBe("audio/mp4");
    expect(voiceNoteType("")).toBe("audio/webm");
  });
  it("shows its length as m:ss", () => {
    expect(recordingClock(0)).toBe("0:00");
    expect(recordingClock(65)).toBe("1:05");
  });
});
