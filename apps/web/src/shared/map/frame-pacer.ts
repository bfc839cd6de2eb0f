/** While dots glide, a map drawing fewer frames a second than this (software WebGL, a weak or busy device)… */
export const SMOOTH_FPS_MIN = 20;
/** …moves them in steps this far apart instead, so the page keeps answering clicks and keys between the draws. */
export const STEPPED_GLIDE_MS = 250;
/** A stepped map tries gliding every frame again this often (the device may have been only busy). */
export const SMOOTH_RETRY_MS = 10_000;
/** Frames measured before judging the device. */
const SAMPLES = 10;

/**
 * How often a map's gliding dots are drawn: every animation frame while the map keeps up, in steps when it does not.
 * It learns from the gaps between consecutive glide frames.
 */
export class FramePacer {
  private last: number | null = null;
  private gaps: number[] = [];
  private steppedSince: number | null = null;

  /** A glide frame was drawn at `now`; `continued` when the previous frame was one too. */
  drew(now: number, continued: boolean): void {
    if (this.steppedSince !== null && now - this.steppedSince >= SMOOTH_RETRY_MS) {
      this.steppedSince = null;
      this.gaps = [];
    } else if (continued && this.last !== null && this.steppedSince === null) {
      this.gaps = [...this.gaps, now - this.last].slice(-SAMPLES);
      const average = this.gaps.reduce((sum, gap) => sum + gap, 0) / this.gaps.length;
      if (this.gaps.length === SAMPLES && average > 1_000 / SMOOTH_FPS_MIN) this.steppedSince = now;
    }
    this.last = now;
  }

  /** How long to wait at `now` before drawing the next glide frame. */
  wait(now: number): number {
    if (this.steppedSince === null || this.last === null) return 0;
    return Math.max(0, STEPPED_GLIDE_MS - (now - this.last));
  }

  get stepped(): boolean {
    return this.steppedSince !== null;
  }
}
