import { getContrastRatio } from "@mui/material/styles";
import { expect, it } from "vitest";
import { COURIER_STATE_COLOURS } from "./courier-colours";

it("every courier state has its own colour, at least 3:1 against the white ring and the land", () => {
  const ratios = Object.fromEntries(
    Object.entries(COURIER_STATE_COLOURS).map(([state, colour]) => [state, Math.round(getContrastRatio(colour, "#ffffff") * 100) / 100]),
  );
  expect(ratios).toEqual({ fake: 4.84, blocked: 5.71, busy: 5.17, free: 5.02, offline: 4.84 });
  expect(new Set(Object.values(COURIER_STATE_COLOURS)).size).toBe(5);
});
