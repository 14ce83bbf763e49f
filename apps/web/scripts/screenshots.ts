// Full-page screenshots of every public page, both languages, 1366 px desktop and 390 px phone,
// for a person to look at: apps/web/screenshots/ (git-ignored). A script, not a test:
// `pnpm --filter @lumiere/web screenshots` starts the built server on a fresh DATA_DIR (run
// `pnpm build` first), or shoots a server already running with E2E_BASE_URL.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "playwright-core";
import { startServer } from "../e2e/support/server";
import { LANGS, PAGES } from "../e2e/support/site";

const dir = fileURLToPath(new URL("../screenshots/", import.meta.url));
const sizes = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } } as const;

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor();
}

mkdirSync(dir, { recursive: true });
const server = process.env.E2E_BASE_URL ? undefined : await startServer();
const baseURL = process.env.E2E_BASE_URL ?? server?.url;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  for (const [size, viewport] of Object.entries(sizes)) {
    const page = await browser.newPage({ viewport, baseURL });
    for (const lang of LANGS) {
      const shots = [...PAGES.map((p) => [p === "" ? "home" : p.slice(1), `/${lang}${p}`]), ["404", `/${lang}/no-such-page`]];
      for (const [name, url] of shots) {
        await open(page, url ?? "/");
        await page.screenshot({ path: path.join(dir, `${lang}-${name}-${size}.png`), fullPage: true });
      }
      await open(page, `/${lang}/insights`);
      await page.locator(".read-more").first().click();
      await page.locator(".article-content").waitFor();
      await page.screenshot({ path: path.join(dir, `${lang}-article-${size}.png`), fullPage: true });
    }
    await page.close();
  }
  console.log(`screenshots in ${dir}`);
} finally {
  await browser.close();
  await server?.stop();
}
