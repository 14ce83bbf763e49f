import { expect, type Page, test } from "./support/fixtures";
import { ENGLISH_LEAKS, pageText } from "./support/english-leaks";
import { LANGS, open, PAGES, STRINGS } from "./support/site";

// What a visitor sees of the layout: cards that line up, a clean excerpt clamp, pictures that
// never break, the contact form within reach on a phone, and French pages free of English.

const desktop = { width: 1366, height: 768 };
const phone = { width: 390, height: 844 };

interface Box {
  top: number;
  height: number;
  media: number;
}

/** Each card's top, height and picture height, grouped by row (same top). */
async function cardRows(page: Page): Promise<Box[][]> {
  const boxes = await page.locator(".article-grid .article-card").evaluateAll((cards) =>
    cards.map((c) => {
      const r = c.getBoundingClientRect();
      const media = c.querySelector(".article-media")?.getBoundingClientRect().height ?? 0;
      return { top: Math.round(r.top + window.scrollY), height: r.height, media };
    }),
  );
  const rows = new Map<number, Box[]>();
  for (const b of boxes) rows.set(b.top, [...(rows.get(b.top) ?? []), b]);
  return [...rows.values()];
}

for (const path of ["/en", "/en/insights", "/fr/insights"]) {
  test(`cards in a row have equal heights and equal pictures, and no text shows below a clamped excerpt (${path})`, async ({ page }) => {
    await page.setViewportSize(desktop);
    await open(page, path);
    // Every picture has loaded (or fallen back), so the heights are final.
    await page.waitForLoadState("networkidle");
    const rows = await cardRows(page);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]?.length).toBe(3);
    for (const row of rows) {
      const [first] = row;
      for (const card of row) {
        expect(Math.abs(card.height - (first?.height ?? 0))).toBeLessThan(1);
        expect(Math.abs(card.media - (first?.media ?? 0))).toBeLessThan(1);
      }
    }
    // The excerpt box is at most three lines high, so a fourth line can never show under the ellipsis.
    const excerpts = await page.locator(".article-excerpt").evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        const next = el.nextElementSibling?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
        const r = el.getBoundingClientRect();
        return {
          height: r.height,
          lines: r.height / Number.parseFloat(style.lineHeight),
          clamped: el.scrollHeight > el.clientHeight + 1,
          overlap: r.bottom > next + 0.5,
        };
      }),
    );
    expect(excerpts.length).toBeGreaterThan(0);
    expect(excerpts.some((e) => e.clamped)).toBe(true);
    for (const e of excerpts) {
      expect(e.lines).toBeLessThanOrEqual(3.01);
      expect(e.overlap).toBe(false);
    }
  });
}

test("every seeded article has its own picture, and a broken picture falls back to the category artwork", async ({ page }) => {
  await page.setViewportSize(desktop);
  await open(page, "/en/insights");
  const images = page.locator(".article-grid .article-media img");
  await expect(images).toHaveCount(8);
  const sources = await images.evaluateAll((els) => els.map((el) => (el as HTMLImageElement).getAttribute("src")));
  expect(new Set(sources).size).toBe(8);

  // The same page with every illustration failing: no broken-image glyph, the artwork instead.
  await page.route("**/illustrations/**", (route) => route.fulfill({ status: 404, body: "" }));
  await open(page, "/en/insights");
  const media = page.locator(".article-grid .article-media");
  await expect(media).toHaveCount(8);
  await expect(page.locator(".article-grid .article-media img")).toHaveCount(0);
  await expect(media.locator("[data-artwork], svg").first()).toBeVisible();
  expect(await page.locator(".article-grid .article-media[data-artwork] svg").count()).toBe(8);
  // The tone follows the category: the first card's artwork has a category colour, not grey.
  await expect(media.first()).not.toHaveAttribute("data-tone", "gray");

  // Also when the broken picture arrives by client-side navigation (React sees the error).
  await page.getByRole("link", { name: STRINGS.en.nav.technology }).first().click();
  await page.getByRole("link", { name: STRINGS.en.nav.insights }).first().click();
  await expect(page.locator(".article-grid .article-media[data-artwork] svg")).toHaveCount(8);
});

