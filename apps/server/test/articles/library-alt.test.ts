// A Media Library picture placed in an article's Markdown with an empty alt ("![](/media/…)") is
// published with the library's alt text in the article's language; an alt typed in the Markdown
// wins; a change of the library's alt text shows at once; the editor's preview shows the same.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { multipartBody } from "../rest/support";
import { trpcMutation, trpcQueryBatch } from "../trpc/support";

const t = useSignedInApp();

async function uploadPicture(): Promise<{ id: number; url: string }> {
  const bytes = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#4338ca" } })
    .png()
    .toBuffer();
  const { payload, headers } = await multipartBody([{ field: "file", bytes, filename: "lab.png", type: "application/octet-stream" }]);
  const res = await t.app.inject({ method: "POST", url: "/api/admin/media/upload", payload, headers: { ...headers, cookie: t.cookie } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; url: string }>();
}

async function setAlt(id: number, alt_en: string, alt_fr: string) {
  const res = await trpcMutation(t.app, "admin.media.setAlt", { id, alt_en, alt_fr }, { cookie: t.cookie });
  expect(res.statusCode, res.body).toBe(200);
}

/** The article page's body in both languages, through /trpc batched as the site asks for it. */
async function bodies(slugs: { en: string; fr: string }): Promise<{ en: string; fr: string }> {
  const res = await trpcQueryBatch(t.app, [
    ["articles.body", { slug: slugs.en, lang: "en" }],
    ["articles.body", { slug: slugs.fr, lang: "fr" }],
  ]);
  expect(res.statusCode, res.body).toBe(200);
  const [en, fr] = res.json<Array<{ result: { data: { html: string } } }>>().map((r) => r.result.data.html);
  return { en: en ?? "", fr: fr ?? "" };
}

describe(`library alt text in articles (${dbLabel})`, () => {
  it("publishes a library picture left without alt text with the library's, per language, and follows its changes", async () => {
    const picture = await uploadPicture();
    await setAlt(picture.id, "Our vision lab at night", "Notre laboratoire de vision la nuit");
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/articles",
      headers: { cookie: t.cookie },
      payload: {
        title_en: "Inside the vision lab",
        title_fr: "Dans le laboratoire de vision",
        excerpt_en: "A look inside.",
        excerpt_fr: "Un regard à l'intérieur.",
        content_en: `Our lab.\n\n![](${picture.url})\n\n![Typed alt wins](${picture.url})`,
        content_fr: `Notre laboratoire.\n\n![](${picture.url})`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const article = created.json<{ slug_en: string; slug_fr: string }>();
    const slugs = { en: article.slug_en, fr: article.slug_fr };

    const first = await bodies(slugs);
    expect(first.en).toContain('alt="Our vision lab at night"');
    expect(first.en).toContain('alt="Typed alt wins"');
    expect(first.en).not.toContain('alt=""');
    expect(first.fr).toContain('alt="Notre laboratoire de vision la nuit"');

    // The library's alt text changes: the published page follows at once.
    await setAlt(picture.id, "The lab's robot arm", "Le bras robotisé du laboratoire");
    const second = await bodies(slugs);
    expect(second.en).toContain(`alt="The lab's robot arm"`);
    expect(second.fr).toContain('alt="Le bras robotisé du laboratoire"');

    // The editor's preview shows the text as the page will.
    const preview = await trpcMutation(
      t.app,
      "admin.articles.preview",
      { content: `![](${picture.url})`, lang: "fr" },
      { cookie: t.cookie },
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<{ result: { data: { html: string } } }>().result.data.html).toContain('alt="Le bras robotisé du laboratoire"');
  });
});
