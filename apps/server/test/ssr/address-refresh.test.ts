// A change of the company's address in Site Configuration reaches everything a page carries, not
// only its visible text: the JSON-LD and the state embedded for the browser of every public page
// (home, content pages, insights, an article), stored pages included, in both languages.
import { request } from "node:http";
import { articles } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";

const ORIGIN = "https://www.lumiere.example";
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: ORIGIN, OPENAI_API_KEY: "" }, { ssr: true });
  cookie = await loginCookie(t.app);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await t?.close();
});

const PAGES = ["/en", "/fr", "/en/about", "/fr/contact", "/en/insights"];

/** A visitor's GET over a socket (stored pages are answered before Fastify), as plain bytes. */
function html(url: string): Promise<string> {
  const { port } = t.app.server.address() as { port: number };
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: url, headers: { host: "www.lumiere.example", "accept-encoding": "identity" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        expect(res.statusCode, url).toBe(200);
        resolve(Buffer.concat(chunks).toString("utf8"));
      });
    })
      .on("error", reject)
      .end();
  });
}

describe(`address refresh (${dbLabel})`, () => {
  it("leaves no trace of the old address in any page's HTML, JSON-LD or embedded state once Settings change", async () => {
    const [article] = await t.app.db.select({ en: articles.slug_en, fr: articles.slug_fr }).from(articles).limit(1);
    PAGES.push(`/en/insights/${article?.en}`, `/fr/insights/${article?.fr}`);
    // Rendered and stored before the change.
    for (const url of PAGES) {
      expect(await html(url), url).toContain("12 Rue de la Paix");
      await vi.waitFor(() => expect(t.app.storedPages?.get(`${ORIGIN}${url}`)).toHaveProperty("br"), { timeout: 10_000 });
    }
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { cookie },
      payload: {
        type: "site",
        data: {
          siteName: "Lumière AI",
          siteDescription: "AI consulting in Paris.",
          contactEmail: "contact@lumiere-ai.fr",
          phone: "+33 1 23 45 67 89",
          // Sent back unchanged by the admin's form (the single-line field of earlier versions).
          address: "12 Rue de la Paix, 75002 Paris, France",
          streetAddress_en: "8 Avenue des Champs-Élysées",
          streetAddress_fr: "8 avenue des Champs-Élysées",
          postalCode: "75008",
          addressLocality: "Paris",
          addressCountry: "FR",
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const url of PAGES) {
      const page = await html(url);
      expect(page, url).not.toContain("12 Rue de la Paix");
      expect(page, url).not.toContain("75002");
    }
    expect(await html("/en/about")).toContain("Champs-Élysées");
  });
});
