// The admin journey, part 1: sign-in, the sections of spec §2, articles, pages, media and CSV export.
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "./support/fixtures";
import { escapeRegExp, noisePng, toast } from "./admin-support";
import { adminJourney, SECTIONS } from "./admin-journey";
import { ADMIN, type RunningServer } from "./support/server";

const journey = adminJourney();
const { signIn, openSection, clickCentred, shot } = journey;
let page: Page;
let server: RunningServer;
test.beforeAll(() => {
  page = journey.page;
  server = journey.server;
});

test("an admin URL without a session leads to the login page", async () => {
  await page.goto("/en/admin");
  await expect(page).toHaveURL(/\/en\/admin\/login$/);
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  // The spec's unprefixed admin routes stay unprefixed (no language redirect).
  await page.goto("/admin");
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/admin\/login$/);
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  await shot("login");
});

test("the password toggle shows and hides it; a wrong password says 'Invalid username or password'", async () => {
  await page.goto("/en/admin/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  const password = page.getByRole("textbox", { name: "Password", exact: true });
  await password.fill("wrong password");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");

  await page.getByRole("textbox", { name: "Username" }).fill(ADMIN.username);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page, "Invalid username or password")).toContainText("Login Failed");
  await expect(page).toHaveURL(/\/en\/admin\/login$/);
});

test("sign-in leads to the dashboard with the four real counts", async () => {
  await signIn();
  const counts = (await (await page.request.get("/api/admin/dashboard")).json()) as Record<string, number>;
  for (const [label, key] of [
    ["Total Articles", "totalArticles"],
    ["Total Pages", "totalPages"],
    ["Contacts", "contacts"],
    ["Media Files", "mediaFiles"],
  ] as const) {
    const card = page.locator(".mantine-Paper-root").filter({ hasText: label });
    await expect(card.getByTestId("stat-value")).toHaveText(String(counts[key]));
  }
  expect(counts.totalPages).toBe(9); // six site pages and three legal pages
});

