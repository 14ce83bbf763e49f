import { expect, test } from "./support/fixtures";
import { LANGS, open, PAGES, STRINGS, watchConsole } from "./support/site";

test.use({ viewport: { width: 390, height: 844 } });

test("the menu opens, works with the keyboard and closes on navigation at phone width", async ({ page }) => {
  const s = STRINGS.en;
  const problems = watchConsole(page);
  await open(page, "/en");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
  const burger = banner.getByRole("button", { name: s.openMenu });
  await expect(burger).toHaveAttribute("aria-expanded", "false");

  await burger.click();
  const menu = banner.getByRole("navigation", { name: "Mobile navigation" });
  await expect(menu).toBeVisible();
  await expect(banner.getByRole("button", { name: s.closeMenu })).toHaveAttribute("aria-expanded", "true");
  // Focus moves into the menu; Escape closes it and returns focus to the button.
  await expect(menu.getByRole("link").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(banner.getByRole("button", { name: s.openMenu })).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: s.nav.contact }).click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("form", { name: s.sendUsAMessage })).toBeVisible();
  expect(problems).toEqual([]);
});

test("no public page is wider than a 390 px phone, in either language", async ({ page }) => {
  for (const lang of LANGS) {
    for (const path of [...PAGES, "/insights?page=1&q=data"]) {
      await open(page, `/${lang}${path}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `/${lang}${path}`).toBeLessThanOrEqual(390);
    }
  }
});
