// Case studies through /trpc as the admin and the site call them: the articles' editorial workflow
// (an author drafts and submits, never publishes), field errors in the admin's words, and the
// public list, its filters and the page's record only once published.
import { caseStudies, count } from "@lumiere/db";
import { beforeAll, describe, expect, it } from "vitest";
import { dbLabel } from "../helpers/app";
import { signedInPerson } from "../people/support";
import { batchResults, trpcQueryBatch } from "../trpc/support";
import { adminTrpc, dataOf, editorialSuite, errorOf, trpcQuery, uniqueWord } from "../editorial/support";
import { caseStudyPassages } from "../../src/domain/showcase/case-studies";
import { caseStudyInput, libraryPicture } from "./support";

const ORIGIN = "https://www.lumiere.example";
const s = editorialSuite({ PUBLIC_URL: ORIGIN });
let author: ReturnType<typeof adminTrpc>;
let otherAuthor: ReturnType<typeof adminTrpc>;
let editor: ReturnType<typeof adminTrpc>;
let picture: string;

interface AdminCaseStudy {
  id: number;
  state_en: string;
  state_fr: string;
  live_en: boolean;
  live_fr: boolean;
  copy: { slug_en: string; slug_fr: string };
}
interface Card {
  slug: string;
  title: string;
  results: Array<{ figure: string; label: string }>;
}
const list = async (input: Record<string, unknown>) =>
  dataOf<{ items: Card[]; total: number } | null>(await trpcQuery(s.app, "showcase.caseStudies", input));
const rows = async () => (await s.app.db.select({ n: count() }).from(caseStudies))[0]?.n ?? 0;

beforeAll(async () => {
  author = adminTrpc(s.app, (await signedInPerson(s.app, "author", "casey")).cookie);
  otherAuthor = adminTrpc(s.app, (await signedInPerson(s.app, "author", "other")).cookie);
  editor = adminTrpc(s.app, (await signedInPerson(s.app, "editor", "edith")).cookie);
  picture = await libraryPicture(s.app);
});

describe(`case studies: the editorial workflow (${dbLabel})`, () => {
  const word = uniqueWord("Acme");
  let draft: AdminCaseStudy;

  it("lets an author draft and submit, but never publish", async () => {
    // A save that names no action keeps an author's work as a draft (Draft-Publish would publish it).
    draft = await author.call<AdminCaseStudy>("admin.caseStudies.save", caseStudyInput(word, picture));
    expect(draft).toMatchObject({ state_en: "draft", state_fr: "draft", live_en: false, live_fr: false });
    const publishSave = await author.mutate("admin.caseStudies.save", {
      ...caseStudyInput(word, picture),
      id: draft.id,
      action: "publish",
    });
    expect(errorOf(publishSave, 403).message).toBe("You do not have permission to do this.");
    const publish = await author.mutate("admin.caseStudies.transition", { id: draft.id, action: "publish" });
    expect(errorOf(publish, 403).message).toBe("You do not have permission to do this.");
    const submitted = await author.call<AdminCaseStudy>("admin.caseStudies.transition", { id: draft.id, action: "review" });
    expect(submitted).toMatchObject({ state_en: "in_review", state_fr: "in_review", live_en: false });
    expect((await list({ lang: "en" }))?.items.map((c) => c.title) ?? []).not.toContain(`${word} forecasting for a retailer`);
    expect((await trpcQuery(s.app, "showcase.caseStudy", { lang: "en", slug: draft.copy.slug_en })).statusCode).toBe(404);
  });

  it("refuses another author's change of it", async () => {
    const res = await otherAuthor.mutate("admin.caseStudies.save", { ...caseStudyInput(word, picture), id: draft.id, action: "draft" });
    expect(errorOf(res, 403).message).toBe("You can only change the case studies you created.");
  });

  it("is published by an editor, then listed, filtered and read in each language", async () => {
    const published = await editor.call<AdminCaseStudy>("admin.caseStudies.transition", { id: draft.id, action: "publish" });
    expect(published).toMatchObject({ state_en: "published", state_fr: "published", live_en: true, live_fr: true });
    const en = await list({ lang: "en" });
    expect(en?.items[0]).toMatchObject({
      title: `${word} forecasting for a retailer`,
      results: [{ figure: "-38 %", label: "stock-outs" }],
    });
    expect((await list({ lang: "fr", industry: "retail", service: "predictive-analytics" }))?.items[0]?.title).toBe(
      `${word} prévisions pour un distributeur`,
    );
    expect((await list({ lang: "en", industry: "energy" }))?.total).toBe(0);
    expect((await list({ lang: "en", service: "computer-vision" }))?.total).toBe(0);
    // An unknown filter (an old link) lists everything rather than failing the page.
    expect((await list({ lang: "en", industry: "unknown" }))?.total).toBe(en?.total);
    // Batched, as the page's loader sends the list and the record together.
    const answers = batchResults(
      await trpcQueryBatch(s.app, [
        ["showcase.caseStudies", { lang: "fr", page: 1 }],
        ["showcase.caseStudy", { lang: "fr", slug: draft.copy.slug_en }],
      ]),
    );
    expect(answers.map((a) => (a.error ? a.error.data.httpStatus : 200))).toEqual([200, 200]);
    expect(answers[1]?.result?.data).toMatchObject({ slug: draft.copy.slug_fr, slugs: { en: draft.copy.slug_en, fr: draft.copy.slug_fr } });
  });

  it("gives Aya the published case studies as passages with their absolute address", async () => {
    const passages = await caseStudyPassages(s.app.services, "en");
    expect(passages[0]).toEqual({
      title: `${word} forecasting for a retailer`,
      summary: `How ${word} cut stock-outs.`,
      results: "-38 % stock-outs",
      client: `${word} Stores`,
      industry: "retail",
      url: `${ORIGIN}/en/case-studies/${draft.copy.slug_en}`,
    });
  });

  it("unpublishes it (an editor), and the site no longer shows it", async () => {
    const denied = await author.mutate("admin.caseStudies.transition", { id: draft.id, action: "unpublish" });
    expect(errorOf(denied, 403).data.code).toBe("FORBIDDEN");
    await editor.call("admin.caseStudies.transition", { id: draft.id, action: "unpublish", langs: ["fr"] });
    expect((await trpcQuery(s.app, "showcase.caseStudy", { lang: "fr", slug: draft.copy.slug_fr })).statusCode).toBe(404);
    expect((await trpcQuery(s.app, "showcase.caseStudy", { lang: "en", slug: draft.copy.slug_en })).statusCode).toBe(200);
  });
});