test("every section of spec §2 renders, switching without a route change", async () => {
  // A few leads so the lists have rows.
  for (const [url, data] of [
    [
      "/api/contact",
      {
        firstName: "Élodie",
        lastName: "Durand",
        email: "elodie@example.com",
        subject: "project",
        message: 'We need a chatbot, "fast", please.',
      },
    ],
    [
      "/api/consultation",
      { name: "Marc Petit", email: "marc@example.com", company: "Petit SA", message: "Demand forecasting for 40 stores." },
    ],
    ["/api/prospects", { email: "launch@example.com", source: "product_page" }],
  ] as const) {
    expect((await page.request.post(url, { data })).ok()).toBe(true);
  }
  const path = new URL(page.url()).pathname;
  for (const s of SECTIONS) {
    await openSection(s.label);
    // The same route: only the address's search names the section (a reload reopens it).
    const url = new URL(page.url());
    expect(url.pathname).toBe(path);
    expect(url.searchParams.get("section")).toBe(s.id === "dashboard" ? null : s.id);
    if (s.id === "plugins") await expect(page.getByText("No plugins installed yet. Plugin marketplace coming soon.")).toBeVisible();
    if (s.id === "contacts") await expect(page.getByTestId("lead-row").first()).toContainText("Élodie Durand");
    if (s.id === "consultations") await expect(page.getByTestId("lead-row").first()).toContainText("Demand forecasting");
    if (s.id === "signups") await expect(page.getByTestId("lead-row").first()).toContainText("launch@example.com");
    if (s.id === "pages") await expect(page.getByTestId("page-row")).toHaveCount(9);
    if (s.id === "ai-settings") await expect(page.getByTestId("ai-status")).toContainText("Built-in assistant");
    if (s.id === "settings") await expect(page.getByRole("heading", { name: "Email Configuration" })).toBeVisible();
    await page.mouse.move(0, 0);
    await shot(s.id);
  }
  // Back on the dashboard, the counts include the new contact.
  await openSection("Dashboard");
  await expect(page.locator(".mantine-Paper-root").filter({ hasText: "Contacts" }).getByTestId("stat-value")).toHaveText("1");
  // On a phone the sidebar opens from the menu button.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(500); // the sidebar's slide-out transition
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot("mobile");
  await page.getByRole("button", { name: "Toggle navigation" }).click();
  await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
  await shot("mobile-nav", { settled: false, fullPage: false });
  await openSection("Contacts");
  await expect(page.getByRole("button", { name: "Toggle navigation" })).toHaveAttribute("aria-expanded", "false");
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSection("Dashboard");
  // The same screens in French.
  await page.locator("label", { hasText: /^FR$/ }).click();
  await expect(page).toHaveURL(/\/fr\/admin$/);
  await expect(page.getByRole("heading", { level: 2, name: "Panneau d'administration" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
  await shot("dashboard-fr");
  await page.locator("label", { hasText: /^EN$/ }).click();
  await expect(page).toHaveURL(/\/en\/admin$/);
});

test("articles: create, edit and delete, each change visible on the public site", async () => {
  await openSection("Articles");
  await page.getByRole("button", { name: "Create Article" }).click();
  const form = page.getByRole("region", { name: "New Article" });
  await form.getByRole("button", { name: "Publish now" }).click();
  await expect(form.getByText("English title is required")).toBeVisible();

  const title = `Edge AI for Paris bakeries ${Date.now()}`;
  await form.getByLabel("English title").fill(title);
  await form.getByLabel("French title").fill(`L'IA embarquée pour les boulangeries ${Date.now()}`);
  await form.getByLabel("English excerpt").fill("How small shops forecast demand.");
  await form.getByLabel("French excerpt").fill("Comment les petits commerces prévoient la demande.");
  await form.getByLabel("English content").fill("First paragraph about ovens.\n\nSecond paragraph about flour.");
  await form.getByLabel("French content").fill("Premier paragraphe.\n\nDeuxième paragraphe.");
  await shot("article-form");
  await form.getByRole("button", { name: "Publish now" }).click();
  await expect(toast(page, "Article created successfully")).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByTestId("article-row").filter({ hasText: title })).toBeVisible();

  const publicPage = await page.context().newPage();
  const slugOf = async (t: string) => {
    const list = (await (await publicPage.request.get("/api/articles?lang=en")).json()) as { title_en: string; slug_en: string }[];
    return list.find((a) => a.title_en === t)?.slug_en;
  };
  await publicPage.goto("/en/insights");
  await expect(publicPage.getByRole("heading", { name: title, exact: true })).toBeVisible();
  const slug = await slugOf(title);
  expect(slug).toBeTruthy();
  await publicPage.goto(`/en/insights/${slug}`);
  await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(publicPage.getByText("First paragraph about ovens.", { exact: true })).toBeVisible();
  await expect(publicPage.getByText("Second paragraph about flour.", { exact: true })).toBeVisible();

  // Edit: the form opens pre-filled.
  await page.getByRole("button", { name: `Edit “${title}”` }).click();
  const editForm = page.getByRole("region", { name: "Edit Article" });
  await expect(editForm.getByLabel("English title")).toHaveValue(title);
  const edited = `${title} (updated)`;
  await editForm.getByLabel("English title").fill(edited);
  await editForm.getByLabel("English content").fill("A rewritten first paragraph.\n\nA rewritten second one.");
  await editForm.getByRole("button", { name: "Publish now" }).click();
  await expect(toast(page, "Article updated successfully")).toBeVisible();
  await expect(page.getByTestId("article-row").filter({ hasText: edited })).toBeVisible();
  await publicPage.goto("/en/insights");
  await expect(publicPage.getByRole("heading", { name: edited, exact: true })).toBeVisible();
  await publicPage.goto(`/en/insights/${await slugOf(edited)}`);
  await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(edited);
  await expect(publicPage.getByText("A rewritten second one.", { exact: true })).toBeVisible();

  // Delete: the API takes no confirmation step (spec §7); the admin asks first, naming the article.
  await page.getByRole("button", { name: `Delete “${edited}”` }).click();
  await page
    .getByRole("dialog", { name: `Delete “${edited}”?` })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(toast(page, "Article deleted successfully")).toBeVisible();
  await expect(page.getByTestId("article-row").filter({ hasText: edited })).toHaveCount(0);
  await publicPage.goto("/en/insights");
  await expect(publicPage.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(publicPage.getByRole("heading", { name: edited, exact: true })).toHaveCount(0);
  await publicPage.close();
});

test("pages: editing the contact page shows on the public page", async () => {
  await openSection("Pages");
  await page.getByRole("button", { name: "Edit page contact" }).click();
  const form = page.getByRole("region", { name: "Edit page: contact" });
  const title = `Talk to our team ${Date.now()}`;
  await form.getByLabel("English title").fill(title);
  await form.getByLabel("English meta description").fill("Reach our Paris AI consultants.");
  await form
    .getByLabel("English hero section (HTML)")
    .fill('<h2>Let us build it together</h2><p onclick="alert(1)">Our Paris team answers within a day.</p>');
  await form.getByRole("switch", { name: "Preview HTML" }).check({ force: true });
  await expect(form.getByText("Our Paris team answers within a day.").first()).toBeVisible();
  await shot("page-form");
  await clickCentred(form.getByRole("button", { name: "Publish now" }));
  await expect(toast(page, "Page updated successfully")).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByTestId("page-row").filter({ hasText: "contact" })).toContainText(title);

  const publicPage = await page.context().newPage();
  await publicPage.goto("/en/contact");
  await expect(publicPage).toHaveTitle(new RegExp(`^${escapeRegExp(title)}`));
  await expect(publicPage.getByText("Our Paris team answers within a day.")).toBeVisible();
  expect(await publicPage.locator("[onclick]").count()).toBe(0);
  await publicPage.close();
});

test("media: an image upload shows a progress bar, then the image in the grid", async () => {
  await openSection("Media Library");
  // Hold the request back a moment so the progress bar is observable on loopback.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/admin/media/upload", async (route) => {
    await held;
    await route.continue();
  });
  const png = noisePng(400, 300);
  await page.locator('input[type="file"]').setInputFiles({ name: "paris-skyline.png", mimeType: "image/png", buffer: png });
  const progress = page.getByTestId("upload-progress");
  await expect(progress).toBeVisible();
  await expect(progress).toContainText("paris-skyline.png");
  await expect(progress.getByRole("progressbar")).toHaveAttribute("aria-valuenow", /^\d+$/);
  await expect(page.getByRole("button", { name: "Upload Media" })).toBeDisabled();
  await shot("media-uploading", { settled: false });
  release();
  await expect(toast(page, "Media uploaded successfully")).toBeVisible();
  await page.unroute("**/api/admin/media/upload");
  await expect(progress).toBeHidden();

  const card = page.getByTestId("media-item").filter({ hasText: "paris-skyline.png" });
  await expect(card).toContainText("Image");
  const thumb = card.getByRole("img", { name: "paris-skyline.png" });
  await expect(thumb).toBeVisible();
  // The grid shows the resized copy its column needs (a 400 px picture has one, 400 px wide); with
  // `sizes`, naturalWidth is the column's width, so the file chosen is what is checked.
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await thumb.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-400x300-400w\.webp$/);
  await card.getByRole("button", { name: "Copy URL" }).click();
  await expect(card.getByRole("button", { name: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^${escapeRegExp(server.url)}/media/.+\\.png$`));
  const served = await page.request.get(copied);
  expect(served.status()).toBe(200);
  expect((await served.body()).equals(png)).toBe(true);
  // Its resized WebP copy for the public site's srcset (400 px wide: never enlarged) is served beside it.
  expect(copied).toMatch(/-400x300\.png$/);
  const copy = await page.request.get(copied.replace(/\.png$/, "-400w.webp"));
  expect(copy.status()).toBe(200);
  expect(copy.headers()["content-type"]).toBe("image/webp");
  await page.mouse.move(0, 0);
  await shot("media");

  // A file that is not an accepted type is refused with the server's reason.
  await page.locator('input[type="file"]').setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("plain text") });
  await expect(toast(page, "Unsupported file type")).toBeVisible();
});

test("contacts export as CSV with every field", async () => {
  await openSection("Contacts");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
  const [header, ...rows] = csv.trimEnd().split("\r\n");
  expect(header).toBe("id,firstName,lastName,email,company,subject,message,createdAt,status,notes,lang,consentText,consentAt");
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(',Élodie,Durand,elodie@example.com,,project,"We need a chatbot, ""fast"", please.",');
});

test("no page errors and no unexpected console errors on the way", () => {
  expect(journey.problems).toEqual([]);
});
