// The booking link and the polish list, as a visitor and an admin see them in Chromium: the
// booking link refused unless https (field error in both languages), then "pick a time" after a
// consultation request, counted when followed; the hero keeps "Cutting-Edge" whole; on a phone the
// chat launcher leaves the consultation form alone and toasts leave the header alone; the admin's
// sidebar shows its last sections at 1366×900, the badge names the role, and tables do not scroll
// sideways at 390 px. Screenshots go to SHOTS_DIR when set.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { signIn, toast as adminToast } from "./admin-support";
import { axeViolations } from "./support/axe";
import { expect, type Page, test } from "./support/fixtures";
import { ADMIN } from "./support/server";
import { open, STRINGS, toast } from "./support/site";

const BOOKING = "https://cal.com/lumiere-ai/consultation";
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };
const shotsDir = process.env.SHOTS_DIR;
if (shotsDir) mkdirSync(shotsDir, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
};

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box | null, b: Box | null) =>
  !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function signedIn(page: Page, lang: "en" | "fr" = "en") {
  await page.goto("/admin");
  await signIn(page, ADMIN);
  if (lang === "fr") {
    await page.goto("/fr/admin");
    await page.locator("html[data-hydrated]").waitFor();
  }
}

async function siteSettings(page: Page, name: string) {
  await page
    .getByRole("navigation", { name: /Admin sections|Sections d'administration/ })
    .getByRole("button", { name, exact: true })
    .click();
  return page.getByRole("region", { name: /Site Configuration|Configuration du site/ });
}

test.describe.configure({ mode: "serial" });

test("the booking link is refused unless https, in both languages, then saved", async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signedIn(page, "fr");
  let site = await siteSettings(page, "Paramètres");
  const field = site.getByRole("textbox", { name: "Lien de prise de rendez-vous" });
  await field.fill("http://cal.com/lumiere-ai");
  await site.getByRole("button", { name: /Enregistrer/ }).click();
  await expect(site.getByText("Saisissez une adresse complète commençant par https://")).toBeVisible();
  await shot(page, "admin-booking-error-fr-1366");

  await page.goto("/en/admin");
  await page.locator("html[data-hydrated]").waitFor();
  site = await siteSettings(page, "Settings");
  const en = site.getByRole("textbox", { name: "Booking link" });
  await en.fill("javascript:alert(1)");
  await site.getByRole("button", { name: "Save Site Settings" }).click();
  await expect(site.getByText("Enter a full address starting with https://")).toBeVisible();
  await en.fill(BOOKING);
  await site.getByRole("button", { name: "Save Site Settings" }).click();
  await expect(adminToast(page, "Settings saved successfully")).toBeVisible();
});

for (const lang of ["en", "fr"] as const) {
  test(`on a phone, the consultation form is clear of the chat launcher, and its toast offers "pick a time" below the header (${lang})`, async ({
    page,
  }) => {
    const s = STRINGS[lang];
    await page.setViewportSize(PHONE);
    await open(page, `/${lang}`);
    // On a phone the header's button is in its menu: the hero's first button opens the form.
    await page.getByRole("main").getByRole("button").first().click();
    const dialog = page.getByRole("dialog", { name: s.consultationTitle });
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole("button", { name: s.submitConsultation });
    await submit.scrollIntoViewIfNeeded();
    // What a tap on the submit button reaches is the button, not the launcher above it.
    const hit = await submit.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width - 4, r.y + r.height / 2);
      return !!top && el.contains(top);
    });
    expect(hit).toBe(true);
    await shot(page, `consultation-modal-${lang}-390`);

    await dialog.getByLabel(s.name).fill("Camille Martin");
    await dialog.getByLabel(s.email).fill("camille@example.com");
    await submit.click();
    const shown = toast(page).filter({ hasText: s.consultationSuccess });
    await expect(shown).toBeVisible();
    const pick = shown.getByRole("link", { name: lang === "en" ? "Or pick a time now" : "Ou choisissez un créneau dès maintenant" });
    await expect(pick).toHaveAttribute("href", BOOKING);
    // Below the header: the language switcher and the call to action stay visible and usable.
    const box = await shown.boundingBox();
    const header = await page.getByRole("banner").boundingBox();
    expect(overlaps(box, header)).toBe(false);
    await shot(page, `consultation-toast-${lang}-390`);
    expect(await axeViolations(page)).toEqual([]);

    // Following it is a conversion the analytics count (the beacon, cookie-free).
    const counted = page.waitForRequest((r) => r.url().endsWith("/e") && (r.postData() ?? "").includes("booking_clicked"));
    const popup = page.waitForEvent("popup");
    await page.route("https://cal.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Booking</title>" }),
    );
    await page
      .context()
      .route("https://cal.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Booking</title>" }));
    await pick.click();
    await counted;
    await (await popup).close();
  });
}

test("the hero keeps Cutting-Edge on one line at 1366 and 390 px, in the heading's plain text", async ({ page }) => {
  const lineBoxesOfWord = () =>
    page.locator(".hero-copy h1").evaluate((h1) => {
      const text = h1.firstChild as Text;
      const at = text.data.indexOf("Cutting-Edge");
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + "Cutting-Edge".length);
      return range.getClientRects().length;
    });
  await page.setViewportSize(LAPTOP);
  await open(page, "/en");
  await page.evaluate(() => document.fonts.ready);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Riding the Cutting-Edge AI Technology");
  // One line box: the word does not break after its hyphen.
  expect(await lineBoxesOfWord()).toBe(1);
  await shot(page, "home-hero-1366");
  await page.setViewportSize(PHONE);
  expect(await lineBoxesOfWord()).toBe(1);
  await shot(page, "home-hero-390");
});

test("the admin sidebar shows its last sections at 1366×900 and names the role; tables do not scroll sideways on a phone", async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signedIn(page);
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  for (const name of ["Settings", "Team", "My account"]) {
    const item = nav.getByRole("button", { name, exact: true });
    await expect(item).toBeInViewport({ ratio: 1 });
  }
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId("role-badge")).toHaveText("Administrator");
  await shot(page, "admin-sidebar-1366x900");

  await page.setViewportSize(PHONE);
  await page.getByRole("button", { name: "Toggle navigation" }).click();
  await nav.getByRole("button", { name: "Articles", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Articles/ })).toBeVisible();
  const table = page.locator("table.admin-table").first();
  await expect(table).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  const tableBox = await table.boundingBox();
  expect((tableBox?.x ?? 0) + (tableBox?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, "admin-articles-390");
});
