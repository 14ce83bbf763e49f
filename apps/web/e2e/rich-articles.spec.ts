// Rich articles from the editor to the site: a picture is refused until it has alt text in the
// article's language, the toolbar and a paste from Google Docs write Markdown, and the published
// article shows its heading, list, link, picture and quote in both languages, passing axe.
import { expect, type Locator, type Page, test } from "./support/fixtures";
import { adminJourney } from "./admin-journey";
import { noisePng, toast } from "./admin-support";
import { axeViolations } from "./support/axe";

const journey = adminJourney();
let page: Page;
test.beforeAll(() => {
  page = journey.page;
});

const TITLE = "Reading shelves with vision";
let pictureUrl = "";

async function axe(where: string): Promise<string[]> {
  return (await axeViolations(page)).map((v) => `${where} ${v}`);
}

/** Puts the caret at the end of a language's text and returns its textarea. */
async function textOf(form: Locator, label: string): Promise<Locator> {
  const area = form.getByRole("textbox", { name: label, exact: true });
  await area.focus();
  await area.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.length, el.value.length));
  return area;
}

test("sign in with a picture in the Media Library", async () => {
  await page.goto("/en/admin/login");
  await journey.signIn();
  const upload = await page.request.post("/api/admin/media/upload", {
    multipart: { file: { name: "shelf-camera.png", mimeType: "image/png", buffer: noisePng(1200, 800) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  pictureUrl = ((await upload.json()) as { url: string }).url;
});

test("the editor refuses a picture without alt text in the article's language", async () => {
  await journey.openSection("Articles");
  await page.getByRole("button", { name: "Create Article" }).click();
  const form = page.getByRole("region", { name: "New Article" });
  await form
    .getByRole("toolbar", { name: "English text formatting" })
    .getByRole("button", { name: "Picture from the Media Library" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Insert a picture from the Media Library" });
  await dialog.getByRole("button", { name: "Insert shelf-camera.png" }).click();
  await expect(dialog.getByTestId("picture-refused")).toContainText("has no English alt text");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(form.getByRole("textbox", { name: "English content", exact: true })).toHaveValue("");
  await form.getByRole("button", { name: "Cancel" }).click();
});

test("alt text is written in both languages in the Media Library", async () => {
  await journey.openSection("Media Library");
  await page.getByRole("button", { name: "Add alt text: shelf-camera.png" }).click();
  const dialog = page.getByRole("dialog", { name: "Alt text: shelf-camera.png" });
  await dialog.getByRole("textbox", { name: "English alt text" }).fill("A camera above a supermarket shelf");
  await dialog.getByRole("textbox", { name: "French alt text" }).fill("Une caméra au-dessus d’un rayon de supermarché");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Alt text saved")).toBeVisible();
  await expect(page.getByRole("button", { name: "Alt text: shelf-camera.png" })).toBeVisible();
});

test("the toolbar, a picture and a paste from Google Docs write the article's Markdown", async () => {
  await journey.openSection("Articles");
  await page.getByRole("button", { name: "Create Article" }).click();
  const form = page.getByRole("region", { name: "New Article" });
  await form.getByLabel("English title").fill(TITLE);
  await form.getByLabel("French title").fill("Lire les rayons par la vision");
  await form.getByLabel("English excerpt").fill("Cameras that count.");
  await form.getByLabel("French excerpt").fill("Des caméras qui comptent.");

  const en = form.getByRole("toolbar", { name: "English text formatting" });
  await (await textOf(form, "English content")).fill("What we built");
  await (await textOf(form, "English content")).evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, el.value.length));
  await en.getByRole("button", { name: "Heading" }).click();
  await expect(form.getByRole("textbox", { name: "English content", exact: true })).toHaveValue("# What we built");
  await (await textOf(form, "English content")).pressSequentially(
    "\n\n- Counts every shelf\n- Alerts the team\n\nRead [the study](https://example.org/study).\n\n> It paid for itself in a month.",
  );
  await textOf(form, "English content");
  await en.getByRole("button", { name: "Picture from the Media Library" }).click();
  await page
    .getByRole("dialog", { name: "Insert a picture from the Media Library" })
    .getByRole("button", { name: "Insert shelf-camera.png" })
    .click();
  await expect(form.getByRole("textbox", { name: "English content", exact: true })).toHaveValue(
    new RegExp(`!\\[A camera above a supermarket shelf\\]\\(${pictureUrl.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\)`),
  );

  // French: pasted from a Google Docs document (its HTML clipboard), then a picture and a quote.
  const fr = await textOf(form, "French content");
  await fr.evaluate((el: HTMLTextAreaElement) => {
    const data = new DataTransfer();
    data.setData(
      "text/html",
      '<meta charset="utf-8"><b style="font-weight:normal" id="docs-internal-guid-1"><h1 dir="ltr"><span style="font-size:20pt">Ce que nous avons construit</span></h1><ul><li dir="ltr"><p dir="ltr"><span>Compte chaque rayon</span></p></li><li dir="ltr"><p dir="ltr"><span>Alerte l’équipe</span></p></li></ul><p dir="ltr"><span>Lire </span><a href="https://example.org/etude"><span>l’étude</span></a><span>.</span></p></b>',
    );
    data.setData("text/plain", "Ce que nous avons construit");
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(fr).toHaveValue(
    /^# Ce que nous avons construit\n\n- Compte chaque rayon\n- Alerte l’équipe\n\nLire \[l’étude\]\(https:\/\/example\.org\/etude\)\.$/,
  );
  await (await textOf(form, "French content")).pressSequentially("\n\n> Rentabilisé en un mois.");
  await textOf(form, "French content");
  await form
    .getByRole("toolbar", { name: "French text formatting" })
    .getByRole("button", { name: "Picture from the Media Library" })
    .click();
  await page
    .getByRole("dialog", { name: "Insert a picture from the Media Library" })
    .getByRole("button", { name: "Insert shelf-camera.png" })
    .click();

  // The live preview is the server's rendering, as the site will show it.
  const preview = form.getByTestId("article-preview").first();
  await expect(preview.locator("h2")).toHaveText("What we built");
  await expect(preview.locator("li")).toHaveText(["Counts every shelf", "Alerts the team"]);
  await expect(preview.locator("img")).toHaveAttribute("alt", "A camera above a supermarket shelf");

  await form.getByRole("button", { name: "Publish now" }).click();
  await expect(toast(page, "Article created successfully")).toBeVisible();
});

for (const lang of ["en", "fr"] as const) {
  test(`the published article shows its rich text as typed (${lang}) and passes axe`, async () => {
    const list = await page.request.get(`/api/articles?lang=${lang}`);
    const article = ((await list.json()) as Array<{ title_en: string; slug_en: string; slug_fr: string }>).find(
      (a) => a.title_en === TITLE,
    );
    expect(article).toBeDefined();
    await page.goto(`/${lang}/insights/${lang === "en" ? article?.slug_en : article?.slug_fr}`);
    await page.locator("html[data-hydrated]").waitFor();
    const body = page.locator(".article-content .prose");
    const fr = lang === "fr";
    await expect(body.locator("h2")).toHaveText(fr ? "Ce que nous avons construit" : "What we built");
    await expect(body.locator("ul li")).toHaveText(
      fr ? ["Compte chaque rayon", "Alerte l’équipe"] : ["Counts every shelf", "Alerts the team"],
    );
    const link = body.getByRole("link", { name: fr ? "l’étude" : "the study" });
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(body.locator("blockquote")).toHaveText(fr ? "Rentabilisé en un mois." : "It paid for itself in a month.");
    const img = body.locator("img");
    await expect(img).toHaveAttribute("alt", fr ? "Une caméra au-dessus d’un rayon de supermarché" : "A camera above a supermarket shelf");
    await expect(img).toHaveAttribute("srcset", /-960w\.webp 960w/);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(await axe(`/${lang}/insights (rich article)`)).toEqual([]);
  });
}

test("a page without a picture of its own shares the default social picture of Settings → SEO", async () => {
  await page.goto("/en/admin?section=settings");
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("combobox", { name: "Default social picture" }).click();
  await page.getByRole("option", { name: "shelf-camera.png" }).click();
  await page.getByRole("button", { name: "Save SEO Settings" }).click();
  await expect(toast(page, "Settings saved successfully")).toBeVisible();
  const html = await (await page.request.get("/fr/about")).text();
  const social = pictureUrl.replace(/\.png$/, "-social.jpg");
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="https?://[^"]+${social.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}"`));
  expect(html).toContain('<meta property="og:image:width" content="1200"');
});

test("no page error or unexpected console error", () => {
  expect(journey.problems).toEqual([]);
});
