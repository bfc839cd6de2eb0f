import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The impacts a journey refuses; moderate and minor findings are left to review. */
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

/**
 * Runs axe-core on what the page shows now (the screen, and any dialog or drawer open over it)
 * and fails on a serious or critical violation. Call it on each screen a journey visits and
 * whenever a dialog opens. `label-content-name-mismatch` is experimental in axe and off by
 * default; it is turned on because a control named differently from its visible text is a bug here.
 */
export async function expectAccessible(page: Page, what = "the screen") {
  // Fades and slides half-way through give false contrast readings: wait until they end. A loading bar's or a
  // spinner's animation repeats forever and is not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  const { violations } = await new AxeBuilder({ page }).options({ rules: { "label-content-name-mismatch": { enabled: true } } }).analyze();
  const blocking = violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ""))
    .map(
      (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")} — ${n.failureSummary ?? ""}`).join("\n")}`,
    );
  expect(blocking, `axe-core on ${what} (${page.url()})`).toEqual([]);
}
