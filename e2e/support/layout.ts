import { expect, type Locator } from "@playwright/test";

/** Fails when a text inside the locator is cut: an element that clips or ellipsises content wider than itself. */
export async function expectNothingCut(locator: Locator) {
  const cut = await locator.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll("*"))]
      .filter((el): el is HTMLElement => el instanceof HTMLElement && el.getClientRects().length > 0)
      .filter((el) => getComputedStyle(el).overflowX !== "visible" && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent?.trim() ?? ""),
  );
  expect(cut, "texts cut").toEqual([]);
}
