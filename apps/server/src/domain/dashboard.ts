import { articles, contacts, count, type Db, media, pages } from "@lumiere/db";

/** The four dashboard counts (spec §2). */
export async function countDashboard(db: Db) {
  const [a, p, c, m] = await Promise.all([
    db.select({ n: count() }).from(articles),
    db.select({ n: count() }).from(pages),
    db.select({ n: count() }).from(contacts),
    db.select({ n: count() }).from(media),
  ]);
  return { totalArticles: a[0]?.n ?? 0, totalPages: p[0]?.n ?? 0, contacts: c[0]?.n ?? 0, mediaFiles: m[0]?.n ?? 0 };
}
