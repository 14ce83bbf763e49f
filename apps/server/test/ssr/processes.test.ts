// Several server processes on one PostgreSQL: a publication through one shows on the others at once
// (their caches are cleared over NOTIFY), and the process that published keeps what it rendered
// since (its own announcement does not clear it again, so revalidations still get 304).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminTrpc, sleep, uniqueWord } from "../editorial/support";
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

/** Polls until `ready` holds (a NOTIFY travels through the database server), at most five seconds. */
async function eventually(ready: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if (await ready()) return true;
    await sleep(50);
  }
  return false;
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

    const seen = await eventually(async () => (await get(second, "/sitemaps/1.xml")).body.includes(`/en/${page.slug_en}<`));
    expect(seen).toBe(true);
    const there = await get(second, `/en/${page.slug_en}`);
    expect(there.statusCode).toBe(200);
    expect(there.body).toContain(`${word} heading`);

    // The publisher's own announcement has come back to it by now.
    await sleep(200);
    expect((await get(first, `/en/${page.slug_en}`, { "if-none-match": etag })).statusCode).toBe(304);
  });
});
