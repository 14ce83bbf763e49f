// Articles are Markdown: headings, lists, links, pictures, quotes and code render as typed, through
// the one HTML policy, while plain text split on blank lines renders as the same paragraphs as
// before (every seed article) and the REST record still carries the text exactly as written.
import { seedArticles } from "@lumiere/db/seed";
import { escapeHtml } from "@lumiere/validation/html";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { markdownBlocks, renderMarkdown } from "../../src/domain/article-body/markdown";
import { sanitizeHtml } from "../../src/domain/html";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { trpcMutation, trpcQueryBatch, type TrpcResult } from "../trpc/support";

const t = useSignedInApp();

interface Body {
  html: string;
  toc: Array<{ id: string; text: string; level: number }>;
  minutes: number;
  long: boolean;
}

async function preview(content: string): Promise<Body> {
  const res = await trpcMutation(t.app, "admin.articles.preview", { content }, { cookie: t.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: Body } }>().result.data;
}

/** The page's paragraphs before Markdown: one <p> per blank-line-separated block, its text escaped. */
function paragraphsTheOldWay(content: string): string {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join("");
}

/** HTML as a browser holds it, without the blank text between blocks. */
function normalised(html: string): string {
  const body = new JSDOM(`<body>${html}</body>`).window.document.body;
  for (const node of [...body.childNodes]) if (node.nodeType === 3 && !node.textContent?.trim()) node.remove();
  return body.innerHTML;
}

const RICH = [
  "# Why vision matters",
  "Plain words, **bold** and *italic*.",
  "- first point\n- second point",
  "1. one\n2. two",
  "See [our lab](/en/about) and [the paper](https://example.org/paper).",
  "> A quote from a client.",
  "Inline `code` and a block:\n\n```\nconst a = 1 < 2;\n```",
  "## Details",
  "![Vision lab at night](/media/0b7c5f7e-2d7e-4c3a-9a53-8d1f4f3b2a10-2000x1000.jpg)",
].join("\n\n");

