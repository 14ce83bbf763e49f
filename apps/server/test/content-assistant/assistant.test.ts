// The AI Content Assistant through /trpc, with a fake OpenAI-compatible provider on loopback:
// Analyze needs no provider; the prompts carry the text and the language; a translation lands in
// the other language as a change in review and publishes nothing; a cut-short or failed answer
// leaves the draft untouched; the calls are rate limited; without a key the writing is refused.
import { articles, eq } from "@lumiere/db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { type FakeOpenAi, startFakeOpenAi } from "../helpers/fake-openai";
import { signedInPerson } from "../people/support";
import { adminTrpc, batchQuery, dataOf, type EditorialItem, errorOf, uniqueWord } from "../editorial/support";

interface Analysis {
  lang: string;
  readability: { readingEase: number; words: number };
  findings: { id: string; group: string; status: string; values?: Record<string, unknown> }[];
}
interface Written {
  text: string;
  truncated: boolean;
}
interface Editorial {
  item: EditorialItem;
  copy: Record<string, string>;
}

let fake: FakeOpenAi;
let t: TestApp;
let trpc: ReturnType<typeof adminTrpc>;
let cookie: string;

const FR = "[FR] ";
beforeAll(async () => {
  fake = await startFakeOpenAi("A generated text.");
  t = await buildTestApp({ OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: fake.baseUrl });
  cookie = await loginCookie(t.app);
  trpc = adminTrpc(t.app, cookie);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.reset();
  // The translation of a text: the text itself, marked, so the test can see where it went.
  fake.answer = (body) => `${FR}${body.messages.at(-1)?.content ?? ""}`;
});

/** A new article published in English only. */
async function englishArticle(): Promise<{ id: number; word: string }> {
  const word = uniqueWord("vision");
  const created = await trpc.call<{ id: number }>("admin.articles.create", {
    title_en: `Computer vision ${word} on the factory floor`,
    title_fr: "",
    excerpt_en: "How cameras and models find defects before a part leaves the line.",
    excerpt_fr: "",
    content_en: `Computer vision checks every part. It finds defects early.\n\n## How\n\nRead [our method](/en/technology). ${word}.`,
    content_fr: "",
    image_url: "",
    action: "publish",
    langs: ["en"],
  });
  return { id: created.id, word };
}

const editorial = (id: number) => trpc.get<Editorial>("admin.editorial.get", { ref: { kind: "article", id } });

