import path from "node:path";
import { type BrowserContext, expect, type Page, test } from "./support/fixtures";
import { openSection, signIn, toast as adminToast, watchConsole as watchAdminConsole } from "./admin-support";
import { ADMIN, type RunningServer, startServer } from "./support/server";
import { expectToast, LANGS, open, STRINGS } from "./support/site";

// Aya hands a visitor over to a person: the chat offers the consultation form filled in with what
// the visitor said, the stored request keeps the conversation, and the admin reads it (Consultations
// and AI Settings → Conversations). Then an admin edit of a knowledge entry changes Aya's next answer.
test.describe.configure({ mode: "serial" });

let server: RunningServer;
let context: BrowserContext;
const problems: string[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  server = await startServer();
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  context.on("page", (p) => watchAdminConsole(p, problems, []));
});
test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

const SAID = {
  en: {
    intro: "Hello, my name is Ada Lovelace and I work at Analytical Engines Ltd",
    ask: "I'd like to talk to a consultant about my project, my email is ada@example.com",
    open: "Open the consultation form",
    summary: "From my conversation with Aya:",
  },
  fr: {
    intro: "Bonjour, je m'appelle Grace Hopper et je travaille chez Compilateurs SARL",
    ask: "Je voudrais parler à un consultant de mon projet, mon e-mail est grace@example.com",
    open: "Ouvrir le formulaire de consultation",
    summary: "D'après ma conversation avec Aya :",
  },
};
const WHO = {
  en: { name: "Ada Lovelace", email: "ada@example.com", company: "Analytical Engines Ltd" },
  fr: { name: "Grace Hopper", email: "grace@example.com", company: "Compilateurs SARL" },
};

/** The admin dashboard, signing in the first time (the session cookie is shared by the context). */
async function adminPage(): Promise<Page> {
  const admin = await context.newPage();
  await admin.goto("/admin/login");
  const nav = admin.getByRole("navigation", { name: "Admin sections" });
  const username = admin.getByRole("textbox", { name: "Username" });
  await expect(nav.or(username)).toBeVisible();
  if (await username.isVisible()) await signIn(admin, ADMIN);
  return admin;
}

async function say(page: Page, lang: "en" | "fr", text: string, nth: number) {
  const chat = page.getByRole("dialog", { name: "Aya" });
  const input = chat.getByPlaceholder(STRINGS[lang].typeMessage);
  await input.fill(text);
  await input.press("Enter");
  const reply = chat.locator('.chat-msg[data-role="assistant"]').nth(nth);
  await expect(reply).not.toBeEmpty();
  return reply;
}

for (const lang of LANGS) {
  test(`chat → pre-filled consultation → stored with its transcript → read in the admin (${lang})`, async () => {
    const s = STRINGS[lang];
    const said = SAID[lang];
    const who = WHO[lang];
    const page = await context.newPage();
    await open(page, `/${lang}`);
    await page.getByRole("button", { name: s.chatOpen }).click();
    await say(page, lang, said.intro, 1);
    const offer = await say(page, lang, said.ask, 2);
    await expect(offer).toContainText(
      lang === "en" ? "open the consultation form for you" : "ouvrir pour vous le formulaire de consultation",
    );
    await offer.getByRole("button", { name: said.open }).click();

    const modal = page.getByRole("dialog", { name: s.consultationTitle });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("textbox", { name: s.name })).toHaveValue(who.name);
    await expect(modal.getByRole("textbox", { name: s.email })).toHaveValue(who.email);
    await expect(modal.getByRole("textbox", { name: new RegExp(s.company) })).toHaveValue(who.company);
    const message = modal.getByRole("textbox", { name: lang === "en" ? /Tell us about your project/ : /Parlez-nous de votre projet/ });
    await expect(message).toHaveValue(new RegExp(`^${said.summary}\\n- ${said.intro}`));
    await page.screenshot({ path: path.join(import.meta.dirname, `../screenshots/aya-handoff-${lang}.png`) });
    await modal.getByRole("button", { name: s.submitConsultation }).click();
    await expectToast(page, s.success, s.consultationSuccess);
    await page.close();

    const admin = await adminPage();
    await openSection(admin, "Consultations");
    const row = admin.getByRole("row").filter({ hasText: who.email });
    await row.getByRole("button", { name: `Read the chat with ${who.name}` }).click();
    const transcript = admin.getByRole("dialog", { name: "Conversation with Aya" });
    await expect(transcript).toContainText(said.intro);
    await expect(transcript).toContainText(said.ask);
    await expect(transcript.locator('[data-role="assistant"]')).toHaveCount(2);
    await admin.keyboard.press("Escape");

    await openSection(admin, "AI Settings");
    await admin.getByRole("tab", { name: "Conversations" }).click();
    await admin.getByRole("searchbox", { name: "Search conversations" }).fill(who.company);
    const list = admin.getByRole("list", { name: "Conversations" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await list.getByRole("button").click();
    await expect(admin.getByRole("region", { name: "Transcript" })).toContainText(said.ask);
    await admin.screenshot({ path: path.join(import.meta.dirname, `../screenshots/admin-conversations-${lang}.png`), fullPage: true });
    await admin.close();
  });
}

test("an admin edit of a knowledge entry changes Aya's next answer", async () => {
  const admin = await adminPage();
  await openSection(admin, "AI Settings");
  await admin.getByRole("tab", { name: "Knowledge" }).click();
  await admin.getByRole("button", { name: "Edit Opening hours" }).click();
  const answer = admin.getByRole("textbox", { name: "Answer (English)" });
  await answer.fill("During the holidays our team answers Monday to Thursday, 10 am to 4 pm (Paris time).");
  await admin.screenshot({ path: path.join(import.meta.dirname, "../screenshots/admin-knowledge.png"), fullPage: true });
  await admin.getByRole("button", { name: "Save entry" }).click();
  await expect(adminToast(admin, "Knowledge entry saved")).toBeVisible();
  await admin.close();

  const page = await context.newPage();
  await open(page, "/en/contact");
  await page.getByRole("button", { name: STRINGS.en.chatOpen }).click();
  const reply = await say(page, "en", "What are your opening hours?", 1);
  await expect(reply).toContainText("Monday to Thursday, 10 am to 4 pm");
  await expect(reply.getByRole("link", { name: "Contact page" })).toHaveAttribute("href", "/en/contact");
  await page.close();
  expect(problems).toEqual([]);
});
