import { eq, prospects } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";

// The links in signup e-mails act at their /api address, then show a page of the site (server
// rendered, with the site's header, footer and name) in the link's language.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { ssr: true });
  const cookie = await loginCookie(t.app);
  const settings = (await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { cookie } })).json<Record<string, unknown>>();
  const saved = await t.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: { cookie },
    payload: { type: "site", data: { ...settings, siteName: "Atelier Lumen" } },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

async function signUp(email: string, lang: "en" | "fr") {
  expect((await t.app.inject({ method: "POST", url: "/api/prospects", payload: { email, lang } })).statusCode).toBe(201);
  return (await t.app.db.select().from(prospects).where(eq(prospects.email, email)))[0]!.token;
}
const statusOf = async (email: string) => (await t.app.db.select().from(prospects).where(eq(prospects.email, email)))[0]?.status;
const get = (url: string) => t.app.inject({ method: "GET", url });
/** Opens a link as a browser does: follows its redirect to the page. */
async function open(url: string) {
  const link = await get(url);
  expect(link.statusCode).toBe(303);
  return get(String(link.headers.location));
}

describe(`signup link pages (${dbLabel})`, () => {
  it("a confirm link shows the site's own page in the link's language, with the name from Settings, not indexed", async () => {
    const token = await signUp("page.fr@example.com", "fr");
    const page = await open(`/api/signups/confirm?token=${token}&lang=fr`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr"');
    expect(page.body).toContain("<title>Inscription confirmée | Atelier Lumen</title>");
    expect(page.body).toContain("Merci ! Vous serez parmi les premiers informés du lancement de notre produit.");
    expect(page.body).toMatch(/<meta name="robots" content="noindex"/);
    // The site's header and footer around it.
    expect(page.body).toMatch(/<header[\s>]/);
    expect(page.body).toMatch(/<footer[\s>]/);
    expect(await statusOf("page.fr@example.com")).toBe("confirmed");

    const en = await open(`/api/signups/confirm?token=${token}&lang=en`);
    expect(en.body).toContain("<title>Signup confirmed | Atelier Lumen</title>");
  });

  it("a made-up token shows the invalid-link page; an unknown page of that kind is a 404", async () => {
    const page = await open("/api/signups/confirm?token=00000000-0000-4000-8000-000000000000&lang=en");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("This link is not valid or has expired.");
    expect((await get("/en/signup/anything")).statusCode).toBe(404);
  });

  it("the unsubscribe link asks first; each visitor's page carries their own token, and its button unsubscribes", async () => {
    const first = await signUp("first.unsub@example.com", "en");
    const second = await signUp("second.unsub@example.com", "en");
    const firstPage = await open(`/api/signups/unsubscribe?token=${first}&lang=en`);
    expect(firstPage.statusCode).toBe(200);
    expect(firstPage.headers["cache-control"]).toBe("no-store");
    expect(firstPage.body).toContain("Do you want to stop receiving e-mails about the product launch?");
    // The second visitor is never served the first one's page (and button).
    const secondPage = await open(`/api/signups/unsubscribe?token=${second}&lang=en`);
    expect(secondPage.body).toContain(`token=${second}`);
    expect(secondPage.body).not.toContain(first);
    expect(await statusOf("second.unsub@example.com")).toBe("pending");

    const action = /<form[^>]*action="([^"]+)"/.exec(secondPage.body)?.[1]?.replaceAll("&amp;", "&");
    expect(action).toBe(`/api/signups/unsubscribe?token=${second}&lang=en`);
    const sent = await t.app.inject({
      method: "POST",
      url: action!,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect([sent.statusCode, sent.headers.location]).toEqual([303, "/en/signup/unsubscribed"]);
    expect((await get("/en/signup/unsubscribed")).body).toContain("You will not receive any more e-mails about the product launch.");
    expect(await statusOf("second.unsub@example.com")).toBe("unsubscribed");
    expect(await statusOf("first.unsub@example.com")).toBe("pending");
  });

  it("an old confirmation link after unsubscribing says the address is still unsubscribed and offers to sign up again", async () => {
    const token = await signUp("changed.mind@example.com", "fr");
    expect((await open(`/api/signups/confirm?token=${token}&lang=fr`)).body).toContain("Inscription confirmée");
    const unsubscribed = await t.app.inject({ method: "POST", url: `/api/signups/unsubscribe?token=${token}&lang=fr` });
    expect([unsubscribed.statusCode, unsubscribed.headers.location]).toEqual([303, "/fr/signup/unsubscribed"]);

    const link = await get(`/api/signups/confirm?token=${token}&lang=fr`);
    expect([link.statusCode, link.headers.location]).toEqual([303, "/fr/signup/still-unsubscribed"]);
    const page = await get(String(link.headers.location));
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain("Inscription confirmée");
    expect(page.body).toContain("<title>Vous êtes toujours désinscrit | Atelier Lumen</title>");
    expect(page.body).toContain("S&#x27;inscrire à nouveau");
    expect(await statusOf("changed.mind@example.com")).toBe("unsubscribed");
    const en = await open(`/api/signups/confirm?token=${token}&lang=en`);
    expect(en.body).toContain("<title>You are still unsubscribed | Atelier Lumen</title>");
    expect(en.body).toContain("Sign up again");
  });
});
