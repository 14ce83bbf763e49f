import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "./support/fixtures";
import { adminJourney } from "./admin-journey";
import { openSection, signIn, toast } from "./admin-support";
import { ADMIN } from "./support/server";
import { fillContactForm, fillTimeOfAPerson, type Lang, LANGS, open, STRINGS } from "./support/site";

// The whole life of a lead: each form in both languages (with its consent line), the inbox
// (status, notes, filters, CSV), and a person's erasure from every list.

const shots = path.join(import.meta.dirname, "../screenshots");
const CONSENT = {
  en: "By sending this form, you agree that Lumière AI uses your details",
  fr: "En envoyant ce formulaire, vous acceptez que Lumière AI utilise vos coordonnées",
};
const LAUNCH_CONSENT = { en: "By signing up, you agree", fr: "En vous inscrivant, vous acceptez" };
const person = (lang: Lang) => ({
  first: lang === "en" ? "Alex" : "Aurélie",
  last: `Journey${lang.toUpperCase()}`,
  email: `alex.${lang}@example.com`,
});

const journey = adminJourney({ expectedFailures: [] });
let page: Page;
test.beforeAll(async () => {
  page = journey.page;
  // Forms are sent at a person's pace by moving the page's clock (fillTimeOfAPerson).
  await page.clock.install();
});

async function expectConsent(scope: ReturnType<Page["getByRole"]> | Page, lang: Lang, text: string) {
  const line = scope.getByTestId("consent-line");
  await expect(line).toContainText(text);
  await expect(line.getByRole("link")).toHaveAttribute("href", `/${lang}/privacy`);
}

for (const lang of LANGS) {
  const s = STRINGS[lang];
  const p = person(lang);

  test(`a visitor sends the contact form, a consultation and a launch signup in ${lang}, each with its consent line`, async () => {
    await open(page, `/${lang}/contact`);
    const form = page.locator("form.form-card");
    await expectConsent(page, lang, CONSENT[lang]);
    await fillContactForm(form, lang, { ...p, message: `Journey message in ${lang}` });
    await fillTimeOfAPerson(page);
    await form.getByRole("button", { name: s.sendMessage }).click();
    await expect(page.getByRole("alert").filter({ hasText: s.contactSuccess })).toBeVisible();
    await page.screenshot({ path: path.join(shots, `leads-contact-consent-${lang}.png`), fullPage: false });

    await open(page, `/${lang}`);
    await page.getByRole("banner").getByRole("button", { name: s.freeConsultation }).click();
    const dialog = page.getByRole("dialog", { name: s.consultationTitle });
    await expectConsent(dialog, lang, CONSENT[lang]);
    await dialog.getByRole("textbox", { name: s.name, exact: true }).fill(`${p.first} ${p.last}`);
    await dialog.getByRole("textbox", { name: s.email, exact: true }).fill(p.email);
    await dialog.getByRole("textbox", { name: new RegExp(`^${s.company}`) }).fill("Journey SAS");
    await page.screenshot({ path: path.join(shots, `leads-consultation-consent-${lang}.png`) });
    await fillTimeOfAPerson(page);
    await dialog.getByRole("button", { name: s.submitConsultation }).click();
    await expect(page.getByRole("alert").filter({ hasText: s.consultationSuccess })).toBeVisible();
    await expect(dialog).toBeHidden();

    await open(page, `/${lang}/product`);
    await page.getByRole("main").getByRole("button", { name: s.notifyButton }).first().click();
    const notify = page.getByRole("dialog", { name: s.notifyTitle });
    await expectConsent(notify, lang, LAUNCH_CONSENT[lang]);
    await notify.getByLabel(s.email).fill(p.email);
    await fillTimeOfAPerson(page);
    await notify.getByRole("button", { name: s.notifySubmit }).click();
    await expect(page.getByRole("dialog", { name: s.allSet })).toBeVisible();
  });
}

