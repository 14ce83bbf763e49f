// Landing pages through /trpc as the admin and the site call them: built from typed blocks, with
// the articles' editorial workflow (an author drafts, never publishes), field errors in the admin's
// words (a reserved or taken address among them), versions, preview links, the public read of a
// published language only (batched too) and the sitemap.
import { and, clientLogos, contentDrafts, count, eq, landingPages, testimonials } from "@lumiere/db";
import { beforeAll, describe, expect, it } from "vitest";
import { dbLabel } from "../helpers/app";
import { signedInPerson } from "../people/support";
import { batchResults, trpcQueryBatch } from "../trpc/support";
import { adminTrpc, dataOf, editorialSuite, errorOf, trpcQuery, uniqueWord } from "../editorial/support";
import { libraryPicture } from "../showcase/support";
import { sitePage } from "../../src/domain/analytics/pages";

const ORIGIN = "https://www.lumiere.example";
const s = editorialSuite({ PUBLIC_URL: ORIGIN });
let author: ReturnType<typeof adminTrpc>;
let editor: ReturnType<typeof adminTrpc>;
let picture: string;

interface Record_ {
  id: number;
  slug_en: string;
  slug_fr: string;
  title_en: string;
}
interface View {
  title: string;
  description: string;
  slugs: { en?: string; fr?: string };
  blocks: Array<{ type: string; html?: string; items?: Array<{ id: number }> }>;
}
const shown = async (lang: string, slug: string) => dataOf<View | null>(await trpcQuery(s.app, "landing.bySlug", { lang, slug }));
const rows = async () => (await s.app.db.select({ n: count() }).from(landingPages))[0]?.n ?? 0;

function landingInput(word: string, extra: Record<string, unknown> = {}) {
  return {
    title_en: `${word} spring offer`,
    title_fr: `${word} offre de printemps`,
    description_en: `What ${word} brings this spring.`,
    description_fr: `Ce que ${word} apporte ce printemps.`,
    blocks_en: [
      {
        type: "hero",
        title: `${word} forecasting in weeks`,
        text: "Start small.",
        picture: { url: picture, alt: "A chart" },
        ctaLabel: "Talk to us",
        ctaHref: "/en/contact",
      },
      { type: "richText", markdown: `## Why ${word}\n\nIt **works**.<script>alert(1)</script>` },
      { type: "faq", title: "Questions", items: [{ question: "How long?", answer: "Six weeks." }] },
      { type: "form", form: "consultation", title: "", text: "" },
    ],
    blocks_fr: [
      { type: "hero", title: `${word} prévisions en quelques semaines`, text: "", picture: null, ctaLabel: "", ctaHref: "" },
      { type: "ctaBand", title: "Parlons-en", text: "", ctaLabel: "Contact", ctaHref: "/fr/contact" },
    ],
    ...extra,
  };
}

beforeAll(async () => {
  author = adminTrpc(s.app, (await signedInPerson(s.app, "author", "lana")).cookie);
  editor = adminTrpc(s.app, (await signedInPerson(s.app, "editor", "eddie")).cookie);
  picture = await libraryPicture(s.app);
});

