import { expect, type Page, test } from "./support/fixtures";
import { adminJourney } from "./admin-journey";
import { axeViolations } from "./support/axe";
import { type Lang, open, STRINGS } from "./support/site";
import { useLoopbackSmtp } from "./support/smtp";

// The links in a signup e-mail, received by a real SMTP server on loopback, open pages of the site:
// its header, footer and font, in the link's language.

const journey = adminJourney({ expectedFailures: [] });
let page: Page;
const smtp = useLoopbackSmtp();

test.beforeAll(async () => {
  page = journey.page;
  await page.goto("/en/admin/login");
  await journey.signIn();
  await smtp.sendThrough(page);
});

/** Signs up from the product page in `lang`; the e-mail's link (path and query) of that kind. */
async function signUpAndGetLink(lang: Lang, email: string, kind: "confirm" | "unsubscribe"): Promise<string> {
  const s = STRINGS[lang];
  await open(page, `/${lang}/product`);
  await page.getByRole("main").getByRole("button", { name: s.notifyButton }).first().click();
  const notify = page.getByRole("dialog", { name: s.notifyTitle });
  await notify.getByLabel(s.email).fill(email);
  await notify.getByRole("button", { name: s.notifySubmit }).click();
  await expect(page.getByRole("dialog", { name: s.allSet })).toBeVisible();
  await expect.poll(() => smtp.mailsTo(email).length).toBe(1);
  const text = smtp.mailsTo(email)[0]!.body;
  const link = new RegExp(`https?://[^/\\s"<>]+(/api/signups/${kind}\\?token=[0-9a-f-]+&lang=${lang})`).exec(text)?.[1];
  expect(link).toBeDefined();
  return link!;
}

async function axe() {
  return (await axeViolations(page)).map((v) => `${page.url()} ${v}`);
}

const SEEN = {
  en: { confirmed: "Signup confirmed", text: "Thank you! You will be among the first to hear when our product launches." },
  fr: { confirmed: "Inscription confirmée", text: "Merci ! Vous serez parmi les premiers informés du lancement de notre produit." },
} as const;

for (const lang of ["en", "fr"] as const) {
  test(`a confirm link from the e-mail opens the site's own page (${lang})`, async () => {
    const link = await signUpAndGetLink(lang, `signup.page.${lang}@example.com`, "confirm");
    const siteFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    await page.goto(link);
    await page.locator("html[data-hydrated]").waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${lang}/signup/confirmed`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const heading = page.getByRole("heading", { level: 1, name: SEEN[lang].confirmed });
    await expect(heading).toBeVisible();
    await expect(page.getByText(SEEN[lang].text)).toBeVisible();
    await expect(page).toHaveTitle(`${SEEN[lang].confirmed} | Lumière AI`);
    // The site's header (with its brand), footer and font, not a bare page in the system font.
    await expect(
      page
        .getByRole("banner")
        .getByRole("link", { name: /Lumière AI/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    expect(siteFont).toMatch(/^"?Inter/);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe(siteFont);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(await axe()).toEqual([]);
  });
}

test("a link that is not valid says so, on the site's page", async () => {
  await page.goto("/api/signups/confirm?token=00000000-0000-4000-8000-000000000000&lang=fr");
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByRole("heading", { level: 1, name: "Lien non valide" })).toBeVisible();
  await expect(page.getByText("Ce lien n'est pas valide ou a expiré.")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  expect(await axe()).toEqual([]);
});

test("the unsubscribe link asks first, and its button unsubscribes", async () => {
  const link = await signUpAndGetLink("en", "signup.leaving@example.com", "unsubscribe");
  await page.goto(link);
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
  await expect(page.getByText("Do you want to stop receiving e-mails about the product launch?")).toBeVisible();
  expect(await axe()).toEqual([]);
  await page.getByRole("button", { name: "Unsubscribe me" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/en/signup/unsubscribed");
  expect(journey.problems).toEqual([]);
});