test("the footer's legal links open real pages in both languages", async () => {
  const links: Array<[Lang, string, string]> = [
    ["en", "Privacy Policy", "Privacy Policy"],
    ["en", "Terms and Conditions", "Terms and Conditions"],
    ["en", "Cookie Policy", "Cookie Policy"],
    ["fr", "Politique de confidentialité", "Politique de confidentialité"],
    ["fr", "Conditions générales", "Conditions générales d'utilisation"],
    ["fr", "Politique relative aux cookies", "Politique relative aux cookies"],
  ];
  for (const [lang, link, heading] of links) {
    await open(page, `/${lang}`);
    await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  await page.screenshot({ path: path.join(shots, "leads-cookies-fr.png") });
});

test("the inbox finds the leads; status, notes, filters and the CSV export work", async () => {
  await page.goto("/en/admin/login");
  await signIn(page, ADMIN);
  const fresh = page.getByTestId("new-leads");
  await expect(fresh.getByTestId("new-contacts")).toContainText("2");
  await expect(fresh.getByTestId("new-consultations")).toContainText("2");
  await expect(fresh.getByTestId("new-signups")).toContainText("2");

  await openSection(page, "Contacts");
  const rows = page.getByTestId("lead-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Aurélie JourneyFR"); // newest first
  await expect(rows.first().getByTestId("deliveries")).toContainText("Team: queued"); // no SMTP configured here

  const fr = rows.filter({ hasText: "alex.fr@example.com" });
  await fr.getByRole("combobox", { name: /^Status of/ }).click();
  await page.getByRole("option", { name: "Qualified" }).click();
  await expect(toast(page, "Status updated")).toBeVisible();
  await fr.getByRole("button", { name: /^Edit notes on/ }).click();
  const notes = page.getByRole("dialog", { name: /^Notes on/ });
  await notes.getByLabel("Internal notes").fill("Call back on Tuesday about the pilot");
  await notes.getByRole("button", { name: "Save Notes" }).click();
  await expect(toast(page, "Notes saved")).toBeVisible();
  await expect(fr.getByTestId("lead-notes")).toHaveText("Call back on Tuesday about the pilot");

  // Filter by status, then export what the filter shows.
  await page.getByRole("combobox", { name: "Status", exact: true }).click();
  await page.getByRole("option", { name: "Qualified" }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId("lead-total")).toHaveText("1");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
  const csv = readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
  const [header, ...lines] = csv.trimEnd().split("\r\n");
  expect(header).toBe("id,firstName,lastName,email,company,subject,message,createdAt,status,notes,lang,consentText,consentAt");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain("alex.fr@example.com");
  expect(lines[0]).toContain(`,qualified,Call back on Tuesday about the pilot,fr,"En envoyant ce formulaire,`);
  await page.screenshot({ path: path.join(shots, "leads-inbox-filtered.png") });

  // Search and dates.
  await page.getByRole("combobox", { name: "Status", exact: true }).click();
  await page.getByRole("option", { name: "Qualified" }).click(); // clicking the chosen option clears it
  await page.getByRole("searchbox", { name: "Search" }).fill("journeyen");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("alex.en@example.com");
  await page.getByRole("searchbox", { name: "Search" }).fill("");
  await page.getByLabel("Received to").fill("2020-01-01");
  await expect(page.getByText("No leads match these filters.")).toBeVisible();

  await openSection(page, "Email Signups");
  await expect(page.getByTestId("lead-row")).toHaveCount(2);
  await expect(
    page
      .getByTestId("lead-row")
      .first()
      .getByRole("combobox", { name: /^Status of/ }),
  ).toHaveValue("Pending confirmation");
  await page.screenshot({ path: path.join(shots, "leads-signups.png") });
});

test("erasing a person removes them from every list and leaves an audit entry", async () => {
  await openSection(page, "Data Requests");
  await page.getByLabel("E-mail address").fill("alex.fr@example.com");
  await page.getByRole("button", { name: "Find" }).click();
  const result = page.getByTestId("subject-result");
  await expect(result).toContainText("Held about alex.fr@example.com");
  await expect(result.getByTestId("subject-count")).toHaveText(["1", "1", "1", "0", /\d+/]);
  await result.getByRole("button", { name: "Erase Everything" }).click();
  const confirm = page.getByRole("dialog", { name: /^Erase all data about/ });
  await page.screenshot({ path: path.join(shots, "leads-erase-confirm.png") });
  await confirm.getByRole("button", { name: "Erase", exact: true }).click();
  await expect(toast(page, "Everything about alex.fr@example.com was erased")).toBeVisible();
  await expect(page.getByTestId("audit-row").first()).toContainText("1 contact, 1 consultation, 1 signup");
  await expect(page.getByTestId("audit-row").first()).not.toContainText("alex.fr");

  for (const section of ["Contacts", "Consultations", "Email Signups"]) {
    await openSection(page, section);
    const list = page.getByTestId("lead-row");
    await expect(list).toHaveCount(1);
    await expect(list.first()).toContainText("alex.en@example.com");
    await expect(page.getByText("alex.fr@example.com")).toHaveCount(0);
  }
  // The spec's REST lists agree.
  for (const url of ["/api/admin/contacts", "/api/admin/consultations", "/api/admin/prospects"]) {
    const body = await (await page.request.get(url)).text();
    expect(body).not.toContain("alex.fr@example.com");
    expect(body).toContain("alex.en@example.com");
  }
  expect(journey.problems).toEqual([]);
});
