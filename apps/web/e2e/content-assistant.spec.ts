import { createServer, type Server } from "node:http";
import path from "node:path";
import { expect, type Page, test } from "./support/fixtures";
import { adminJourney } from "./admin-journey";
import { freePort, openSection, signIn, toast, watchConsole } from "./admin-support";
import { ADMIN, startServer } from "./support/server";

// The AI Content Assistant: Analyze works without any provider; with a stand-in OpenAI-compatible
// API on loopback, Generate brings a draft that is saved only as a draft, and Translate puts the
// other language's fields in review; the French admin names every control.

const shots = path.join(import.meta.dirname, "../screenshots");
const GENERATED = "Looms that see: cameras check every thread before the cloth leaves the mill.";
let fakeApi: Server;
const prompts: { system: string; user: string }[] = [];
const journey = adminJourney({
  env: async () => {
    const port = await freePort();
    fakeApi = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        const { model, messages = [] } = JSON.parse(body || "{}") as { model?: string; messages?: { content: string }[] };
        const system = messages[0]?.content ?? "";
        const user = messages.at(-1)?.content ?? "";
        prompts.push({ system, user });
        // A translation is the text itself, marked, so the test sees where each field went.
        const content = /translate/i.test(system) ? `[FR] ${user}` : GENERATED;
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            id: "chatcmpl-test",
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: model ?? "unknown",
            choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
            usage: { prompt_tokens: 5, completion_tokens: 5, total_tokens: 10 },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => fakeApi.listen(port, "127.0.0.1", resolve));
    return { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1` };
  },
});
let page: Page;
test.beforeAll(() => {
  page = journey.page;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => (fakeApi ? fakeApi.close(() => resolve()) : resolve()));
});

const word = `loomsight${Date.now().toString(36)}`;
const title = `Computer vision ${word} in the weaving mill`;

/** Picks the article in the assistant's chooser by its unique word. */
async function chooseArticle(p: Page, search: string, option: string | RegExp) {
  const chooser = p.getByRole("combobox", { name: /^(Page or article|Page ou article)$/ });
  await chooser.click();
  await chooser.fill(search);
  await p.getByRole("option", { name: option }).first().click();
}

test("Analyze gives its findings without a provider; writing is disabled, says why and links to AI Settings", async ({ browser }) => {
  test.setTimeout(120_000);
  const bare = await startServer({ OPENAI_API_KEY: "" });
  const context = await browser.newContext({ baseURL: bare.url, viewport: { width: 1440, height: 900 } });
  const problems: string[] = [];
  try {
    const p = await context.newPage();
    watchConsole(p, problems, []);
    await p.goto("/admin/login");
    await signIn(p, ADMIN);
    await openSection(p, "AI Content Assistant");
    await expect(p.getByText("No AI provider is configured")).toBeVisible();
    for (const name of ["Generate", "Enhance", "Translate into French"]) {
      await expect(p.getByRole("button", { name })).toBeDisabled();
    }
    await chooseArticle(p, "GDPR", /GDPR/);
    await p.getByRole("textbox", { name: "Focus keyword" }).fill("AI Act");
    await p.getByRole("button", { name: "Analyze" }).click();
    for (const group of ["Search engines", "Readability", "Translation"]) {
      await expect(p.getByRole("heading", { level: 2, name: group })).toBeVisible();
    }
    await expect(p.getByText(/^Reading ease: [\d.]+ out of 100/)).toBeVisible();
    await expect(p.locator("[data-finding=keywordInTitle]")).toBeVisible();
    await expect(p.locator("[data-finding=translationUpToDate]")).toContainText("Both languages are up to date");
    await p.screenshot({ path: path.join(shots, "admin-content-assistant-analyze.png"), fullPage: true });
    await p.getByRole("button", { name: "Open AI Settings" }).click();
    await expect(p.getByRole("heading", { level: 1, name: /^AI Settings/ })).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    await bare.stop();
  }
});

test("with a provider, Generate brings a draft saved only as a draft, and Translate puts the French in review", async () => {
  await page.goto("/admin/login");
  await journey.signIn();
  // A new article, published in English only.
  const created = await page.evaluate(async (t) => {
    const res = await fetch("/trpc/admin.articles.create", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        title_en: t,
        title_fr: "",
        excerpt_en: "How cameras on looms find faults in the cloth.",
        excerpt_fr: "",
        content_en: "Cameras watch every thread. They stop the loom at a fault.\n\n## Why\n\nA fault found early costs less.",
        content_fr: "",
        image_url: "",
        action: "publish",
        langs: ["en"],
      }),
    });
    return res.status;
  }, title);
  expect(created).toBe(200);
  await openSection(page, "AI Content Assistant");
  await chooseArticle(page, word, title);

  await page.getByRole("textbox", { name: "Prompt" }).fill("An opening paragraph about looms that see");
  await page.getByRole("button", { name: "Generate" }).click();
  const draft = page.getByRole("textbox", { name: "The assistant's draft (English)" });
  await expect(draft).toHaveValue(GENERATED);
  expect(prompts.at(-1)?.user).toContain("An opening paragraph about looms that see");
  expect(prompts.at(-1)?.system).toContain("Write in English");
  await page.getByRole("button", { name: "Save as draft" }).click();
  const ask = page.getByRole("dialog");
  await expect(ask).toContainText("nothing is published");
  await ask.getByRole("button", { name: "Save as draft" }).click();
  await expect(toast(page, "Draft saved")).toBeVisible();

  await page.getByRole("button", { name: "Translate into French" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Translate" }).click();
  await expect(toast(page, "Translation saved for review")).toBeVisible();
  expect(prompts.at(-1)?.system).toMatch(/from English into French/);

  await openSection(page, "Articles");
  const row = page.getByTestId("article-row").filter({ hasText: title });
  await expect(row.getByTestId("state-fr")).toHaveText("FR · In review");
  await expect(row.getByTestId("state-en")).toHaveText("EN · Draft");
  await page.getByRole("button", { name: `Edit “${title}”` }).click();
  const form = page.getByRole("region", { name: "Edit Article" });
  await expect(form.getByLabel("French title")).toHaveValue(`[FR] ${title}`);
  await expect(form.getByLabel("French content")).toHaveValue(/^\[FR\] /);
  await expect(form.getByLabel("English content")).toHaveValue(GENERATED);
  // Visitors still read the published English text, and no French article.
  const visitor = await page.request.get(`/en/insights/${title.toLowerCase().replace(/\s+/g, "-")}`);
  expect(await visitor.text()).toContain("Cameras watch every thread.");
  await form.getByRole("button", { name: "Cancel" }).click();
});

test("the French admin names the assistant's controls in French", async () => {
  await page.goto("/fr/admin");
  await page
    .getByRole("navigation", { name: "Sections d'administration" })
    .getByRole("button", { name: /^Assistant de contenu IA/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Assistant de contenu IA" })).toBeVisible();
  for (const name of ["Analyser", "Générer", "Améliorer", "Traduire en français"]) {
    await expect(page.getByRole("button", { name })).toBeVisible();
  }
  for (const name of ["Mot-clé principal", "Prompt"]) await expect(page.getByRole("textbox", { name })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Type de contenu" })).toBeVisible();
  await chooseArticle(page, word, title);
  await page.getByRole("radiogroup", { name: "Langue" }).getByText("Français", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Français" })).toBeChecked();
  await page.getByRole("button", { name: "Analyser" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Moteurs de recherche" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Lisibilité" })).toBeVisible();
  await expect(page.getByText(/^Facilité de lecture\u00a0: [\d.,]+ sur 100/)).toBeVisible();
  await page.screenshot({ path: path.join(shots, "admin-content-assistant-fr.png"), fullPage: true });
});
