// Several server processes on one PostgreSQL: a publication through one shows on the others at once
// (their caches are cleared over NOTIFY), and the process that published keeps what it rendered
// since (its own announcement does not clear it again, so revalidations still get 304).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminTrpc, uniqueWord } from "../editorial/support";
import { buildSecondProcess, buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";

const ORIGIN = "https://www.lumiere.example";
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  if (dbLabel !== "postgres") return;
  first = await buildTestApp({ PUBLIC_URL: ORIGIN }, { ssr: true });
  second = await buildSecondProcess(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

/** This process's count of content-change announcements heard from `from`. */
async function noticesHeard(t: TestApp, from: "this_process" | "another_process"): Promise<number> {
  const metric = await t.app.metrics.contentNotices.get();
  return metric.values.find((v) => v.labels.from === from)?.value ?? 0;
}

describe.skipIf(dbLabel !== "postgres")("server processes sharing one PostgreSQL", () => {
  it("shows a publication on every process, and the publisher's pages still revalidate with 304", async () => {
    const word = uniqueWord("Harbour");
    // The other process has the sitemap and a missing address in its caches.
    expect((await get(second, "/sitemaps/1.xml")).body).not.toContain(word.toLowerCase());
    const admin = adminTrpc(first.app, await loginCookie(first.app));
    const page = await admin.call<{ slug_en: string }>("admin.landingPages.save", {
      title_en: `${word} offer`,
      title_fr: `${word} offre`,
      blocks_en: [{ type: "hero", title: `${word} heading` }],
      blocks_fr: [{ type: "hero", title: `${word} titre` }],
      action: "publish",
    });
    const rendered = await get(first, `/en/${page.slug_en}`);
    expect(rendered.statusCode).toBe(200);
    const etag = rendered.headers.etag as string;

    // The announcement travels through the database server to both processes.
    await vi.waitFor(async () => expect(await noticesHeard(second, "another_process")).toBeGreaterThan(0), { timeout: 5_000 });
    expect((await get(second, "/sitemaps/1.xml")).body).toContain(`/en/${page.slug_en}<`);
    const there = await get(second, `/en/${page.slug_en}`);
    expect(there.statusCode).toBe(200);
    expect(there.body).toContain(`${word} heading`);

    // Once the publisher has heard its own announcement, what it rendered since is still served.
    await vi.waitFor(async () => expect(await noticesHeard(first, "this_process")).toBeGreaterThan(0), { timeout: 5_000 });
    expect((await get(first, `/en/${page.slug_en}`, { "if-none-match": etag })).statusCode).toBe(304);
  });
});

describe.skipIf(dbLabel !== "postgres")("a missing page stored by one process", () => {
  it("answers as found on it once another process publishes an article at that address", async () => {
    const address = "/en/insights/missing-then-published-elsewhere";
    // Rendered once, then served from the second process's store.
    expect((await get(second, address)).statusCode).toBe(404);
    expect((await get(second, address)).statusCode).toBe(404);
    const heard = await noticesHeard(second, "another_process");
    const created = await first.app.inject({
      method: "POST",
      url: "/api/admin/articles",
      headers: { cookie: await loginCookie(first.app) },
      payload: {
        title_en: "Missing then published elsewhere",
        title_fr: "Introuvable puis publié ailleurs",
        excerpt_en: "Asked for on one process, published on another.",
        excerpt_fr: "Demandé à un processus, publié par un autre.",
        content_en: "It exists now.",
        content_fr: "Il existe maintenant.",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(`/en/insights/${created.json<{ slug_en: string }>().slug_en}`).toBe(address);
    await vi.waitFor(async () => expect(await noticesHeard(second, "another_process")).toBeGreaterThan(heard), { timeout: 5_000 });
    const found = await get(second, address);
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain("Missing then published elsewhere");
  });
});
