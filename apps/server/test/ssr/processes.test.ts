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
