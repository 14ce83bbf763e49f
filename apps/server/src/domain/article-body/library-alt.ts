// A picture of the Media Library placed in an article's Markdown with no alt text ("![](/media/…)")
// takes the library's alt text in the article's language: what the picture shows is written once,
// in the library, and a text that leaves it empty does not publish an unlabelled picture.
import { type Db, inArray, media } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";

// markdown-it writes an image as `<img src="…" alt="…"…>`; only the empty alts are filled.
const EMPTY_ALT_IMAGE = /<img src="([^"]*)" alt=""/g;
// The library's address of a file, site-relative or absolute (the library copies absolute URLs).
const LIBRARY_FILE = /^(?:https?:\/\/[^/\s]+)?\/media\/([A-Za-z0-9._-]+)$/;

export async function withLibraryAlt(db: Db, html: string, lang: Lang): Promise<string> {
  const names = new Set<string>();
  for (const m of html.matchAll(EMPTY_ALT_IMAGE)) {
    const name = LIBRARY_FILE.exec(m[1] ?? "")?.[1];
    if (name) names.add(name);
  }
  if (names.size === 0) return html;
  const rows = await db
    .select({ storedName: media.storedName, alt_en: media.alt_en, alt_fr: media.alt_fr })
    .from(media)
    .where(inArray(media.storedName, [...names]));
  const altOf = new Map(rows.map((r) => [r.storedName, r[`alt_${lang}`].trim()]));
  return html.replace(EMPTY_ALT_IMAGE, (whole, src: string) => {
    const alt = altOf.get(LIBRARY_FILE.exec(src)?.[1] ?? "");
    return alt ? `<img src="${src}" alt="${attributeText(alt)}"` : whole;
  });
}

/** Text inside a double-quoted attribute, escaped as the sanitiser writes it (an apostrophe stays one). */
function attributeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
