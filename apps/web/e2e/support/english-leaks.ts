import type { Page } from "./fixtures";

/** English that once slipped into French pages: none of it may show on a French page. */
export const ENGLISH_LEAKS = [
  "you@company.com",
  "Toggle password visibility",
  "Show password",
  "Hide password",
  "AI in Healthcare: 2025 Outlook",
  "Computer Vision for Retail",
  "Predictive Maintenance 101",
  "ECONNREFUSED",
  "Invalid username or password",
];

/** The page's visible text and its placeholder, aria-label, title and alt attributes. */
export async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attrs = ["placeholder", "aria-label", "title", "alt"];
    const values = [...document.querySelectorAll("*")].flatMap((el) => attrs.map((a) => el.getAttribute(a) ?? ""));
    // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees, not hidden nodes or the page's data script.
    return `${document.body.innerText}\n${values.join("\n")}`;
  });
}
