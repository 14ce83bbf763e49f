// The Team page and the author pages as the server renders them: the copy in the page's language,
// title, description, canonical, hreflang, Open Graph and the Person JSON-LD; the empty state
// before any profile; an article's author byline and its JSON-LD author; the sitemap; and the
// page cache cleared when a profile changes.
import { JSDOM } from "jsdom";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { dbLabel } from "../helpers/app";
import { multipartBody } from "../rest/support";
import { editorialSuite, uniqueWord } from "../editorial/support";

const ORIGIN = "https://www.lumiere.example";
const s = editorialSuite({ PUBLIC_URL: ORIGIN }, { ssr: true });

async function get(url: string, status = 200) {
  const res = await s.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(status);
  return res.body;
}

function head(html: string) {
  const doc = new JSDOM(html).window.document;
  const meta = (key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;
  const link = (sel: string) => doc.querySelector(sel)?.getAttribute("href") ?? null;
  const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (el) => JSON.parse(el.textContent ?? "") as Record<string, unknown>,
  );
  return { doc, meta, link, ld, title: doc.title };
}
const ldOf = (ld: Record<string, unknown>[], type: string) =>
  ld.find((x) => (Array.isArray(x["@type"]) ? (x["@type"] as string[]).includes(type) : x["@type"] === type));

const name = `Inès ${uniqueWord("Garnier")}`;
let slug = "";
let article: { slug_en: string; slug_fr: string };

