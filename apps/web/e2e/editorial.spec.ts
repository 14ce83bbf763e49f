import path from "node:path";
import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page, test } from "./support/fixtures";
import { openSection as openSectionOf, signIn, toast, watchConsole } from "./admin-support";
import { accept, invitationLink, invite, people } from "./people-support";
import { ADMIN, type RunningServer, startServer } from "./support/server";
import { useLoopbackSmtp } from "./support/smtp";

// The editorial journey, in the admin and on the public site, on a server of its own (it
// changes content and reads the whole activity feed); with review on, an invited editor approves
// what the administrator submitted.
test.describe.configure({ mode: "serial" });

const shots = path.join(import.meta.dirname, "../screenshots");
const stamp = Date.now();
const title = `Quiet looms ${stamp}`;
const slugEn = `quiet-looms-${stamp}`;
const slugFr = `metiers-silencieux-${stamp}`;
const renamed = `quiet-looms-renamed-${stamp}`;
// The editor who approves the administrator's change.
const reviewer = people("en", stamp).editor;
const smtp = useLoopbackSmtp();

let server: RunningServer;
let context: BrowserContext;
let page: Page;
let visitor: APIRequestContext;
const problems: string[] = [];

test.beforeAll(async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  server = await startServer();
  context = await browser.newContext({
    baseURL: server.url,
    timezoneId: "UTC",
    permissions: ["clipboard-read", "clipboard-write"],
    viewport: { width: 1440, height: 900 },
  });
  context.setDefaultTimeout(15_000);
  context.on("page", (p) => watchConsole(p, problems, []));
  page = await context.newPage();
  // A visitor without the admin's session cookie.
  visitor = await playwright.request.newContext({ baseURL: server.url });
});

test.afterAll(async () => {
  await visitor?.dispose();
  await reviewer.context?.close();
  await context?.close();
  await server?.stop();
});

