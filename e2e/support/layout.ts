import { expect, type Locator } from "@playwright/test";

/** Fails when a text inside the locator is cut: an element that clips or ellipsises content wider than itself. */
export async function expectNothingCut(locator: Locator) {
  const cut = await locator.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll("*"))]
      .filter((el): el is HTMLElement => el instanceof HTMLElement && el.getClientRects().length > 0)
      .filter((el) => getComputedStyle(el).overflowX !== "visible" && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent?.trim() ?? "")
      .filter((text) => text !== ""),
  );
  expect(cut, "texts cut").toEqual([]);
}

/** Fails when the two elements' boxes overlap on screen (e.g. a toast over a dialog's buttons). */
export async function expectApart(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error("both elements must be on screen");
  const overlap =
    boxA.x < boxB.x + boxB.width && boxB.x < boxA.x + boxA.width && boxA.y < boxB.y + boxB.height && boxB.y < boxA.y + boxA.height;
  expect(overlap, "the two elements overlap").toBe(false);
}