describe(`landing pages: the editorial workflow (${dbLabel})`, () => {
  const word = uniqueWord("Bloom");
  let page: Record_;

  it("lets an author draft and submit, but never publish", async () => {
    page = await author.call<Record_>("admin.landingPages.save", landingInput(word));
    expect(page.slug_en).toBe(`${word.toLowerCase()}-spring-offer`);
    const ref = { kind: "landing", id: page.id };
    const item = await author.get<{ item: { status: { en: { state: string; live: boolean } } } }>("admin.editorial.get", { ref });
    expect(item.item.status.en).toMatchObject({ state: "draft", live: false });
    const publishSave = await author.mutate("admin.landingPages.save", { ...landingInput(word), id: page.id, action: "publish" });
    expect(errorOf(publishSave, 403).data.code).toBe("FORBIDDEN");
    expect(errorOf(await author.mutate("admin.editorial.transition", { ref, action: "publish" }), 403).data.code).toBe("FORBIDDEN");
    const submitted = await author.call<{ status: { en: { state: string } } }>("admin.editorial.transition", { ref, action: "review" });
    expect(submitted.status.en.state).toBe("in_review");
    expect(await shown("en", page.slug_en)).toBeNull();
    // The editor finds it where everything waiting for review is listed (the Workflows board), and
    // by its address in the boards' search and kind filter.
    type Board = { items: Array<{ ref: { kind: string; id?: number } }>; total: number };
    const isThis = (i: Board["items"][number]) => i.ref.kind === "landing" && i.ref.id === page.id;
    const waiting = await editor.get<Board>("admin.editorial.page", { page: 1, perPage: 50, q: "", states: ["in_review", "approved"] });
    expect(waiting.items.some(isThis)).toBe(true);
    const found = await editor.get<Board>("admin.editorial.page", { page: 1, perPage: 10, q: page.slug_en, kind: "landing" });
    expect(found.items.map((i) => i.ref)).toEqual([{ kind: "landing", id: page.id }]);
    const articlesOnly = await editor.get<Board>("admin.editorial.page", { page: 1, perPage: 50, q: page.slug_en, kind: "article" });
    expect(articlesOnly.items.some(isThis)).toBe(false);
  });

  it("is published by an editor and read in each language, rich text sanitised", async () => {
    await editor.call("admin.editorial.transition", { ref: { kind: "landing", id: page.id }, action: "publish" });
    const en = await shown("en", page.slug_en);
    expect(en).toMatchObject({ title: `${word} spring offer`, slugs: { en: page.slug_en, fr: page.slug_fr } });
    expect(en?.blocks.map((b) => b.type)).toEqual(["hero", "richText", "faq", "form"]);
    const html = en?.blocks[1]?.html ?? "";
    expect(html).toContain("<strong>works</strong>");
    expect(html).not.toContain("<script");
    // Batched, as the browser's link sends the page with other queries.
    const answers = batchResults(
      await trpcQueryBatch(s.app, [
        ["landing.bySlug", { lang: "fr", slug: page.slug_fr }],
        ["landing.bySlug", { lang: "fr", slug: page.slug_en === page.slug_fr ? "nothing-here" : page.slug_en }],
      ]),
    );
    expect(answers.map((a) => (a.error ? a.error.data.httpStatus : 200))).toEqual([200, 200]);
    expect((answers[0]?.result?.data as View | undefined)?.blocks.map((b) => b.type)).toEqual(["hero", "ctaBand"]);
    expect(answers[1]?.result?.data).toBeNull();
  });

  it("is a page analytics counts, in each published language, and nothing else is", async () => {
    expect(await sitePage(s.app.services, `/en/${page.slug_en}?utm_source=x`)).toBe(`/en/${page.slug_en}`);
    expect(await sitePage(s.app.services, `/fr/${page.slug_fr}`)).toBe(`/fr/${page.slug_fr}`);
    expect(await sitePage(s.app.services, "/en/no-such-landing-page")).toBeNull();
  });

  it("lists it with its states, keeps versions and restores one", async () => {
    const list = await editor.get<{ items: Array<{ id: number; status: { en: { state: string } } }>; total: number }>(
      "admin.landingPages.page",
      { q: word },
    );
    expect(list.total).toBe(1);
    expect(list.items[0]?.status.en.state).toBe("published");
    await editor.call("admin.landingPages.save", {
      ...landingInput(word),
      title_en: `${word} summer offer`,
      slug_en: page.slug_en,
      slug_fr: page.slug_fr,
      id: page.id,
      action: "draft",
    });
    // A draft change: visitors still see what was published.
    expect((await shown("en", page.slug_en))?.title).toBe(`${word} spring offer`);
    const versions = await editor.get<{ items: Array<{ id: number; action: string; changes: Array<{ field: string }> }> }>(
      "admin.versions.page",
      { ref: { kind: "landing", id: page.id } },
    );
    expect(versions.items.map((v) => v.action)).toEqual(["save", "create"]);
    expect(versions.items[0]?.changes).toEqual([expect.objectContaining({ field: "title", lang: "en" })]);
    const restored = await editor.call<Record_>("admin.versions.restore", { versionId: versions.items[1]?.id, action: "draft" });
    expect(restored.title_en).toBe(`${word} spring offer`);
  });

  it("gives a preview link at the page's own address", async () => {
    const link = await editor.call<{ path: string; url: string }>("admin.editorial.previewLink", {
      ref: { kind: "landing", id: page.id },
      lang: "fr",
    });
    expect(link.path.startsWith(`/fr/${page.slug_fr}?preview=`)).toBe(true);
    expect(link.url).toBe(`${ORIGIN}${link.path}`);
  });

  it("is published by the scheduler once its time comes, in the language scheduled only", async () => {
    const w = uniqueWord("Later");
    const saved = await editor.call<Record_>("admin.landingPages.save", { ...landingInput(w), action: "draft" });
    const ref = { kind: "landing", id: saved.id };
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await editor.call<{ status: { fr: { state: string } } }>("admin.editorial.transition", {
      ref,
      action: "schedule",
      langs: ["fr"],
      publishAt: at,
    });
    expect(scheduled.status.fr.state).toBe("scheduled");
    // Its time has come (moved back rather than waited for).
    await s.app.db
      .update(contentDrafts)
      .set({ publishAt_fr: new Date(Date.now() - 1000) })
      .where(and(eq(contentDrafts.kind, "landing"), eq(contentDrafts.entityId, saved.id)));
    await s.app.publisher.runOnce();
    expect((await shown("fr", saved.slug_fr))?.title).toBe(`${w} offre de printemps`);
    expect(await shown("en", saved.slug_en)).toBeNull();
  });

  it("shows only published, consented testimonials and published logos", async () => {
    const [hidden] = await s.app.db
      .insert(testimonials)
      .values({ quote_en: "Great", quote_fr: "Super", name: "Hidden", published: false })
      .returning();
    const [shownOne] = await s.app.db
      .insert(testimonials)
      .values({ quote_en: "Great", quote_fr: "Super", name: "Shown", published: true, consentDate: "2026-01-02" })
      .returning();
    const [logo] = await s.app.db
      .insert(clientLogos)
      .values({ name: "Acme", logo: { url: picture, alt_en: "Acme", alt_fr: "Acme" }, published: false })
      .returning();
    const w = uniqueWord("Proof");
    const saved = await editor.call<Record_>("admin.landingPages.save", {
      ...landingInput(w),
      blocks_en: [
        { type: "testimonials", title: "They say", ids: [hidden?.id, shownOne?.id] },
        { type: "logos", title: "Clients", ids: [logo?.id] },
      ],
      action: "publish",
    });
    const view = await shown("en", saved.slug_en);
    expect(view?.blocks).toEqual([{ type: "testimonials", title: "They say", items: [expect.objectContaining({ id: shownOne?.id })] }]);
  });
});