const openSection = (label: string) => openSectionOf(page, label);
const row = () => page.getByTestId("article-row").filter({ hasText: title });
const status = (url: string) => visitor.get(url, { maxRedirects: 0 }).then((r) => r.status());
async function ayaAnswer(message: string): Promise<string> {
  const res = await visitor.post("/api/chat", { data: { sessionId: `session_${Date.now()}abcdefghi`, message, lang: "en" } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { response: string }).response;
}

/** Opens the article's edit form. */
async function edit(): Promise<Locator> {
  await page.getByRole("button", { name: `Edit “${title}”` }).click();
  const form = page.getByRole("region", { name: "Edit Article" });
  await expect(form.getByLabel("English title")).toHaveValue(title);
  return form;
}

/** Ticks only these languages for the next publish or schedule. */
async function onlyLangs(form: Locator, langs: { en: boolean; fr: boolean }) {
  await form.getByRole("checkbox", { name: "English", exact: true }).setChecked(langs.en);
  await form.getByRole("checkbox", { name: "French", exact: true }).setChecked(langs.fr);
}

async function saveAndWait(form: Locator, button: string) {
  await form.getByRole("button", { name: button }).click();
  await expect(toast(page, "Article updated successfully")).toBeVisible();
  await expect(form).toBeHidden();
}

test("editorial journey: draft, preview, publish, schedule, rename, restore, activity and translation status", async () => {
  test.setTimeout(240_000);
  await page.goto("/en/admin");
  await signIn(page, ADMIN);

  // 1. A draft in English: nowhere for visitors.
  await openSection("Articles");
  await page.getByRole("button", { name: "Create Article" }).click();
  const form = page.getByRole("region", { name: "New Article" });
  await form.getByLabel("English title").fill(title);
  await form.getByLabel("English slug").fill(slugEn);
  await form.getByLabel("English excerpt").fill("Weaving machines that listen.");
  await form.getByLabel("English content").fill("Looms that hum quietly.\n\nA second paragraph.");
  await expect(form.getByTestId("article-preview").first().locator(".prose p")).toHaveText([
    "Looms that hum quietly.",
    "A second paragraph.",
  ]);
  await page.screenshot({ path: path.join(shots, "admin-article-editorial-form.png"), fullPage: true });
  await form.getByRole("button", { name: "Save as draft" }).click();
  await expect(toast(page, "Article created successfully")).toBeVisible();
  await expect(row().getByTestId("state-en")).toHaveText("EN · Draft");
  expect(await status(`/en/insights/${slugEn}`)).toBe(404);
  expect(await (await visitor.get("/sitemaps/1.xml")).text()).not.toContain(slugEn);
  expect(await ayaAnswer(`Tell me about quiet looms ${stamp}`)).not.toContain(slugEn);

  // 2. The preview link shows the draft as visitors will see it.
  await row()
    .getByRole("button", { name: `Preview link for “${title}”` })
    .click();
  await page.getByRole("menuitem", { name: "Copy the English preview link" }).click();
  const copied = toast(page, "Preview link copied");
  await expect(copied).toBeVisible();
  const previewUrl = /https?:\/\/\S+/.exec((await copied.textContent()) ?? "")?.[0];
  expect(previewUrl).toContain(`/en/insights/${slugEn}?preview=`);
  const preview = await context.newPage();
  await preview.goto(previewUrl ?? "");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(preview.getByText("Looms that hum quietly.")).toBeVisible();
  await preview.close();

  // 3. Publish English only.
  let editor = await edit();
  await onlyLangs(editor, { en: true, fr: false });
  await saveAndWait(editor, "Publish now");
  await expect(row().getByTestId("state-en")).toHaveText("EN · Published");
  expect(await status(`/en/insights/${slugEn}`)).toBe(200);
  expect(await (await visitor.get("/sitemaps/1.xml")).text()).toContain(`/en/insights/${slugEn}<`);
  expect(await ayaAnswer(`Tell me about quiet looms ${stamp}`)).toContain(`/en/insights/${slugEn}`);
  expect(await status(`/fr/insights/${slugFr}`)).toBe(404);

  // 4. The French translation, scheduled a few seconds ahead, goes live on its own.
  editor = await edit();
  await editor.getByLabel("French title").fill(`Métiers silencieux ${stamp}`);
  await editor.getByLabel("French slug").fill(slugFr);
  await editor.getByLabel("French content").fill("Des métiers qui bourdonnent doucement.");
  await onlyLangs(editor, { en: false, fr: true });
  await editor.getByLabel("Publish at").fill(new Date(Date.now() + 10_000).toISOString().slice(0, 19));
  await saveAndWait(editor, "Schedule");
  await expect(row().getByTestId("state-fr")).toHaveText("FR · Scheduled");
  expect(await status(`/fr/insights/${slugFr}`)).toBe(404);
  await expect.poll(() => status(`/fr/insights/${slugFr}`), { timeout: 60_000, intervals: [2_000] }).toBe(200);
  // The list refreshes itself while something is scheduled.
  await expect(row().getByTestId("state-fr")).toHaveText("FR · Published", { timeout: 20_000 });

  // 5. A new English slug: the old address answers 301 to the new one.
  editor = await edit();
  await editor.getByLabel("English slug").fill(renamed);
  await saveAndWait(editor, "Publish now");
  const moved = await visitor.get(`/en/insights/${slugEn}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toMatch(new RegExp(`/en/insights/${renamed}$`));
  const reader = await context.newPage();
  await reader.goto(`/en/insights/${slugEn}`);
  await expect(reader).toHaveURL(new RegExp(`/en/insights/${renamed}$`));
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(title);
  await openSection("Pages");
  await page.getByRole("tab", { name: "Redirects" }).click();
  await expect(page.getByTestId("redirect-row").filter({ hasText: `/en/insights/${slugEn}` })).toContainText(renamed);
  await openSection("Articles");

  // 6. Two English edits, then the first edit's version is restored (a new version).
  for (const text of ["First edit of the looms.", "Second edit of the looms."]) {
    editor = await edit();
    await editor.getByLabel("English content").fill(text);
    await saveAndWait(editor, "Publish now");
  }
  await reader.goto(`/en/insights/${renamed}`);
  await expect(reader.getByText("Second edit of the looms.")).toBeVisible();
  await openSection("Version History");
  await page.getByRole("combobox", { name: "Page or article" }).click();
  await page.getByRole("option", { name: title }).click();
  const firstEdit = page
    .getByTestId("version")
    .filter({ has: page.locator('[data-diff="added"]', { hasText: "First edit of the looms." }) });
  await expect(firstEdit).toHaveCount(1);
  await expect(firstEdit.getByTestId("version-change").first()).toContainText("Content");
  await page.screenshot({ path: path.join(shots, "admin-version-history.png"), fullPage: true });
  await firstEdit.getByRole("button", { name: /^Restore version/ }).click();
  await page
    .getByRole("dialog", { name: /^Restore version \d+\?$/ })
    .getByRole("button", { name: "Restore" })
    .click();
  await expect(toast(page, "Version restored")).toBeVisible();
  await expect(page.getByTestId("version").first()).toContainText("Restored");
  await reader.goto(`/en/insights/${renamed}`);
  await expect(reader.getByText("First edit of the looms.")).toBeVisible();
  await expect(reader.getByText("Second edit of the looms.")).toHaveCount(0);
  await reader.close();

  // 7. Each action in the activity feed, newest first.
  await openSection("Collaboration");
  const entries = page.getByTestId("activity-entry");
  const quoted = `“${title}”`;
  for (const what of [
    `admin created ${quoted}`,
    `admin published ${quoted} (EN)`,
    `admin scheduled ${quoted} (FR)`,
    `system published ${quoted} (FR)`,
    `admin saved ${quoted}`,
    `admin restored a version of ${quoted}`,
  ]) {
    await expect(entries.filter({ hasText: what }).first()).toBeVisible();
  }
  await expect(entries.first()).toContainText(title);
  await page.screenshot({ path: path.join(shots, "admin-activity.png"), fullPage: true });

  // 8. The translation board: French is outdated after the English edits; it opens both languages side by side.
  await page.getByRole("tab", { name: "Translation status" }).click();
  const boardRow = page.getByTestId("translation-row").filter({ hasText: title });
  await expect(boardRow.getByTestId("translation-en")).toHaveText("EN · Up to date");
  await expect(boardRow.getByTestId("translation-fr")).toHaveText("FR · Outdated");
  await page.screenshot({ path: path.join(shots, "admin-translations.png"), fullPage: true });
  await boardRow.getByRole("button", { name: `Open “${title}” side by side` }).click();
  const sideBySide = page.getByRole("dialog").getByRole("region", { name: "Edit Article" });
  await expect(sideBySide.getByLabel("English title")).toHaveValue(title);
  await expect(sideBySide.getByLabel("French title")).toHaveValue(`Métiers silencieux ${stamp}`);

  await page.keyboard.press("Escape");

  // 9. The workflow is a real setting (Draft-Publish by default).
  await openSection("Workflows");
  await expect(page.getByRole("radio", { name: "Draft-Publish", exact: true })).toBeChecked();
  await page.screenshot({ path: path.join(shots, "admin-workflows.png"), fullPage: true });

  expect(problems).toEqual([]);
});

test("with review and approval on, the administrator submits, an invited editor approves from the form, and it is published from Workflows", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A second person joins: nobody approves their own change.
  await smtp.sendThrough(page);
  await page.goto("/en/admin?section=people");
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  await invite(page, smtp, "en", reviewer);
  const reviewerPage = await accept(browser, "en", reviewer, invitationLink(smtp, "en", reviewer, server.url), (p) =>
    watchConsole(p, problems, []),
  );

  await openSection("Workflows");
  await page.getByRole("radio", { name: "Draft-Review-Approve-Publish", exact: true }).check();
  await expect(toast(page, "Workflow saved")).toBeVisible();

  await openSection("Articles");
  let editor = await edit();
  await editor.getByLabel("English content").fill("A reviewed edit of the looms.");
  await expect(editor.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);
  // Under a review workflow the form never publishes at once: its buttons are off and say why.
  for (const name of ["Publish now", "Schedule"]) {
    await expect(editor.getByRole("button", { name, exact: true })).toBeDisabled();
    await expect(editor.getByRole("button", { name, exact: true })).toHaveAccessibleDescription(
      "The publishing workflow asks for an approval: submit the change for review; it is published once approved.",
    );
  }
  await saveAndWait(editor, "Submit for review");
  await expect(row().getByTestId("state-en")).toHaveText("EN · In review");
  await expect((await visitor.get(`/en/insights/${renamed}`)).text()).resolves.not.toContain("A reviewed edit");

  // The administrator who submitted it cannot approve it, and is told why, in the form and on the board.
  const ownChange = "You made or submitted this change: someone else approves it.";
  editor = await edit();
  await expect(editor.getByRole("button", { name: "Approve", exact: true })).toBeDisabled();
  await expect(editor.getByRole("button", { name: "Approve", exact: true })).toHaveAccessibleDescription(ownChange);
  await editor.getByRole("button", { name: "Cancel" }).click();
  await openSection("Workflows");
  const ownRow = page.getByTestId("review-row").filter({ hasText: title });
  await expect(ownRow.getByRole("button", { name: `Approve “${title}”` })).toBeDisabled();
  await expect(ownRow.getByRole("button", { name: `Approve “${title}”` })).toHaveAccessibleDescription(
    "Your change: someone else approves it.",
  );

  // The editor, in a browser of their own, approves it from its form.
  await openSectionOf(reviewerPage, "Articles");
  await reviewerPage.getByRole("button", { name: `Edit “${title}”` }).click();
  const reviewerForm = reviewerPage.getByRole("region", { name: "Edit Article" });
  await expect(reviewerForm.getByLabel("English content")).toHaveValue("A reviewed edit of the looms.");
  await reviewerForm.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(toast(reviewerPage, "The change is approved: an editor can now publish it.")).toBeVisible();
  await reviewerForm.getByRole("button", { name: "Cancel" }).click();
  await expect(reviewerPage.getByTestId("article-row").filter({ hasText: title }).getByTestId("state-en")).toHaveText("EN · Approved");
  await reviewer.context?.close();

  // The administrator publishes it from Workflows.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Workflows" })).toBeVisible();
  const waiting = page.getByTestId("review-row").filter({ hasText: title });
  await waiting.getByRole("button", { name: `Publish “${title}”` }).click();
  await expect(toast(page, `“${title}” is published.`)).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect((await visitor.get(`/en/insights/${renamed}`)).text()).resolves.toContain("A reviewed edit of the looms.");

  await page.getByRole("radio", { name: "Draft-Publish", exact: true }).check();
  await expect(toast(page, "Workflow saved").last()).toBeVisible();
  expect(problems).toEqual([]);
});
