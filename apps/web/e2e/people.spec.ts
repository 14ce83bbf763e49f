import { expect, type Page, test } from "./support/fixtures";
import { adminJourney } from "./admin-journey";
import { escapeRegExp, toast, watchConsole } from "./admin-support";
import { accept, invitationLink, invite, people, S } from "./people-support";
import { type Lang, LANGS } from "./support/site";
import { ADMIN } from "./support/server";
import { useLoopbackSmtp } from "./support/smtp";

// People and roles, in both languages: an administrator invites an editor and an author by e-mail
// (read from a real SMTP server on loopback); each accepts in a browser of their own; the author
// writes and submits an article but can neither publish nor approve it (no button, and the server
// answers 403 to a direct call); the editor approves and publishes; the activity feed names each
// person; and the author's session, revoked by the administrator, answers 401 at once.

// The calls the journey makes on purpose that the server refuses (Chromium logs each as an error).
const REFUSED = [
  /\/trpc\/admin\.editorial\.transition/,
  /\/trpc\/admin\.articles\.remove/,
  /\/trpc\/admin\.dashboard\.counts/,
  // A used invitation link: the page says why it cannot be used.
  /\/trpc\/auth\.invitation/,
  // Saving "Require two-factor" refreshes the settings, refused at once to an administrator without it.
  /\/trpc\/.*admin\.settings\.get/,
  // A second tab, opened before the rule: its next list is refused, and it turns to My account.
  /\/trpc\/.*admin\.articles\.page/,
];
const journey = adminJourney({ expectedFailures: REFUSED });
const smtp = useLoopbackSmtp();
let page: Page;
test.beforeAll(() => {
  page = journey.page;
});

const stamp = Date.now();

/** Opens a section from the sidebar and waits for its heading. */
async function openSection(on: Page, lang: Lang, label: string) {
  await on
    .getByRole("navigation", { name: S[lang].nav })
    .getByRole("button", { name: new RegExp(`^${escapeRegExp(label)}`) })
    .click();
  await expect(on.getByRole("heading", { level: 1, name: new RegExp(`^${escapeRegExp(label)}`) })).toBeVisible();
}

