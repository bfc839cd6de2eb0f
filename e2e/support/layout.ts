import { expect, type Locator, type Page } from "@playwright/test";

/** Fails when a text inside the locator is cut: an element that clips or ellipsises content wider than itself. */
export async function expectNothingCut(locator: Locator) {
  const cut = await locator.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll("*"))]
      .filter((el): el is HTMLElement => el instanceof HTMLElement && el.getClientRects().length > 0)
      // A hidden element (an outlined field's notch before its label moves up) shows nothing to cut.
      .filter((el) => getComputedStyle(el).visibility !== "hidden")
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

/** Turns the page to a 390×844 phone and waits until the layout has settled there: the side navbar gone and the
 * content's margin, which slides out over a transition, back at the left edge. Measuring earlier sees a narrow column. */
export async function showOnPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("navbar")).toBeHidden();
  await expect.poll(async () => (await page.getByRole("main").boundingBox())?.x).toBe(0);
}

/** Fails when a text field's placeholder is wider than the room its input leaves for it (shown cut, e.g. 'Bu…'). */
export async function expectPlaceholderWhole(input: Locator) {
  const room = await input.evaluate((el) => {
    const field = el as HTMLInputElement;
    const style = getComputedStyle(field);
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no canvas");
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const inner = field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { placeholder: field.placeholder, needed: Math.ceil(context.measureText(field.placeholder).width), inner };
  });
  expect(room.needed, `room for the placeholder '${room.placeholder}'`).toBeLessThanOrEqual(room.inner);
}
