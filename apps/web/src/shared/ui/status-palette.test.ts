import { getContrastRatio } from "@mui/material/styles";
import { expect, it } from "vitest";
import { STATUS_PALETTE } from "./status-palette";

const ratio = (status: keyof typeof STATUS_PALETTE) => {
  const { text, background } = STATUS_PALETTE[status];
  return Math.round(getContrastRatio(text, background) * 100) / 100;
};

it("every status chip's text has a contrast of at least 4.5:1 on its background", () => {
  expect({
    by_assign: ratio("by_assign"),
    scheduled: ratio("scheduled"),
    pending: ratio("pending"),
    assigned: ratio("assigned"),
    in_progress: ratio("in_progress"),
    finished: ratio("finished"),
    cancelled: ratio("cancelled"),
  }).toEqual({
    by_assign: 6.36,
    scheduled: 7.56,
    pending: 6.39,
    assigned: 7.18,
    in_progress: 6.51,
    finished: 6.5,
    cancelled: 6.83,
  });
  for (const status of Object.keys(STATUS_PALETTE) as (keyof typeof STATUS_PALETTE)[]) {
    expect(ratio(status), status).toBeGreaterThanOrEqual(4.5);
  }
});

it("no two statuses share a colour", () => {
  const backgrounds = Object.values(STATUS_PALETTE).map((c) => c.background);
  expect(new Set(backgrounds).size).toBe(7);
});
