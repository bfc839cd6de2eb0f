import { describe, expect, it } from "vitest";
import { onFirstInteraction } from "./first-interaction";

describe("the first interaction with the login page", () => {
  it("runs once, on the first typing or click, and not when a field is focused", () => {
    const page = new EventTarget();
    let runs = 0;
    onFirstInteraction(page, () => runs++);
    page.dispatchEvent(new Event("focusin"));
    expect(runs).toBe(0);
    page.dispatchEvent(new Event("input"));
    page.dispatchEvent(new Event("keydown"));
    page.dispatchEvent(new Event("pointerdown"));
    expect(runs).toBe(1);
  });

  it("a click alone is one", () => {
    const page = new EventTarget();
    let runs = 0;
    onFirstInteraction(page, () => runs++);
    page.dispatchEvent(new Event("pointerdown"));
    expect(runs).toBe(1);
  });

  it("runs nothing once the page has gone", () => {
    const page = new EventTarget();
    let runs = 0;
    const stop = onFirstInteraction(page, () => runs++);
    stop();
    page.dispatchEvent(new Event("input"));
    expect(runs).toBe(0);
  });
});