/** A call from the page itself, with its session cookie: the HTTP status and the body. */
async function callFrom(on: Page, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return on.evaluate(
    async ({ path, body }) => {
      const res = await fetch(
        path,
        body === undefined ? {} : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
      );
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    { path, body },
  );
}

test("the administrator signs in, sends e-mail through the loopback server and turns the review workflow on", async () => {
  await page.goto("/en/admin/login");
  await journey.signIn();
  await smtp.sendThrough(page);
  const set = await page.request.post("/trpc/admin.editorial.setWorkflow", {
    data: { workflow: "draft-review-approve-publish" },
    headers: { origin: journey.server.url },
  });
  expect(set.status(), await set.text()).toBe(200);
});

for (const lang of LANGS) {
  const s = S[lang];
  const team = people(lang, stamp);
  const title = lang === "en" ? `Shared desks ${stamp}` : `Bureaux partagés ${stamp}`;
  const slug = `shared-desks-${lang}-${stamp}`;

  test(`an administrator invites an editor and an author, and the e-mails carry their links (${lang})`, async () => {
    await page.goto(`/${lang}/admin?section=people`);
    await expect(page.getByRole("heading", { level: 1, name: s.team })).toBeVisible();
    for (const who of [team.editor, team.author]) await invite(page, smtp, lang, who);
  });

  test(`each invitee accepts in a browser of their own and lands in the admin (${lang})`, async ({ browser }) => {
    const links: string[] = [];
    for (const who of [team.editor, team.author]) {
      const link = invitationLink(smtp, lang, who, journey.server.url);
      await accept(browser, lang, who, link, (p) => watchConsole(p, journey.problems, REFUSED));
      links.push(link);
    }
    // A link works once: opened again, it says so and asks for nothing.
    const again = await browser.newContext();
    const reopened = await again.newPage();
    watchConsole(reopened, journey.problems, REFUSED);
    await reopened.goto(links[0] ?? "");
    await expect(reopened.getByText(s.unusable)).toBeVisible();
    await expect(reopened.getByText(s.used)).toBeVisible();
    await expect(reopened.getByRole("textbox", { name: s.username })).toHaveCount(0);
    await again.close();
    // The author's sidebar has no Team or Settings; the editor's has Workflows but not Team.
    const authorNav = team.author.page!.getByRole("navigation", { name: s.nav });
    await expect(authorNav.getByRole("button", { name: new RegExp(`^${s.team}`) })).toHaveCount(0);
    await expect(authorNav.getByRole("button", { name: new RegExp(`^${s.articles}`) })).toBeVisible();
    const editorNav = team.editor.page!.getByRole("navigation", { name: s.nav });
    await expect(editorNav.getByRole("button", { name: new RegExp(`^${s.workflows}`) })).toBeVisible();
    await expect(editorNav.getByRole("button", { name: new RegExp(`^${s.team}`) })).toHaveCount(0);
  });

  test(`the author writes and submits an article but can neither publish nor approve it (${lang})`, async () => {
    const author = team.author.page!;
    await openSection(author, lang, s.articles);
    await author.getByRole("button", { name: s.createArticle }).click();
    const form = author.getByRole("region", { name: s.newArticle });
    for (const l of ["English", "French"] as const) {
      await form.getByLabel(s.field("title", l), { exact: true }).fill(`${title} ${l}`);
      await form.getByLabel(s.field("slug", l), { exact: true }).fill(`${slug}-${l.toLowerCase()}`);
      await form.getByLabel(s.field("excerpt", l), { exact: true }).fill("Desks that the team shares.");
      await form.getByLabel(s.field("content", l), { exact: true }).fill("A desk for every day of the week.");
    }
    for (const name of s.forbiddenButtons) await expect(form.getByRole("button", { name, exact: true })).toHaveCount(0);
    await form.getByRole("button", { name: s.submit }).click();
    await expect(toast(author, s.created)).toBeVisible();

    const listed = (await (await page.request.get("/api/admin/articles")).json()) as Array<{ id: number; title_en: string }>;
    const id = listed.find((a) => a.title_en === `${title} English`)?.id;
    expect(id).toBeDefined();
    const ref = { kind: "article", id };
    for (const action of ["approve", "publish"]) {
      const refused = await callFrom(author, "/trpc/admin.editorial.transition", { ref, action, langs: ["en", "fr"] });
      expect(refused.status, JSON.stringify(refused.json)).toBe(403);
    }
    // Batched too: every call of the batch is refused.
    const batch = await callFrom(author, "/trpc/admin.editorial.transition,admin.articles.remove?batch=1", {
      0: { ref, action: "publish", langs: ["en"] },
      1: { id },
    });
    expect(batch.status).toBe(403);
    const codes = (batch.json as Array<{ error?: { data?: { code?: string } } }>).map((r) => r.error?.data?.code);
    expect(codes).toEqual(["FORBIDDEN", "FORBIDDEN"]);
  });

  test(`the editor approves and publishes the author's article (${lang})`, async () => {
    const editor = team.editor.page!;
    await openSection(editor, lang, s.workflows);
    const row = editor.getByTestId("review-row").filter({ hasText: title });
    // The board names an item by its title in the admin's language.
    const shown = `${title} ${lang === "en" ? "English" : "French"}`;
    await row.getByRole("button", { name: s.approveTitle(shown) }).click();
    await expect(toast(editor, s.approved(shown))).toBeVisible();
    await row.getByRole("button", { name: s.publishTitle(shown) }).click();
    await expect(toast(editor, s.published(shown)).last()).toBeVisible();
    await expect(row).toHaveCount(0);
    const published = await page.request.get(`/en/insights/${slug}-english`);
    expect(published.status()).toBe(200);
  });

  test(`the activity feed names the author and the editor (${lang})`, async () => {
    await page.goto(`/${lang}/admin?section=collaboration`);
    const entries = page.getByTestId("activity-entry").filter({ hasText: title });
    await expect(entries.filter({ hasText: team.author.name }).first()).toBeVisible();
    await expect(entries.filter({ hasText: team.editor.name }).first()).toBeVisible();
  });

  test(`the administrator revokes the author's session and the author's next request gets 401 (${lang})`, async () => {
    await page.goto(`/${lang}/admin?section=people`);
    const row = page.getByTestId("person-row").filter({ hasText: team.author.email });
    await row.getByRole("button", { name: s.sessionsOf(team.author.name) }).click();
    const sessions = page.getByRole("dialog", { name: s.sessionsOf(team.author.name) });
    await expect(sessions.getByTestId("session-row")).toHaveCount(1);
    await sessions.getByRole("button", { name: s.signOutSession }).click();
    await page.getByRole("dialog").getByRole("button", { name: s.signOut, exact: true }).click();
    await expect(toast(page, s.signedOut)).toBeVisible();
    await expect(sessions.getByTestId("session-row")).toHaveCount(0);

    const after = await callFrom(team.author.page!, "/trpc/admin.dashboard.counts");
    expect(after.status).toBe(401);
    for (const who of [team.editor, team.author]) await who.context?.close();
    expect(journey.problems).toEqual([]);
  });
}

test("a lead is assigned from the inbox, and its notes say who last edited them", async () => {
  const contact = { firstName: "Jules", lastName: "Martin", email: `jules.${stamp}@example.com`, subject: "project", message: "Hello." };
  expect((await page.request.post("/api/contact", { data: contact, headers: { origin: journey.server.url } })).ok()).toBe(true);
  await page.goto("/en/admin?section=contacts");
  const row = page.getByTestId("lead-row").filter({ hasText: "Jules Martin" });
  await row.getByRole("combobox", { name: "Assigned to, for Jules Martin" }).click();
  await page.getByRole("option", { name: ADMIN.username, exact: true }).click();
  await expect(toast(page, "Lead assigned")).toBeVisible();
  await page.reload();
  await expect(row.getByRole("combobox", { name: "Assigned to, for Jules Martin" })).toHaveValue(ADMIN.username);
  await row.getByRole("button", { name: "Edit notes on Jules Martin" }).click();
  await page.getByRole("dialog").getByLabel("Internal notes").fill("Call back on Monday.");
  await page.getByRole("dialog").getByRole("button", { name: "Save Notes" }).click();
  await expect(toast(page, "Notes saved")).toBeVisible();
  await expect(row.getByTestId("lead-notes-by")).toContainText(`Last edited by ${ADMIN.username},`);
});

test("with two-factor required, a person without it finds only My account, which says why", async () => {
  const otherTab = await page.context().newPage();
  await otherTab.goto("/en/admin");
  await expect(otherTab.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.goto("/en/admin?section=settings");
  const security = page.getByRole("region", { name: "Security Settings" });
  await security.getByRole("switch", { name: "Require two-factor for everyone" }).check();
  await security.getByRole("button", { name: "Save Security Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  await expect(page.getByText("Set up two-factor authentication to continue")).toBeVisible();
  await expect(page.getByTestId("two-factor")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin sections" }).getByRole("button")).toHaveCount(1);
  // The server refuses everything else until two-factor is on, whatever the address asks for.
  expect((await callFrom(page, "/trpc/admin.dashboard.counts")).status).toBe(403);
  await page.goto("/en/admin?section=people");
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  // The tab opened before: its next call is refused, and it turns to My account too.
  await otherTab
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("button", { name: /^Articles/ })
    .click();
  await expect(otherTab.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  await otherTab.close();
  expect(journey.problems).toEqual([]);
});