describe(`team pages on the server (${dbLabel})`, () => {
  it("shows a clear empty state while no profile is published (the seed names no one)", async () => {
    const en = head(await get("/en/team"));
    expect(en.title).toBe("Our Team | Lumière AI");
    expect(en.doc.querySelector('[role="status"]')?.textContent).toContain("Our team page is being prepared");
    expect(en.doc.querySelectorAll(".profile-card")).toHaveLength(0);
    const fr = head(await get("/fr/team"));
    expect(fr.title).toBe("Notre équipe | Lumière AI");
    expect(fr.doc.querySelector('[role="status"]')?.textContent).toContain("Notre page équipe est en préparation");
  });

  it("offers no link from the About page to a Team page still being prepared", async () => {
    for (const lang of ["en", "fr"] as const) {
      const about = head(await get(`/${lang}/about`));
      expect(about.doc.querySelector(".cta-card .btn"), lang).not.toBeNull();
      expect(about.doc.querySelector(`a[href="/${lang}/team"]`), lang).toBeNull();
    }
  });

  describe("with profiles", () => {
    beforeAll(async () => {
      const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#4f46e5" } })
        .png()
        .toBuffer();
      const { payload, headers } = await multipartBody([{ field: "file", bytes: png, filename: "portrait.png", type: "image/png" }]);
      const up = await s.app.inject({ method: "POST", url: "/api/admin/media/upload", payload, headers: { ...headers, cookie: s.cookie } });
      const photo = up.json<{ id: number; url: string }>();
      await s.trpc.call("admin.media.setAlt", { id: photo.id, alt_en: "Portrait of Inès", alt_fr: "Portrait d'Inès" });
      const input = {
        name,
        role_en: "Principal Consultant",
        role_fr: "Consultante principale",
        bio_en: "Inès helps retailers forecast demand.\n\nBefore that, she built pricing models.",
        bio_fr: "Inès aide les distributeurs à prévoir la demande.\n\nAvant cela, elle a conçu des modèles de prix.",
        mediaId: photo.id,
        linkedin: "https://www.linkedin.com/in/ines-example",
        x: "https://x.com/ines_example",
        published: true,
      };
      const { id } = await s.trpc.call<{ id: number }>("admin.profiles.create", input);
      slug = (await s.trpc.get<{ items: { slug: string }[] }>("admin.profiles.page", { q: name })).items[0]?.slug ?? "";
      // A hidden profile is nowhere.
      await s.trpc.call("admin.profiles.create", { ...input, name: "Hidden Person", mediaId: null, published: false });
      article = await s.trpc.call("admin.articles.create", {
        title_en: "Forecasting demand",
        title_fr: "Prévoir la demande",
        excerpt_en: "How we forecast.",
        excerpt_fr: "Comment nous prévoyons.",
        content_en: "Body.",
        content_fr: "Corps.",
        authorProfileId: id,
      });
    });

    it("links the About page to the Team page once a profile is published (the page cache cleared)", async () => {
      for (const lang of ["en", "fr"] as const) {
        const link = head(await get(`/${lang}/about`)).doc.querySelector(`.cta-card a[href="/${lang}/team"]`);
        expect(link?.textContent, lang).toBe(lang === "en" ? "Meet the team" : "Découvrir l'équipe");
      }
    });

    it("renders the Team page with its people, head tags and Person JSON-LD working for the Organization", async () => {
      for (const lang of ["en", "fr"] as const) {
        const page = head(await get(`/${lang}/team`));
        const card = [...page.doc.querySelectorAll(".profile-card")].find((c) => c.textContent?.includes(name));
        expect(card, lang).toBeDefined();
        expect(page.doc.body.textContent).not.toContain("Hidden Person");
        expect(card?.querySelector(".profile-role")?.textContent).toBe(lang === "en" ? "Principal Consultant" : "Consultante principale");
        // The short bio: the first paragraph only.
        expect(card?.textContent).toContain(lang === "en" ? "Inès helps retailers" : "Inès aide les distributeurs");
        expect(card?.textContent).not.toContain(lang === "en" ? "pricing models" : "modèles de prix");
        expect(card?.querySelector("img")?.getAttribute("alt")).toBe(lang === "en" ? "Portrait of Inès" : "Portrait d'Inès");
        expect(card?.querySelector("h2 a")?.getAttribute("href")).toBe(`/${lang}/team/${slug}`);
        expect(card?.querySelector(`a[href="https://www.linkedin.com/in/ines-example"]`)?.getAttribute("aria-label")).toBe(
          lang === "en" ? `${name} on LinkedIn` : `${name} sur LinkedIn`,
        );
        expect(page.meta("description")).toBeTruthy();
        expect(page.link('link[rel="canonical"]')).toBe(`${ORIGIN}/${lang}/team`);
        expect(page.link('link[hreflang="en"]')).toBe(`${ORIGIN}/en/team`);
        expect(page.link('link[hreflang="fr"]')).toBe(`${ORIGIN}/fr/team`);
        expect(page.link('link[hreflang="x-default"]')).toBe(`${ORIGIN}/en/team`);
        expect(page.meta("og:url")).toBe(`${ORIGIN}/${lang}/team`);
        expect(page.meta("og:title")).toBe(page.title);
        const team = ldOf(page.ld, "CollectionPage") as { mainEntity: { itemListElement: { item: Record<string, unknown> }[] } };
        const person = team.mainEntity.itemListElement.map((e) => e.item).find((p) => p.name === name);
        expect(person).toMatchObject({
          "@type": "Person",
          url: `${ORIGIN}/${lang}/team/${slug}`,
          jobTitle: lang === "en" ? "Principal Consultant" : "Consultante principale",
          sameAs: ["https://www.linkedin.com/in/ines-example", "https://x.com/ines_example"],
          worksFor: { "@type": "Organization", "@id": `${ORIGIN}/#organization` },
        });
        expect(ldOf(page.ld, "Organization")?.["@id"]).toBe(`${ORIGIN}/#organization`);
      }
    });

    it("renders the author page with the profile, its articles in the language, and its Person JSON-LD", async () => {
      const page = head(await get(`/fr/team/${slug}`));
      expect(page.title).toBe(`${name}, Consultante principale | Lumière AI`);
      expect(page.doc.querySelector("h1")?.textContent).toBe(name);
      expect(page.doc.body.textContent).toContain("Avant cela, elle a conçu des modèles de prix.");
      expect(page.doc.querySelector(`a[href^="/fr/insights/${article.slug_fr}"]`)).not.toBeNull();
      expect(page.link('link[rel="canonical"]')).toBe(`${ORIGIN}/fr/team/${slug}`);
      expect(page.link('link[hreflang="en"]')).toBe(`${ORIGIN}/en/team/${slug}`);
      expect(page.meta("og:type")).toBe("profile");
      expect(page.meta("og:image")).toMatch(new RegExp(`^${ORIGIN}/media/`));
      expect(ldOf(page.ld, "Person")).toMatchObject({
        name,
        url: `${ORIGIN}/fr/team/${slug}`,
        sameAs: ["https://www.linkedin.com/in/ines-example", "https://x.com/ines_example"],
        worksFor: { "@id": `${ORIGIN}/#organization` },
      });
      await get(`/en/team/${slug}?page=2`, 404);
      await get("/en/team/no-such-person", 404);
    });

    it("shows the article's author with a link to their page, and names them in the article's JSON-LD", async () => {
      const page = head(await get(`/en/insights/${article.slug_en}`));
      const byline = page.doc.querySelector(".author-byline a");
      expect(byline?.textContent).toBe(name);
      expect(byline?.getAttribute("href")).toBe(`/en/team/${slug}`);
      expect(ldOf(page.ld, "Article")?.author).toMatchObject({ "@type": "Person", name, url: `${ORIGIN}/en/team/${slug}` });
    });

    it("lists the Team page and each published author page in the sitemap, with their alternates", async () => {
      const sitemap = await get("/sitemaps/1.xml");
      expect(sitemap).toContain(`<loc>${ORIGIN}/en/team</loc>`);
      expect(sitemap).toContain(`<loc>${ORIGIN}/fr/team/${slug}</loc>`);
      expect(sitemap).toContain(`hreflang="fr" href="${ORIGIN}/fr/team/${slug}"`);
      expect(sitemap).not.toContain("hidden-person");
    });

    it("renders the pages again once a profile changes (the page cache is cleared)", async () => {
      expect(await get("/en/team")).toContain("Principal Consultant");
      const { items } = await s.trpc.get<{ items: { id: number; mediaId: number | null }[] }>("admin.profiles.page", { q: name });
      const row = items[0];
      await s.trpc.call("admin.profiles.update", {
        id: row?.id,
        name,
        role_en: "Partner",
        role_fr: "Associée",
        mediaId: row?.mediaId,
        published: true,
      });
      const after = await get("/en/team");
      expect(after).toContain("Partner");
      expect(after).not.toContain("Principal Consultant");
      expect(await get(`/fr/team/${slug}`)).toContain("Associée");
    });

    it("links the Team page from the About page", async () => {
      const about = head(await get("/fr/about"));
      expect(about.doc.querySelector('a[href="/fr/team"]')?.textContent).toBe("Découvrir l'équipe");
    });
  });
});
