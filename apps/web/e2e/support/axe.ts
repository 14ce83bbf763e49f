// axe-core as the accessibility specs run it: its default rules, then every rule of WCAG 2.0 and
// 2.1 at levels A and AA, each finding reported once.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.0 and 2.1, levels A and AA: the level the site keeps. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * The rules of those tags that this axe still marks experimental, which a tag filter skips: asked
 * for by name (Label in Name, 2.5.3: a control's name contains the text it shows).
 */
const EXPERIMENTAL_WCAG_RULES = ["label-content-name-mismatch"];

/** The page's violations as `id: help (targets)`, from the default rules and the WCAG A/AA ones. */
export async function axeViolations(page: Page): Promise<string[]> {
  const found = new Set<string>();
  const wcag = new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])) })
    .withTags(WCAG_TAGS);
  // One after the other: axe cannot run twice at once on a page.
  for (const builder of [new AxeBuilder({ page }), wcag]) {
    const { violations } = await builder.analyze();
    for (const v of violations) found.add(`${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  }
  return [...found];
}
