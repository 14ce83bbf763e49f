// Admin redirects compared as the server matches requests: a redirect that only comes back to its
// own address (a trailing slash, a query string, percent-encoding, the site's own absolute URL, a
// chain) is refused and nothing is stored; a target outside Latin-1 answers 301 with an encoded
// Location that a client follows to the right page.
import type { AddressInfo } from "node:net";
import { redirects } from "@lumiere/db";
import { beforeAll, describe, expect, it } from "vitest";
import { dbLabel } from "../helpers/app";
import { batchResults, statusesOf, trpcBatch } from "../trpc/support";
import { errorOf, editorialSuite } from "./support";

const ORIGIN = "https://www.lumiere.example";
const s = editorialSuite({ PUBLIC_URL: ORIGIN }, { ssr: true });

const LOOP = "This redirect would lead back to its own address";
const get = (url: string) => s.app.inject({ method: "GET", url });
interface Redirect {
  id: number;
  fromPath: string;
  toPath: string;
}
/** The admin's Redirects tab: every redirect of a test fits on one page. */
const list = () => s.trpc.get<{ items: Redirect[] }>("admin.redirects.page", { perPage: 100 }).then((p) => p.items);

describe(`a redirect back to its own address (${dbLabel})`, () => {
  const loops = [
    { fromPath: "/en/loop-a", toPath: "/en/loop-a/" },
    { fromPath: "/en/loop-a", toPath: "/en/loop-a?x=1" },
    { fromPath: "/en/loop-a", toPath: "/en/loop-%61" },
    { fromPath: "/en/loop-a", toPath: `${ORIGIN}/en/loop-a` },
    { fromPath: "/en/loop-a", toPath: "HTTPS://WWW.Lumiere.Example/en/loop-%61/?utm=x" },
    { fromPath: "/en/loop-%61/", toPath: "/en/loop-a" },
  ];

  it("is refused through /trpc, one call or batched, and nothing is stored", async () => {
    const before = await list();
    for (const input of loops) {
      const res = await s.trpc.mutate("admin.redirects.create", input);
      expect(errorOf(res, 400).data.fieldErrors?.toPath, JSON.stringify(input)).toBe(LOOP);
    }
    const fine = { fromPath: "/en/loop-b", toPath: "/en/about/" };
    const batch = batchResults(await trpcBatch(s.app, "admin.redirects.create", [...loops, fine], { cookie: s.cookie }));
    expect(statusesOf(batch)).toEqual([...loops.map(() => 400), 200]);
    const fieldErrors = batch.map((r) => (r.error?.data as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors?.toPath);
    expect(fieldErrors).toEqual([...loops.map(() => LOOP), undefined]);
    expect((await list()).filter((r) => r.fromPath !== fine.fromPath)).toEqual(before);
    expect((await get("/en/loop-a")).statusCode).toBe(404);
    // The redirect beside them was saved and works.
    const moved = await get("/en/loop-b/?ref=1");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/en/about/?ref=1");
  });

  it("is refused when an edit would make it loop, and the redirect stays as it was", async () => {
    const saved = await s.trpc.call<Redirect>("admin.redirects.create", { fromPath: "/fr/boucle", toPath: "/fr/contact" });
    const res = await s.trpc.mutate("admin.redirects.update", { id: saved.id, fromPath: "/fr/boucle", toPath: `${ORIGIN}/fr/boucle/` });
    expect(errorOf(res, 400).data.fieldErrors?.toPath).toBe(LOOP);
    expect((await list()).find((r) => r.id === saved.id)?.toPath).toBe("/fr/contact");
    expect((await get("/fr/boucle")).headers.location).toBe("/fr/contact");
  });

  it("is refused at the end of a chain of three that comes back to its start", async () => {
    // Written as they were before addresses were compared alike: each leads to the next, spelt otherwise.
    await s.app.db.insert(redirects).values([
      { fromPath: "/en/step-1", toPath: "/en/step-2/", source: "manual", createdBy: "admin" },
      { fromPath: "/en/step-2", toPath: `${ORIGIN}/en/step-%33?from=2`, source: "manual", createdBy: "admin" },
    ]);
    const before = await list();
    const res = await s.trpc.mutate("admin.redirects.create", { fromPath: "/en/step-3", toPath: "/en/step-1?from=3" });
    expect(errorOf(res, 400).data.fieldErrors?.toPath).toBe(LOOP);
    expect(await list()).toEqual(before);
    expect((await get("/en/step-3")).statusCode).toBe(404);
  });

  it("still goes on to the site's own absolute URL, an encoded address and another page", async () => {
    const absolute = await s.trpc.call<Redirect>("admin.redirects.create", { fromPath: "/en/old-team", toPath: `${ORIGIN}/en/about` });
    expect(absolute.toPath).toBe(`${ORIGIN}/en/about`);
    expect((await get("/en/old-team")).headers.location).toBe(`${ORIGIN}/en/about`);
    // A typed-encoded old address is kept as requests are matched: any spelling of it redirects.
    const encoded = await s.trpc.call<Redirect>("admin.redirects.create", { fromPath: "/fr/%C3%A9quipe/", toPath: "/fr/about" });
    expect(encoded.fromPath).toBe("/fr/équipe");
    for (const url of ["/fr/%C3%A9quipe", "/fr/%c3%a9quipe/", "/fr/%C3%A9quipe?x=1"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toMatch(/^\/fr\/about(\?x=1)?$/);
    }
  });

  it("is not allowed from an encoded spelling of the admin", async () => {
    const res = await s.trpc.mutate("admin.redirects.create", { fromPath: "/en/%61dmin", toPath: "https://evil.example" });
    expect(errorOf(res, 400).data.fieldErrors?.fromPath).toBe("Enter an address of this site starting with /en/ or /fr/");
  });
});

describe(`a redirect to an address outside Latin-1 (${dbLabel})`, () => {
  let base: string;
  beforeAll(async () => {
    await s.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
  });

  it("answers 301 with the Location percent-encoded, already encoded parts left alone", async () => {
    await s.trpc.call("admin.redirects.create", { fromPath: "/fr/ete-2026", toPath: "/fr/insights/été-2026" });
    await s.trpc.call("admin.redirects.create", { fromPath: "/en/japan", toPath: "/en/日本" });
    await s.trpc.call("admin.redirects.create", { fromPath: "/en/encoded", toPath: "/en/about?q=%C3%A9t%C3%A9&r=日本" });
    await s.trpc.call("admin.redirects.create", { fromPath: "/en/far", toPath: "https://example.com/été?q=日本" });
    for (const [from, location] of [
      ["/fr/ete-2026?v=2", "/fr/insights/%C3%A9t%C3%A9-2026?v=2"],
      ["/en/japan", "/en/%E6%97%A5%E6%9C%AC"],
      ["/en/encoded", "/en/about?q=%C3%A9t%C3%A9&r=%E6%97%A5%E6%9C%AC"],
      ["/en/far", "https://example.com/%C3%A9t%C3%A9?q=%E6%97%A5%E6%9C%AC"],
    ]) {
      const res = await fetch(`${base}${from}`, { redirect: "manual" });
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(location);
    }
  });

  it("is followed by a client to the page that address is", async () => {
    await s.trpc.call("admin.redirects.create", { fromPath: "/en/about-japan", toPath: "/en/about?from=日本" });
    const about = await fetch(`${base}/en/about-japan`);
    expect(about.status).toBe(200);
    expect(about.url).toBe(`${base}/en/about?from=%E6%97%A5%E6%9C%AC`);
    expect(await about.text()).toContain(`href="${ORIGIN}/en/about"`);

    // The address a client is sent to is the one the server knows as /fr/insights/été-2026: once
    // that one redirects too, a client following the first Location lands on its new page.
    const location = (await fetch(`${base}/fr/ete-2026`, { redirect: "manual" })).headers.get("location");
    expect(location).toBe("/fr/insights/%C3%A9t%C3%A9-2026");
    await s.trpc.call("admin.redirects.create", { fromPath: "/fr/insights/été-2026", toPath: "/fr/contact" });
    const followed = await fetch(new URL(location ?? "", base));
    expect(followed.status).toBe(200);
    expect(followed.url).toBe(`${base}/fr/contact`);
    expect(await followed.text()).toContain(`href="${ORIGIN}/fr/contact"`);
  });
});