for (const lang of LANGS) {
  test(`on a 390 px phone the contact form is above the fold, and the pagination row fits on one line (${lang})`, async ({ page }) => {
    await page.setViewportSize(phone);
    await open(page, `/${lang}/contact`);
    const form = page.getByRole("form", { name: STRINGS[lang].sendUsAMessage });
    const heading = form.getByRole("heading", { name: STRINGS[lang].sendUsAMessage });
    const headingBox = await heading.boundingBox();
    expect(headingBox).not.toBeNull();
    expect((headingBox?.y ?? Number.POSITIVE_INFINITY) + (headingBox?.height ?? 0)).toBeLessThan(phone.height);
    const firstField = await form.getByLabel(STRINGS[lang].firstName).boundingBox();
    expect((firstField?.y ?? Number.POSITIVE_INFINITY) + (firstField?.height ?? 0)).toBeLessThan(phone.height);

    await open(page, `/${lang}/insights`);
    const nav = page.getByRole("navigation", { name: /Pagination/ });
    await nav.scrollIntoViewIfNeeded();
    // Previous, 1 to 3 and Next: links, or disabled buttons where there is no such page.
    const tops = await nav.locator("a, button").evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(tops).toHaveLength(5);
    expect(new Set(tops).size).toBe(1);
    const fits = await nav.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth);
    expect(fits).toBe(true);
  });
}

test("F8 moves focus to the notification region on a public page, before any toast", async ({ page }) => {
  await open(page, "/en/about");
  await page.keyboard.press("F8");
  await expect(page.getByRole("region", { name: "Notification" })).toBeFocused();
  await open(page, "/fr");
  await page.keyboard.press("F8");
  await expect(page.getByRole("region", { name: "Notification" })).toBeFocused();
});

test("F8 moves focus onto the toast on screen on a public page", async ({ page }) => {
  const s = STRINGS.en;
  await open(page, "/en/product");
  await page.getByRole("main").getByRole("button", { name: s.notifyButton }).first().click();
  const dialog = page.getByRole("dialog", { name: s.notifyTitle });
  await dialog.getByLabel(s.email).fill("not-an-email");
  await dialog.getByRole("button", { name: s.notifySubmit }).click();
  const shown = page.getByRole("alert").filter({ hasText: s.notifyEmailInvalid });
  await expect(shown).toBeVisible();
  await page.keyboard.press("F8");
  await expect(shown).toBeFocused();
});

test("French public pages, modals, 404, article and admin sign-in pages contain none of the English strings", async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of [...PAGES, "/no-such-page", "/insights/no-such-article", "/admin/login"]) {
    await open(page, `/fr${path}`);
    const text = await pageText(page);
    for (const leak of ENGLISH_LEAKS) expect(text, `/fr${path}`).not.toContain(leak);
  }
  await open(page, "/fr/insights");
  await page.locator(".read-more").first().click();
  await page.locator(".article-content").waitFor();
  const article = await pageText(page);
  for (const leak of ENGLISH_LEAKS) expect(article).not.toContain(leak);

  await open(page, "/fr/product");
  await page.getByRole("button", { name: STRINGS.fr.notifyButton }).first().click();
  const dialog = page.getByRole("dialog", { name: STRINGS.fr.notifyTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox")).toHaveAttribute("placeholder", "vous@entreprise.fr");
  const modal = await pageText(page);
  for (const leak of ENGLISH_LEAKS) expect(modal).not.toContain(leak);
});

for (const viewport of [desktop, phone]) {
  test(`the brand font arriving late shifts nothing: CLS ≤ 0.02 on every page (${viewport.width} px)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    // The page paints with the fallback first, then swaps to Inter.
    await page.route("**/*.woff2", async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    for (const lang of LANGS) {
      for (const path of PAGES) {
        await page.goto(`/${lang}${path}`);
        await page.waitForFunction(() => document.fonts.check('16px "Inter"') && document.fonts.status === "loaded");
        await page.waitForTimeout(200);
        const cls = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let sum = 0;
              new PerformanceObserver((list) => {
                for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
                  if (!e.hadRecentInput) sum += e.value;
                }
              }).observe({ type: "layout-shift", buffered: true });
              setTimeout(() => resolve(sum), 100);
            }),
        );
        const usedInter = await page.evaluate(
          () =>
            getComputedStyle(document.body).fontFamily.startsWith('"Inter"') ||
            getComputedStyle(document.body).fontFamily.startsWith("Inter"),
        );
        expect(usedInter).toBe(true);
        expect(cls, `/${lang}${path}`).toBeLessThanOrEqual(0.02);
      }
    }
  });
}
