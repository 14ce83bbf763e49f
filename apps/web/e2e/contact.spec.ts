import { expect, type Locator, test } from "./support/fixtures";
import { expectToast, failedResource, failProcedure, fillContactForm, LANGS, open, STRINGS, watchConsole } from "./support/site";

const fillContact = (form: Locator, lang: "en" | "fr") =>
  fillContactForm(form, lang, {
    first: "Jeanne",
    last: "Durand",
    email: "jeanne.durand@example.com",
    message: "We would like to forecast demand for our stores.",
  });

for (const lang of LANGS) {
  const s = STRINGS[lang];

  test.describe(`contact page form (${lang})`, () => {
    test("validates on submit, revalidates on change, sends and resets", async ({ page }) => {
      const problems = watchConsole(page);
      await open(page, `/${lang}/contact`);
      const form = page.getByRole("form", { name: s.sendUsAMessage });
      await form.getByRole("button", { name: s.sendMessage }).click();
      for (const text of [s.firstNameRequired, s.lastNameRequired, s.emailInvalid, s.subjectRequired, s.messageRequired]) {
        await expect(form.getByText(text)).toBeVisible();
      }
      await form.getByLabel(s.firstName).fill("Jeanne");
      await expect(form.getByText(s.firstNameRequired)).toBeHidden();
      // After the first submit every change re-checks its field, both ways.
      await form.getByLabel(s.firstName).fill("");
      await expect(form.getByText(s.firstNameRequired)).toBeVisible();
      await form.getByLabel(s.email).fill("jeanne.durand@example");
      await expect(form.getByText(s.emailInvalid)).toBeVisible();
      await form.getByLabel(s.email).fill("jeanne.durand@example.com");
      await expect(form.getByText(s.emailInvalid)).toBeHidden();

      await fillContact(form, lang);
      await form.getByRole("button", { name: s.sendMessage }).click();
      await expectToast(page, s.success, s.contactSuccess);
      await expect(form.getByLabel(s.firstName)).toHaveValue("");
      await expect(form.getByLabel(s.message)).toHaveValue("");
      expect(problems).toEqual([]);
    });

    test("says so when sending fails and keeps what was typed", async ({ page }) => {
      const problems = watchConsole(page, [failedResource(500)]);
      await open(page, `/${lang}/contact`);
      await failProcedure(page, "leads.createContact");
      const form = page.getByRole("form", { name: s.sendUsAMessage });
      await fillContact(form, lang);
      await form.getByRole("button", { name: s.sendMessage }).click();
      await expectToast(page, s.error, s.contactError);
      await expect(form.getByLabel(s.firstName)).toHaveValue("Jeanne");
      expect(problems).toEqual([]);
    });
  });
}

test("the home page's contact form works before and after its code has loaded", async ({ page }) => {
  const s = STRINGS.en;
  const problems = watchConsole(page);
  await open(page, "/en");
  const form = page.getByRole("form", { name: s.sendUsAMessage });
  // Typed into the server-rendered form: the values survive its hydration.
  await fillContact(form, "en");
  await form.getByRole("button", { name: s.sendMessage }).click();
  await expectToast(page, s.success, s.contactSuccess);
  await expect(form.getByLabel(s.firstName)).toHaveValue("");
  expect(problems).toEqual([]);
});

test("text typed into the contact page's form before its code has loaded is sent", async ({ page }) => {
  const s = STRINGS.en;
  const problems = watchConsole(page);
  // The form's code (its chunk, named after contact-form.tsx) is held until everything is typed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/contact-form-*.js", async (route) => {
    await held;
    await route.continue();
  });
  await open(page, "/en/contact");
  const form = page.getByRole("form", { name: s.sendUsAMessage });
  await fillContact(form, "en");
  release();
  await form.getByRole("button", { name: s.sendMessage }).click();
  await expectToast(page, s.success, s.contactSuccess);
  await expect(form.getByLabel(s.firstName)).toHaveValue("");
  expect(problems).toEqual([]);
});
