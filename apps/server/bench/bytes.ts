// The bytes figures of the budgets: each public page's HTML as the server sends it to a browser
// (accept-encoding: br, the body's bytes before decoding) and the JavaScript it loads on its first
// load (brotli, from the client build's manifest: first-load.mjs, shared with the bundle check).
import { request } from "node:http";
import { addressOf, LANGS, PUBLIC_PAGES, readClientBuild } from "../../web/scripts/first-load.mjs";
import { bytesFigure } from "./budgets";

/** The length of a page's body as sent with `accept-encoding: br`; throws on anything but a 200. */
function sentBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { "accept-encoding": "br" } }, (res) => {
      let length = 0;
      res.on("data", (c: Buffer) => {
        length += c.length;
      });
      res.on("end", () => (res.statusCode === 200 ? resolve(length) : reject(new Error(`${url}: ${res.statusCode}`))));
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** The first article's slug in a language, for the article page's address. */
async function firstSlug(siteUrl: string, lang: string): Promise<string> {
  const articles = (await (await fetch(`${siteUrl}/api/articles?lang=${lang}`)).json()) as Array<Record<string, unknown>>;
  const slug = articles[0]?.[`slug_${lang}`];
  if (typeof slug !== "string") throw new Error(`no article in ${lang} to measure`);
  return slug;
}

/** Every bytes figure, by name, from the running server at `siteUrl` and the client build. */
export async function measurePageBytes(siteUrl: string): Promise<Map<string, number>> {
  const client = readClientBuild();
  const figures = new Map<string, number>();
  for (const lang of LANGS) {
    const slug = await firstSlug(siteUrl, lang);
    for (const page of PUBLIC_PAGES) {
      figures.set(bytesFigure("html", lang, page.name), await sentBytes(`${siteUrl}${addressOf(page, lang, slug)}`));
      figures.set(bytesFigure("js", lang, page.name), client.firstLoadBytes(page, lang).brotli);
    }
  }
  return figures;
}
