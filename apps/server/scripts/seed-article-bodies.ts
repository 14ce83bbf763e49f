// `pnpm --filter @lumiere/server seed-bodies`: writes the seed articles' bodies, rendered and
// sanitised by the server's own renderer, to packages/db/src/seed/article-bodies.json, which the seed
// stores beside the articles (so a new site, and the build's database template, never load the
// sanitiser for its starter content). Run it after changing a seed article's text or the renderer;
// test/articles/stored-bodies.test.ts fails until it is.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { seedArticles } from "@lumiere/db/seed";
import { LANGS, langColumn } from "@lumiere/i18n";
import { seedArticleBodies } from "../src/domain/article-body/seed-bodies";
import { BODY_FORMAT } from "../src/domain/article-body/store";

const file = fileURLToPath(new URL("../../../packages/db/src/seed/article-bodies.json", import.meta.url));
const before = JSON.parse(readFileSync(file, "utf8")) as { format: number; bodies: Array<{ key: string; html: string }> };
const bodies = await seedArticleBodies(seedArticles.flatMap((article) => LANGS.map((lang) => langColumn(article, "content", lang))));
// The same text rendered differently by the same format: stored bodies of edited articles would keep the old rendering.
const changed = bodies.filter((b) => before.bodies.some((old) => old.key === b.key && old.html !== b.html));
if (before.format === BODY_FORMAT && changed.length > 0) {
  console.error(
    `The renderer's output changed for ${changed.length} text(s): raise BODY_FORMAT in src/domain/article-body/store.ts, then run this again.`,
  );
  process.exit(1);
}
writeFileSync(file, `${JSON.stringify({ format: BODY_FORMAT, bodies }, null, 2)}\n`);
console.log(`wrote ${bodies.length} bodies (format ${BODY_FORMAT}) to ${file}; keys: ${bodies.map((b) => b.key.slice(0, 8)).join(" ")}`);