describe(`case studies: bad input changes nothing (${dbLabel})`, () => {
  it("answers field errors in the admin's words, for each bad field", async () => {
    const before = await rows();
    const res = await editor.mutate("admin.caseStudies.save", {
      ...caseStudyInput(uniqueWord("Bad"), picture),
      client: " ",
      industry: "space-mining",
      services: ["astrology"],
      results: [{ figure: "", label_en: "x", label_fr: "" }],
      pictures: [{ url: "https://elsewhere.example/x.png", alt_en: "", alt_fr: "y" }],
    });
    const error = errorOf(res, 400);
    expect(error.data.fieldErrors).toMatchObject({
      client: "Name the client",
      industry: "Choose one of the listed industries",
      "services.0": "Choose services from the list",
      "results.0.figure": "Enter the figure (for example -30 % or 3x)",
      "results.0.label_fr": "Say what the figure measures, in English and in French",
      "pictures.0.url": "Choose a picture from the Media Library",
      "pictures.0.alt_en": "Describe what the picture shows, in English and in French",
    });
    // A language the save publishes needs its title.
    const untitled = await editor.mutate("admin.caseStudies.save", {
      ...caseStudyInput(uniqueWord("T"), picture),
      title_fr: "",
      action: "publish",
    });
    expect(errorOf(untitled, 400).data.fieldErrors).toEqual({ title_fr: "French title is required" });
    // A picture that is not in the library is refused by the server too.
    const unknown = await editor.mutate("admin.caseStudies.save", caseStudyInput(uniqueWord("Ghost"), "/media/none.webp"));
    expect(errorOf(unknown, 400).data.fieldErrors).toEqual({ "pictures.0.url": "Choose a picture from the Media Library" });
    // A testimonial that is not published cannot be quoted.
    const quote = await editor.mutate("admin.caseStudies.save", { ...caseStudyInput(uniqueWord("Q"), picture), testimonialId: 999_999 });
    expect(errorOf(quote, 400).data.fieldErrors).toEqual({ testimonialId: "Choose a published testimonial" });
    expect(await rows()).toBe(before);
  });

  it("refuses a second case study at a published address, as the slug's error", async () => {
    const word = uniqueWord("Twin");
    await editor.call("admin.caseStudies.save", {
      ...caseStudyInput(word, picture),
      slug_en: `${word.toLowerCase()}-story`,
      action: "publish",
    });
    const res = await editor.mutate("admin.caseStudies.save", {
      ...caseStudyInput(uniqueWord("Other"), picture),
      slug_en: `${word.toLowerCase()}-story`,
      action: "publish",
    });
    expect(errorOf(res, 400).data.fieldErrors).toEqual({ slug_en: "Another case study already uses this address" });
  });

  it("is refused to a visitor and to sales, and a past page is null", async () => {
    expect((await trpcQuery(s.app, "admin.caseStudies.page", {})).statusCode).toBe(401);
    const sales = adminTrpc(s.app, (await signedInPerson(s.app, "sales", "sam")).cookie);
    expect((await sales.query("admin.caseStudies.page", {})).statusCode).toBe(403);
    expect(await list({ lang: "en", page: 500 })).toBeNull();
  });
});