describe(`landing pages: bad input changes nothing (${dbLabel})`, () => {
  it("answers field errors for each bad field, a reserved address among them", async () => {
    const before = await rows();
    const res = await editor.mutate("admin.landingPages.save", {
      ...landingInput(uniqueWord("Bad")),
      slug_en: "insights",
      slug_fr: "Not A Slug",
      blocks_en: [
        { type: "hero", title: " ", picture: { url: "https://elsewhere.example/x.png", alt: "" } },
        { type: "features", title: "", items: [] },
        { type: "ctaBand", title: "Go", ctaLabel: "Go", ctaHref: "javascript:alert(1)" },
        { type: "carousel" },
      ],
    });
    expect(errorOf(res, 400).data.fieldErrors).toMatchObject({
      slug_en: "This address belongs to a page of the site: choose another",
      slug_fr: "Use lower-case letters, digits and hyphens only (for example my-article)",
      "blocks_en.0.title": "Enter a title for this block",
      "blocks_en.0.picture.url": "Choose a picture from the Media Library",
      "blocks_en.0.picture.alt": "Describe what the picture shows",
      "blocks_en.1.items": "Add or choose at least one item",
      "blocks_en.2.ctaHref": "Enter a full URL (https://…) or a path starting with /",
      "blocks_en.3.type": "Choose one of the listed options",
    });
    const untitled = await editor.mutate("admin.landingPages.save", { ...landingInput(uniqueWord("T")), title_fr: "", action: "publish" });
    expect(errorOf(untitled, 400).data.fieldErrors).toEqual({ title_fr: "French title is required" });
    const ghost = await editor.mutate("admin.landingPages.save", {
      ...landingInput(uniqueWord("Ghost")),
      blocks_fr: [{ type: "pictureText", text: "Hi", picture: { url: "/media/none.webp", alt: "x" } }],
    });
    expect(errorOf(ghost, 400).data.fieldErrors).toEqual({ "blocks_fr.0.picture.url": "Choose a picture from the Media Library" });
    expect(await rows()).toBe(before);
  });

  it("refuses a second page at an address another landing page uses, as the slug's error", async () => {
    const word = uniqueWord("Twin");
    const slug = `${word.toLowerCase()}-page`;
    await editor.call("admin.landingPages.save", { ...landingInput(word), slug_en: slug, action: "draft" });
    const res = await editor.mutate("admin.landingPages.save", { ...landingInput(uniqueWord("Other")), slug_en: slug, action: "draft" });
    expect(errorOf(res, 400).data.fieldErrors).toEqual({ slug_en: "Another landing page already uses this address" });
  });

  it("gives a title that is a reserved word a free address", async () => {
    const saved = await editor.call<Record_>("admin.landingPages.save", { ...landingInput("x"), title_en: "About", action: "draft" });
    expect(saved.slug_en).toBe("about-2");
  });

  it("is refused to a visitor and to sales", async () => {
    expect((await trpcQuery(s.app, "admin.landingPages.page", {})).statusCode).toBe(401);
    const sales = adminTrpc(s.app, (await signedInPerson(s.app, "sales", "sally")).cookie);
    expect((await sales.query("admin.landingPages.page", {})).statusCode).toBe(403);
  });
});
