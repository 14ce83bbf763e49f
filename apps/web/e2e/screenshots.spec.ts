import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { test } from "@playwright/test";
import { LANGS, open, PAGES } from "./support/site";

// Full-page screenshots of every public page, both languages, 1366 px desktop and 390 px phone,
// for a person to look at: apps/web/screenshots/ (git-ignored). A script, not a test:
// `pnpm --filter @lumiere/web screenshots` (E2E_BASE_URL to shoot a server already running).
const dir = fileURLToPath(new URL("../screenshots/", import.meta.url));
mkdirSync(dir, { recursive: true });

const sizes = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } } as const;

for (const [size, viewport] of Object.entries(sizes)) {
  test.describe(`screenshots (${size})`, () => {
    test.use({ viewport });
    for (const lang of LANGS) {
      test(`every page in ${lang}`, async ({ page }) => {
        test.setTimeout(120_000);
        const shots: Array<[string, string]> = [
          ...PAGES.map((p): [string, string] => [p === "" ? "home" : p.slice(1), `/${lang}${p}`]),
          ["404", `/${lang}/no-such-page`],
        ];
        for (const [name, url] of shots) {
          await open(page, url);
          await page.screenshot({ path: path.join(dir, `${lang}-${name}-${size}.png`), fullPage: true });
        }
        await open(page, `/${lang}/insights`);
        await page.locator(".read-more").first().click();
        await page.locator(".article-content").waitFor();
        await page.screenshot({ path: path.join(dir, `${lang}-article-${size}.png`), fullPage: true });
      });
    }
  });
}