describe(`article Markdown (${dbLabel})`, () => {
  it("renders every seed article's text as the same paragraphs as before, in both languages", async () => {
    for (const article of seedArticles) {
      for (const content of [article.content_en, article.content_fr]) {
        const html = await sanitizeHtml(renderMarkdown(content, "https://lumiere.test").html);
        expect(normalised(html)).toBe(normalised(paragraphsTheOldWay(content)));
      }
    }
  });

  it("gives Aya every seed article's paragraphs as before, and a rich text's words without its markup", () => {
    const words = (p: string) => p.replace(/\s+/g, " ").trim();
    for (const article of seedArticles) {
      for (const content of [article.content_en, article.content_fr]) {
        const before = content
          .split(/\n\s*\n/)
          .map(words)
          .filter(Boolean);
        expect(markdownBlocks(content).map(words)).toEqual(before);
      }
    }
    expect(markdownBlocks(RICH)).toEqual([
      "Why vision matters",
      "Plain words, bold and italic.",
      "first point",
      "second point",
      "one",
      "two",
      "See our lab and the paper.",
      "A quote from a client.",
      "Inline code and a block:",
      "const a = 1 < 2;",
      "Details",
    ]);
  });

  it("renders headings, lists, links, pictures with their copies, quotes and code", async () => {
    const body = await preview(RICH);
    const doc = new JSDOM(body.html).window.document;
    // The page's title is its h1: the text's "#" is an h2.
    expect(doc.querySelector("h2")?.textContent).toBe("Why vision matters");
    expect(doc.querySelector("h2")?.id).toBe("section-why-vision-matters");
    expect(doc.querySelector("h1")).toBeNull();
    expect([...doc.querySelectorAll("ul li")].map((li) => li.textContent)).toEqual(["first point", "second point"]);
    expect(doc.querySelectorAll("ol li")).toHaveLength(2);
    expect(doc.querySelector("strong")?.textContent).toBe("bold");
    expect(doc.querySelector("em")?.textContent).toBe("italic");
    const internal = doc.querySelector('a[href="/en/about"]');
    expect(internal?.getAttribute("rel")).toBeNull();
    expect(doc.querySelector('a[href="https://example.org/paper"]')?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(doc.querySelector("blockquote p")?.textContent).toBe("A quote from a client.");
    expect(doc.querySelector("pre code")?.textContent).toBe("const a = 1 < 2;\n");
    const img = doc.querySelector("img");
    expect(img?.getAttribute("alt")).toBe("Vision lab at night");
    expect(img?.getAttribute("srcset")).toContain("-960w.webp 960w");
    expect(img?.getAttribute("width")).toBe("2000");
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(body.toc).toEqual([
      { id: "section-why-vision-matters", text: "Why vision matters", level: 2 },
      { id: "section-details", text: "Details", level: 3 },
    ]);
    expect(body.minutes).toBe(1);
    expect(body.long).toBe(false);
  });

  it("gives headings in any language an anchor spelled in Latin letters, never a lost letter", async () => {
    const body = await preview("# Le cœur du modèle\n\nTexte.\n\n## Straße und Maß\n\nText.\n\n## Данные\n\nТекст.");
    expect(body.toc.map((h) => h.id)).toEqual(["section-le-coeur-du-modele", "section-strasse-und-mass", "section-dannye"]);
  });

  it("gives a long article with headings its reading time and contents", async () => {
    const words = Array.from({ length: 300 }, (_, i) => `word${i}`).join(" ");
    const body = await preview(`# One\n\n${words}\n\n## Two\n\n${words}\n\n# Three\n\n${words}`);
    expect(body.minutes).toBe(5);
    expect(body.long).toBe(true);
    expect(body.toc.map((e) => e.level)).toEqual([2, 3, 2]);
    // A long text fits: the preview is a POST, not a query in the address.
    expect((await preview(`${words} `.repeat(30))).minutes).toBeGreaterThan(30);
  });

  it.each([
    ["a javascript: link", "[click](javascript:alert(1))"],
    ["an entity-encoded javascript: link", "[click](&#106;avascript:alert(1))"],
    ["an autolink to javascript:", "<javascript:alert(1)>"],
    ["raw HTML", '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>'],
    ["an image's onerror", '![x](/media/a.png" onerror="alert(1))'],
    ["an image whose alt carries markup", "![<img src=x onerror=alert(1)>](/media/a.png)"],
    ["a data: picture", "![x](data:image/png;base64,iVBORw0KGgo=)"],
    ["a data: link", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["a protocol-relative link", "[x](//evil.example/)"],
    ["a vbscript: link", "[x](vbscript:msgbox(1))"],
  ])("never lets %s through as markup", async (_name, content) => {
    const { html } = await preview(content);
    const doc = new JSDOM(html).window.document;
    expect(doc.querySelectorAll("script, iframe, object, embed, form, style")).toHaveLength(0);
    for (const el of doc.querySelectorAll("*")) {
      for (const attr of el.attributes) {
        expect(attr.name, `${el.tagName} ${attr.name}`).not.toMatch(/^on/i);
        if (["href", "src", "srcset"].includes(attr.name)) expect(attr.value).not.toMatch(/^\s*(?:javascript|vbscript|data):|^\s*\/\//i);
      }
    }
    // What was refused is not dropped: it stays as the text (or the alt text) that was typed.
    expect(doc.body.innerHTML.trim()).not.toBe("");
  });

  it("shows an article's rendered body through /trpc (batched) while REST keeps its Markdown as written", async () => {
    const created = await trpcMutation(
      t.app,
      "admin.articles.create",
      {
        title_en: "Rich text at work",
        title_fr: "Le texte enrichi au travail",
        excerpt_en: "Headings and lists.",
        excerpt_fr: "Titres et listes.",
        content_en: RICH,
        content_fr: "# Pourquoi la vision\n\n- premier point\n- second point\n\n> Une citation.",
      },
      { cookie: t.cookie },
    );
    expect(created.statusCode, created.body).toBe(200);
    const { slug_en, slug_fr } = created.json<{ result: { data: { slug_en: string; slug_fr: string } } }>().result.data;
    const res = await trpcQueryBatch(t.app, [
      ["articles.body", { slug: slug_en, lang: "en" }],
      ["articles.body", { slug: slug_fr, lang: "fr" }],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [en, fr] = res.json<TrpcResult[]>().map((r) => r.result?.data as Body & { updatedAt: string });
    expect(en?.html).toContain('<h2 id="section-why-vision-matters">Why vision matters</h2>');
    expect(fr?.html).toContain("<blockquote>");
    expect(fr?.html).toContain("<li>premier point</li>");
    expect(Number.isNaN(Date.parse(en?.updatedAt ?? ""))).toBe(false);
    const rest = await t.app.inject({ method: "GET", url: `/api/articles/${slug_en}?lang=en` });
    expect(rest.json<{ content_en: string }>().content_en).toBe(RICH);
    const missing = await trpcQueryBatch(t.app, [["articles.body", { slug: "no-such-article", lang: "en" }]]);
    expect(missing.json<TrpcResult[]>()[0]?.error?.data.httpStatus).toBe(404);
  });

  it("refuses the editor's preview to visitors", async () => {
    const res = await trpcMutation(t.app, "admin.articles.preview", { content: "x" });
    expect(res.statusCode).toBe(401);
  });
});
