// Checks the blind-4 set against the site's public pages, stripped to text (one file per page,
// articles as art_<lang>_<slug>.txt): every token must be in the site text, every allOf group must
// be matched by it, and an article-content item's tokens must come from the article's body, not
// from its title or opening paragraph (so that quoting the title or the teaser is not enough), each
// from a single passage and found on no other page.
// Usage: tsx eval/blind-4/check.ts [--pages /tmp/blind4-pages] [--file eval/blind-4/set.json]
// (any later blind set: --file eval/blind-5/set.json --pages /tmp/blind5-pages)
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { type Item, matches, validateItem } from "../independent/score.ts";

interface Article {
  head: string;
  body: string;
}

function readArticle(text: string): Article {
  const lines = text.split("\n");
  const date = lines.findIndex((line) => /·\s*\d+\s*min/.test(line));
  const end = lines.findIndex((line, i) => i > date && line.startsWith("## "));
  if (date < 1 || end < 0) throw new Error("article text without a date line or an end heading");
  // The title is the line before the date (after its category), the opening the line after it.
  return { head: lines.slice(date - 1, date + 2).join("\n"), body: lines.slice(date + 2, end).join("\n") };
}

function main(): void {
  const { values } = parseArgs({
    options: { pages: { type: "string", default: "/tmp/blind4-pages" }, file: { type: "string" } },
  });
  const setFile = values.file ? resolve(values.file) : join(dirname(fileURLToPath(import.meta.url)), "set.json");
  const items = JSON.parse(readFileSync(setFile, "utf8")) as Item[];
  const files = readdirSync(values.pages).filter((f) => f.endsWith(".txt"));
  const site = files.map((f) => readFileSync(join(values.pages, f), "utf8")).join("\n");
  const articles = new Map<string, Article>();
  for (const f of files.filter((name) => name.startsWith("art_"))) {
    const [, lang, slug] = /^art_(en|fr)_(.+)\.txt$/.exec(f) ?? [];
    articles.set(`/${lang}/insights/${slug}`, readArticle(readFileSync(join(values.pages, f), "utf8")));
  }
  // The two language versions of an article are paired by their publication day.
  const pageTexts = new Map(files.map((f) => [f, readFileSync(join(values.pages, f), "utf8")]));
  const byDay = new Map<string, Article[]>();
  for (const article of articles.values()) byDay.set(dayOf(article.head), [...(byDay.get(dayOf(article.head)) ?? []), article]);
  const pairs = new Map([...articles].map(([address, article]) => [address, byDay.get(dayOf(article.head)) ?? []]));

  const errors: string[] = [];
  const seen = new Set<string>();
  // Ids run in sequence under the set's own prefix ("b4-001", "b5-001"...), so other blind sets reuse this check.
  const prefix = /^([a-z0-9]+)-\d+$/.exec(items[0]?.id ?? "")?.[1] ?? "b4";
  items.forEach((item, i) => {
    const where = `${item.id} (${item.turns.at(-1)})`;
    if (item.id !== `${prefix}-${String(i + 1).padStart(3, "0")}`) errors.push(`${where}: id out of sequence`);
    const message = item.turns.join(" / ");
    if (seen.has(message)) errors.push(`${where}: same turns as an earlier item`);
    seen.add(message);
    try {
      validateItem(item);
    } catch (error) {
      errors.push(String(error));
      return;
    }
    const e = item.expect as Record<string, unknown>;
    for (const token of (e.orSays as string[] | undefined) ?? [])
      if (!matches(site, token)) errors.push(`${where}: orSays token not on the site: ${token}`);
    if (!("allOf" in e)) return;
    const groups = e.allOf as string[][];
    for (const token of groups.flat()) if (!matches(site, token)) errors.push(`${where}: token not on the site: ${token}`);
    const link = e.link as string | undefined;
    if (link !== undefined && !articles.has(link)) errors.push(`${where}: link is not an article: ${link}`);
    if (item.category !== "article-content") return;
    if (link === undefined) {
      errors.push(`${where}: article-content item without its article link`);
      return;
    }
    const versions = pairs.get(link) ?? [];
    for (const group of groups) {
      if (!group.some((token) => versions.some((a) => matches(a.body, token))))
        errors.push(`${where}: no token of [${group.join(" | ")}] in the article's body`);
      for (const token of group) {
        if (versions.some((a) => matches(a.head, token))) errors.push(`${where}: token in the article's title or opening: ${token}`);
        // Nor on another page: quoting that page must not pass for the article's passage.
        const elsewhere = [...pageTexts].filter(([, text]) => !versions.some((a) => text.includes(a.body)) && matches(text, token));
        if (elsewhere.length > 0) errors.push(`${where}: token also on ${elsewhere.map(([f]) => f).join(", ")}: ${token}`);
        // One passage per token: a token that several paragraphs share does not show which one was quoted.
        if (versions.some((a) => a.body.split("\n").filter((passage) => matches(passage, token)).length > 1))
          errors.push(`${where}: token in more than one passage of the article: ${token}`);
      }
    }
  });

  const count = new Map<string, number>();
  for (const item of items) {
    for (const key of [`${item.category} ${item.lang}`, `kind ${item.expect.kind} ${item.lang}`, `all ${item.lang}`])
      count.set(key, (count.get(key) ?? 0) + 1);
  }
  for (const [key, n] of [...count].sort()) console.log(`${key.padEnd(34)} ${n}`);
  console.log(`${items.length} items, ${articles.size} articles read`);
  for (const error of errors) console.error(error);
  if (errors.length > 0) {
    console.error(`${errors.length} problems`);
    process.exitCode = 1;
  }
}

/** The publication date line, the same day in both languages ("June 3, 2025" / "3 juin 2025"). */
function dayOf(head: string): string {
  const line = head.split("\n")[1] ?? "";
  const year = /\b(20\d\d)\b/.exec(line)?.[1] ?? "";
  const day = /\b(\d{1,2})\b(?!\d)/.exec(line.replace(year, ""))?.[1] ?? "";
  return `${year}-${day}`;
}

main();