describe(`AI Content Assistant (${dbLabel})`, () => {
  it("analyzes a language of an article without any provider call, with the translation board's state", async () => {
    const { id } = await englishArticle();
    const [status, analysis] = await batchQuery<unknown>(t.app, cookie, "admin.assistant.analyze", [
      { ref: { kind: "article", id }, lang: "en", keyword: "computer vision" },
      { ref: { kind: "article", id }, lang: "fr" },
    ]);
    const en = status?.result?.data as Analysis;
    const byId = Object.fromEntries(en.findings.map((f) => [f.id, f]));
    expect(byId.keywordInTitle?.status).toBe("good");
    expect(byId.keywordInIntro?.status).toBe("good");
    expect(byId.internalLinks?.status).toBe("good");
    expect(byId.translationMissing?.status).toBe("problem");
    expect(en.readability.words).toBeGreaterThan(5);
    const fr = analysis?.result?.data as Analysis;
    expect(fr.findings.map((f) => f.id)).toContain("translationThisMissing");
    expect(fake.requests).toHaveLength(0);
    const missing = errorOf(await trpc.query("admin.assistant.analyze", { ref: { kind: "article", id: 999999 }, lang: "en" }), 404);
    expect(missing.message).toMatch(/not found/i);
  });

  it("says a provider is configured", async () => {
    expect(await trpc.get("admin.assistant.status")).toEqual({ configured: true });
  });

  it("generates in the language asked, with the brief, the model and temperature of the AI settings", async () => {
    fake.reply = { content: "Une vision claire.", finishReason: "stop" };
    const out = await trpc.call<Written>("admin.assistant.write", {
      mode: "generate",
      contentType: "summary",
      lang: "fr",
      prompt: "Un résumé sur la vision par ordinateur",
    });
    expect(out).toEqual({ text: "Une vision claire.", truncated: false, model: expect.any(String) });
    const [req] = fake.requests;
    expect(req?.authorization).toBe("Bearer test-key");
    const [system, user] = req?.body.messages ?? [];
    expect(system?.content).toMatch(/Write in French/);
    expect(system?.content).toMatch(/summary/);
    expect(user?.content).toContain("Un résumé sur la vision par ordinateur");
  });

  it("enhances the text given and keeps a cut-short answer, saying so", async () => {
    fake.reply = { content: "A clearer text that stops in the mid", finishReason: "length" };
    const out = await trpc.call<Written>("admin.assistant.write", {
      mode: "enhance",
      contentType: "article",
      lang: "en",
      prompt: "",
      text: "A text to make better.",
    });
    expect(out).toMatchObject({ text: "A clearer text that stops in the mid", truncated: true });
    expect(fake.requests[0]?.body.messages[1]?.content).toContain("A text to make better.");
    expect(fake.requests[0]?.body.messages[0]?.content).toMatch(/Write in English/);
  });

  it("refuses a brief left empty or a text missing, with the field, without calling the provider", async () => {
    const empty = errorOf(
      await trpc.mutate("admin.assistant.write", { mode: "generate", contentType: "title", lang: "en", prompt: "  " }),
      400,
    );
    expect(empty.data.fieldErrors?.prompt).toBe("Describe what the assistant should write");
    const noText = errorOf(
      await trpc.mutate("admin.assistant.write", { mode: "enhance", contentType: "title", lang: "en", prompt: "" }),
      400,
    );
    expect(noText.data.fieldErrors?.text).toBe("Give the text to improve");
    expect(fake.requests).toHaveLength(0);
  });

  it("translates an article into the other language as a change in review, publishing nothing", async () => {
    const { id, word } = await englishArticle();
    const result = await trpc.call<{ lang: string; fields: string[] }>("admin.assistant.translate", {
      ref: { kind: "article", id },
      from: "en",
    });
    expect(result).toMatchObject({ lang: "fr", fields: ["title_fr", "excerpt_fr", "content_fr"] });
    expect(fake.requests).toHaveLength(3);
    for (const req of fake.requests) expect(req.body.messages[0]?.content).toMatch(/from English into French/);
    expect(fake.requests[2]?.body.messages[1]?.content).toContain(`${word}.`);
    const { item, copy } = await editorial(id);
    expect(copy.title_fr).toBe(`${FR}Computer vision ${word} on the factory floor`);
    expect(copy.content_fr).toContain("## How");
    expect(copy.slug_fr).toMatch(/^fr-computer-vision/);
    expect(copy.title_en).toBe(`Computer vision ${word} on the factory floor`);
    expect(item.status.fr).toMatchObject({ state: "in_review", live: false, translation: "up_to_date" });
    expect(item.status.en).toMatchObject({ state: "published", live: true });
    // Visitors still have no French article.
    const [live] = await t.app.db.select().from(articles).where(eq(articles.id, id));
    expect(live).toMatchObject({ title_fr: "", live_fr: false, live_en: true });
  });

  it("saves nothing when the provider's answer is cut short or fails, and says why", async () => {
    const { id } = await englishArticle();
    const before = await editorial(id);
    fake.reply = { content: "[FR] Vision par ordina", finishReason: "length" };
    const cut = errorOf(await trpc.mutate("admin.assistant.translate", { ref: { kind: "article", id }, from: "en" }), 502);
    expect(cut.data.messageId).toBe("server.aiTruncated");
    expect(await editorial(id)).toEqual(before);
    fake.reset();
    fake.mode = "fail";
    const failed = errorOf(await trpc.mutate("admin.assistant.translate", { ref: { kind: "article", id }, from: "en" }), 502);
    expect(failed.data.messageId).toBe("server.aiFailed");
    expect(await editorial(id)).toEqual(before);
    const gen = errorOf(
      await trpc.mutate("admin.assistant.write", { mode: "generate", contentType: "title", lang: "en", prompt: "A title" }),
      502,
    );
    expect(gen.message).toBe("The AI provider did not answer: nothing was changed. Please try again shortly.");
  });

  it("refuses to translate a language with no text", async () => {
    const { id } = await englishArticle();
    const none = errorOf(await trpc.mutate("admin.assistant.translate", { ref: { kind: "article", id }, from: "fr" }), 400);
    expect(none.data.messageId).toBe("server.aiNothingToTranslate");
    expect(fake.requests).toHaveLength(0);
  });

  it("lets an author translate only the articles they created, refused before the provider is called", async () => {
    const { id } = await englishArticle();
    const authorCookie = (await signedInPerson(t.app, "author", uniqueWord("author"))).cookie;
    const author = adminTrpc(t.app, authorCookie);
    const refused = errorOf(await author.mutate("admin.assistant.translate", { ref: { kind: "article", id }, from: "en" }), 403);
    expect(refused.data.messageId).toBe("server.notOwnArticle");
    expect(fake.requests).toHaveLength(0);
    const own = await author.call<{ id: number }>("admin.articles.create", {
      title_en: "An author's own article",
      title_fr: "",
      content_en: "Written by the author.",
      content_fr: "",
      action: "draft",
    });
    // From another address: the earlier tests used this one's assistant calls for the minute.
    const res = await t.app.inject({
      method: "POST",
      url: "/trpc/admin.assistant.translate",
      remoteAddress: "192.0.2.7",
      headers: { cookie: authorCookie, "content-type": "application/json" },
      payload: JSON.stringify({ ref: { kind: "article", id: own.id }, from: "en" }),
    });
    const done = dataOf<{ lang: string }>(res);
    expect(done.lang).toBe("fr");
    expect((await editorial(own.id)).copy.content_fr).toBe(`${FR}Written by the author.`);
  });

  it("saves nothing when the text is edited while it is being translated", async () => {
    const { id, word } = await englishArticle();
    fake.mode = "slow";
    // From an address of its own: the earlier tests used the others' assistant calls for the minute.
    const translating = t.app.inject({
      method: "POST",
      url: "/trpc/admin.assistant.translate",
      remoteAddress: "192.0.2.8",
      headers: { cookie, "content-type": "application/json" },
      payload: JSON.stringify({ ref: { kind: "article", id }, from: "en" }),
    });
    await expect.poll(() => fake.requests.length).toBe(1);
    fake.mode = "ok";
    // A colleague saves a new English text while the provider is still answering.
    await trpc.call("admin.articles.update", {
      id,
      title_en: `Computer vision ${word} on the factory floor`,
      title_fr: "",
      content_en: "A rewritten English text.",
      content_fr: "",
      action: "draft",
    });
    const before = await editorial(id);
    const refused = errorOf(await translating, 409);
    expect(refused.data.messageId).toBe("server.aiSourceChanged");
    expect(await editorial(id)).toEqual(before);
    expect(before.copy.title_fr).toBe("");
  });

  it("is rate limited per IP (through /api too, a batch counts each call)", async () => {
    const call = { mode: "generate", contentType: "title", lang: "en", prompt: "A title" };
    const input = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i), call]));
    const res = await t.app.inject({
      method: "POST",
      url: `/trpc/${Array(12).fill("admin.assistant.write").join(",")}?batch=1`,
      headers: { cookie, "content-type": "application/json" },
      payload: JSON.stringify(input),
    });
    const answers = res.json<{ error?: { data: { httpStatus: number } } }[]>();
    expect(answers.filter((a) => a.error?.data.httpStatus === 429).length).toBeGreaterThan(0);
  });
});

describe(`AI Content Assistant without a provider (${dbLabel})`, () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp({ OPENAI_API_KEY: "" });
  });
  afterAll(async () => {
    await bare?.close();
  });

  it("analyzes, says no provider is configured and refuses to write", async () => {
    const api = adminTrpc(bare.app, await loginCookie(bare.app));
    expect(await api.get("admin.assistant.status")).toEqual({ configured: false });
    const analysis = dataOf<Analysis>(await api.query("admin.assistant.analyze", { ref: { kind: "page", pageId: "about" }, lang: "fr" }));
    expect(analysis.findings.length).toBeGreaterThan(3);
    const refused = errorOf(
      await api.mutate("admin.assistant.write", { mode: "generate", contentType: "title", lang: "en", prompt: "A title" }),
      409,
    );
    expect(refused.data.messageId).toBe("server.aiNotConfigured");
  });
});
