// axe-core as the accessibility specs run it: its default rules, which take in every rule of WCAG
// 2.0 and 2.1 at levels A and AA, plus the ones of those levels that this axe still marks
// experimental, in one pass.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The rules of WCAG A/AA that this axe still marks experimental, which the defaults (and a tag
 * filter) skip: asked for by name (Label in Name, 2.5.3: a control's name contains the text it shows).
 */
const EXPERIMENTAL_WCAG_RULES = ["label-content-name-mismatch"];

/**
 * axe reads colours as they are at that instant: a toast or a modal that starts fading in during
 * the scan would be measured half transparent. From here on, what appears is shown at once.
 */
const NO_TRANSITIONS = "*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; }";

/**
 * Ends at once what started moving before that style (a fade in or out); endless animations (a
 * spinner, a skeleton's shimmer) are left alone.
 */
async function endMotion(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const a of document.getAnimations()) {
      if (a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity) a.finish();
    }
  });
}

/** The page's violations as `id: help (targets)`, in the part `include` selects (the whole page by default). */
export async function axeViolations(page: Page, { include }: { include?: string } = {}): Promise<string[]> {
  await page.addStyleTag({ content: NO_TRANSITIONS });
  await endMotion(page);
  const axe = new AxeBuilder({ page }).options({ rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])) });
  const { violations } = await (include ? axe.include(include) : axe).analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
