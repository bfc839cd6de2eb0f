import { describe, expect, it } from "vitest";
import { FramePacer } from "./frame-pacer";

const drawFrames = (pacer: FramePacer, from: number, gap: number, count: number) => {
  for (let i = 0; i < count; i++) pacer.drew(from + i * gap, i > 0);
  return from + (count - 1) * gap;
};

describe("a map's glide frames", () => {
  it("are drawn every animation frame while the map keeps up", () => {
    const pacer = new FramePacer();
    const last = drawFrames(pacer, 0, 16, 30);
    expect(pacer.stepped).toBe(false);
    expect(pacer.wait(last + 1)).toBe(0);
  });

  it("step a quarter of a second apart once ten frames in a row came slower than 20 a second", () => {
    const pacer = new FramePacer();
    let last = drawFrames(pacer, 0, 120, 10);
    expect(pacer.stepped).toBe(false);
    pacer.drew(last + 120, true);
    last += 120;
    expect(pacer.stepped).toBe(true);
    expect(pacer.wait(last + 100)).toBe(150);
    expect(pacer.wait(last + 300)).toBe(0);
  });

  it("are not judged on gaps between separate glides", () => {
    const pacer = new FramePacer();
    for (let i = 0; i < 30; i++) pacer.drew(i * 1_000, false);
    expect(pacer.stepped).toBe(false);
  });

  it("try every frame again ten seconds after stepping", () => {
    const pacer = new FramePacer();
    const slow = drawFrames(pacer, 0, 120, 11);
    expect(pacer.stepped).toBe(true);
    pacer.drew(slow + 9_000, true);
    expect(pacer.stepped).toBe(true);
    pacer.drew(slow + 10_000, true);
    expect(pacer.stepped).toBe(false);
    expect(pacer.wait(slow + 10_001)).toBe(0);
  });
});
