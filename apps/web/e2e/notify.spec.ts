import { expect, test } from "./support/fixtures";
import { expectToast, failedResource, failProcedure, LANGS, open, STRINGS, watchConsole } from "./support/site";

for (const lang of LANGS) {
  const s = STRINGS[lang];

  test.describe(`get notified modal (${lang})`, () => {
    test("refuses an invalid email with a toast and no call, then shows 'You're All Set!'", async ({ page }) => {
      const problems = watchConsole(page);
      let calls = 0;
      page.on("request", (r) => {
        if (r.url().includes("leads.createProspect")) calls++;
      });
      await open(page, `/${lang}/product`);
      await page.getByRole("main").getByRole("button", { name: s.notifyButton }).first().click();
      const dialog = page.getByRole("dialog", { name: s.notifyTitle });
      await expect(dialog).toBeVisible();

      await dialog.getByLabel(s.email).fill("not-an-email");
      await dialog.getByRole("button", { name: s.notifySubmit }).click();
      await expectToast(page, s.invalidEmail, s.notifyEmailInvalid);
      expect(calls).toBe(0);

      await dialog.getByLabel(s.email).fill(`launch-${lang}@example.com`);
      await dialog.getByRole("button", { name: s.notifySubmit }).click();
      const done = page.getByRole("dialog", { name: s.allSet });
      await expect(done).toBeVisible();
      await expectToast(page, s.success, s.notifySuccess);
      expect(calls).toBe(1);

      // Closing resets the email and the success view.
      // The button under the message (the other "Close" is the corner icon).
      await done.getByRole("button", { name: s.close, exact: true }).last().click();
      await expect(done).toBeHidden();
      await page.getByRole("main").getByRole("button", { name: s.notifyButton }).first().click();
      await expect(page.getByRole("dialog", { name: s.notifyTitle }).getByLabel(s.email)).toHaveValue("");
      expect(problems).toEqual([]);
    });
  });
}

test("a failed signup says so and keeps the form", async ({ page }) => {
  const s = STRINGS.en;
  const problems = watchConsole(page, [failedResource(500)]);
  await open(page, "/en");
  await failProcedure(page, "leads.createProspect");
  await page.getByRole("button", { name: s.notifyButton }).click();
  const dialog = page.getByRole("dialog", { name: s.notifyTitle });
  await dialog.getByLabel(s.email).fill("someone@example.com");
  await dialog.getByRole("button", { name: s.notifySubmit }).click();
  await expectToast(page, s.error, "Failed to register for notifications");
  await expect(dialog).toBeVisible();
  expect(problems).toEqual([]);
});
