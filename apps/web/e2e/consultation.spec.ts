import { expect, test } from "./support/fixtures";
import { expectToast, failedResource, failProcedure, LANGS, open, STRINGS, toast, watchConsole } from "./support/site";

for (const lang of LANGS) {
  const s = STRINGS[lang];

  test.describe(`free consultation modal (${lang})`, () => {
    test("shows inline errors, then submits ('Submitting...'), toasts success, closes and resets", async ({ page }) => {
      const problems = watchConsole(page);
      await open(page, `/${lang}`);
      await page.getByRole("banner").getByRole("button", { name: s.freeConsultation }).click();
      const dialog = page.getByRole("dialog", { name: s.consultationTitle });
      await expect(dialog).toBeVisible();

      await dialog.getByRole("button", { name: s.submitConsultation }).click();
      await expect(dialog.getByText(s.nameRequired)).toBeVisible();
      await expect(dialog.getByText(s.emailInvalid)).toBeVisible();

      await dialog.getByLabel(s.name).fill("Camille Martin");
      await expect(dialog.getByText(s.nameRequired)).toBeHidden();
      await dialog.getByLabel(s.email).fill("camille@example.com");
      await dialog.getByLabel(s.company).fill("Atelier Martin");

      // Hold the answer back a moment to see the busy state.
      await page.route("**/trpc/leads.createConsultation**", async (route) => {
        await new Promise((r) => setTimeout(r, 600));
        await route.continue();
      });
      await dialog.getByRole("button", { name: s.submitConsultation }).click();
      await expect(dialog.getByRole("button", { name: s.submitting })).toBeDisabled();

      await expectToast(page, s.success, s.consultationSuccess);
      await expect(dialog).toBeHidden();

      await page.getByRole("banner").getByRole("button", { name: s.freeConsultation }).click();
      await expect(page.getByRole("dialog", { name: s.consultationTitle }).getByLabel(s.name)).toHaveValue("");
      expect(problems).toEqual([]);
    });

    test("keeps the modal open with the values when the server fails", async ({ page }) => {
      const problems = watchConsole(page, [failedResource(500)]);
      await open(page, `/${lang}/about`);
      await failProcedure(page, "leads.createConsultation");
      await page.getByRole("banner").getByRole("button", { name: s.freeConsultation }).click();
      const dialog = page.getByRole("dialog", { name: s.consultationTitle });
      await dialog.getByLabel(s.name).fill("Camille Martin");
      await dialog.getByLabel(s.email).fill("camille@example.com");
      await dialog.getByRole("button", { name: s.submitConsultation }).click();
      await expectToast(page, s.error, s.consultationError);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(s.name)).toHaveValue("Camille Martin");
      expect(problems).toEqual([]);
    });
  });
}

test("a filled honeypot drops the request silently", async ({ page }) => {
  const s = STRINGS.en;
  await open(page, "/en");
  let calls = 0;
  page.on("request", (r) => {
    if (r.url().includes("leads.createConsultation")) calls++;
  });
  await page.getByRole("banner").getByRole("button", { name: s.freeConsultation }).click();
  const dialog = page.getByRole("dialog", { name: s.consultationTitle });
  await dialog.getByLabel(s.name).fill("Bot");
  await dialog.getByLabel(s.email).fill("bot@example.com");
  await dialog.locator('input[name="website"]').fill("https://spam.example", { force: true });
  await dialog.getByRole("button", { name: s.submitConsultation }).click();
  await page.waitForTimeout(500);
  expect(calls).toBe(0);
  await expect(toast(page)).toHaveCount(0);
  await expect(dialog).toBeVisible();
});
