import { expect, test } from "./support/fixtures";
import { axeViolations } from "./support/axe";
import { LANGS, open, PAGES, STRINGS } from "./support/site";

for (const lang of LANGS) {
  test(`axe-core finds no violation on the public pages (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    // The pages a signup e-mail's links lead to, too.
    for (const path of [...PAGES, "/insights/first", "/no-such-page", "/signup/confirmed", "/signup/busy"]) {
      if (path === "/insights/first") {
        await open(page, `/${lang}/insights`);
        await page.locator(".read-more").first().click();
        await page.locator(".article-content").waitFor();
      } else {
        await page.goto(`/${lang}${path}`);
        await page.locator("html[data-hydrated]").waitFor();
      }
      for (const v of await axeViolations(page)) found.push(`/${lang}${path} ${v}`);
    }
    expect(found).toEqual([]);
  });

  test(`axe-core finds no violation in the modals, the chat window and the mobile menu (${lang})`, async ({ page }) => {
    const s = STRINGS[lang];
    const found: string[] = [];
    await open(page, `/${lang}`);
    await page.getByRole("banner").getByRole("button", { name: s.freeConsultation }).click();
    await page.getByRole("dialog", { name: s.consultationTitle }).waitFor();
    for (const v of await axeViolations(page)) found.push(`consultation ${v}`);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: s.chatOpen }).click();
    await page.getByRole("dialog", { name: "Aya" }).waitFor();
    for (const v of await axeViolations(page)) found.push(`chat ${v}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("banner").getByRole("button", { name: s.openMenu }).click();
    for (const v of await axeViolations(page)) found.push(`menu ${v}`);
    expect(found).toEqual([]);
  });
}
