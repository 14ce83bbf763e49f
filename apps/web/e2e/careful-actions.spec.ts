// Careful actions and the admin's address: a delete, an unpublish or a restore asks first (Cancel changes
// nothing), a delete that can be taken back offers Undo (the row is back after a reload), and the
// section, tab, page and search survive a reload, back/forward and the language switch.
import { expect, type Page, test } from "./support/fixtures";
import { adminJourney } from "./admin-journey";
import { toast } from "./admin-support";
import { axeViolations } from "./support/axe";

const journey = adminJourney();
let page: Page;
test.beforeAll(() => {
  page = journey.page;
});

const pad = (i: number) => String(i).padStart(2, "0");
const REDIRECTS = 30;
const ARTICLE = "Careful article";
const TOPIC = "Bicycle parking";
const VERSIONED = { title_en: "Versioned article", title_fr: "Article versionné", content_fr: "<p>Corps.</p>" };

/** Calls admin procedures in one batched request, as the admin's client does. */
async function batch(procedure: string, inputs: unknown[]): Promise<Array<{ result: { data: { id?: number } } }>> {
  const res = await page.request.post(`/trpc/${inputs.map(() => procedure).join(",")}?batch=1`, {
    headers: { origin: journey.server.url },
    data: Object.fromEntries(inputs.map((v, i) => [String(i), v])),
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** axe-core's findings in the open dialog. */
const axeDialog = () => axeViolations(page, { include: '[role="dialog"]' });

const search = (p: Page) => new URL(p.url()).searchParams;
const redirectRows = () => page.getByTestId("redirect-row");

test("sign in, with an article, a knowledge entry and a page and more of redirects", async () => {
  await page.goto("/en/admin/login");
  await journey.signIn();
  await batch("admin.articles.create", [
    { title_en: ARTICLE, title_fr: "Article prudent", content_en: "<p>Body.</p>", content_fr: "<p>Corps.</p>" },
  ]);
  // Saved twice: its first version can be restored.
  const [created] = await batch("admin.articles.create", [{ ...VERSIONED, content_en: "<p>First words.</p>" }]);
  await batch("admin.articles.update", [{ ...VERSIONED, content_en: "<p>Second words.</p>", id: created?.result.data.id }]);
  await batch("admin.knowledge.create", [
    {
      topic: TOPIC,
      questions_en: "Where can I leave my bike?",
      questions_fr: "Où laisser mon vélo ?",
      answer_en: "Racks by the front door.",
      answer_fr: "Des arceaux devant l’entrée.",
      pageId: "contact",
      enabled: true,
    },
  ]);
  await batch(
    "admin.redirects.create",
    Array.from({ length: REDIRECTS }, (_, i) => ({ fromPath: `/en/old-${pad(i)}`, toPath: `/en/insights/new-${pad(i)}` })),
  );
});

test("deleting an article asks first, naming it; Cancel changes nothing, Delete deletes", async () => {
  await journey.openSection("Articles");
  const row = page.getByTestId("article-row").filter({ hasText: ARTICLE });
  await row.getByRole("button", { name: `Delete “${ARTICLE}”` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete “${ARTICLE}”?` });
  await expect(dialog).toContainText("This cannot be undone.");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  expect(await axeDialog()).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(row).toHaveCount(1);

  await row.getByRole("button", { name: `Delete “${ARTICLE}”` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Article deleted successfully")).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("article-row").first()).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("unpublishing a language asks first, naming the article; Cancel changes nothing, Unpublish takes it off the site", async () => {
  const title = "Seasonal article";
  const [created] = await batch("admin.articles.create", [
    { title_en: title, title_fr: "Article saisonnier", content_en: "<p>Body.</p>", content_fr: "<p>Corps.</p>" },
  ]);
  const { slug_en, slug_fr } = (created?.result.data ?? {}) as { slug_en?: string; slug_fr?: string };
  const french = `/fr/insights/${slug_fr}`;
  await page.goto(`/en/admin?section=articles&q=${encodeURIComponent(title)}`);
  await page
    .getByTestId("article-row")
    .filter({ hasText: title })
    .getByRole("button", { name: `Edit “${title}”` })
    .click();
  const unpublishFrench = page.getByRole("button", { name: "Unpublish the French version" });
  await unpublishFrench.click();
  const dialog = page.getByRole("dialog", { name: `Unpublish “${title}” in French?` });
  await expect(dialog).toContainText("Visitors will no longer see its French version.");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  expect(await axeDialog()).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  expect((await page.request.get(french)).status()).toBe(200);

  await unpublishFrench.click();
  await dialog.getByRole("button", { name: "Unpublish", exact: true }).click();
  await expect(toast(page, "Article unpublished")).toBeVisible();
  await expect(unpublishFrench).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Unpublish the English version" })).toBeVisible();
  expect((await page.request.get(french)).status()).toBe(404);
  expect((await page.request.get(`/en/insights/${slug_en}`)).status()).toBe(200);
});

test("a deleted redirect comes back with Undo, and is still there after a reload", async () => {
  await page.goto("/en/admin?section=pages&tab=redirects&q=old-07");
  await expect(redirectRows()).toHaveCount(1);
  await page.getByRole("button", { name: "Delete the redirect from /en/old-07" }).click();
  // No question: the toast offers the way back.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const deleted = toast(page, "Redirect from /en/old-07 deleted");
  await expect(deleted).toBeVisible();
  await expect(page.getByText("No redirects match this search.")).toBeVisible();
  await deleted.getByRole("button", { name: "Undo" }).click();
  await expect(toast(page, "Redirect restored")).toBeVisible();
  await expect(redirectRows()).toHaveCount(1);
  await page.reload();
  await expect(redirectRows()).toHaveCount(1);
  await expect(redirectRows().first()).toContainText("/en/insights/new-07");
});

test("the section, tab, page and search survive a reload, back/forward and the language switch", async () => {
  await page.goto("/en/admin?section=pages&tab=redirects");
  await expect(page.getByRole("tab", { name: "Redirects" })).toHaveAttribute("aria-selected", "true");
  await expect(redirectRows()).toHaveCount(25);
  await page.getByRole("navigation", { name: "Pages" }).getByRole("button", { name: "Page 2" }).click();
  await expect(redirectRows()).toHaveCount(REDIRECTS - 25);
  expect(search(page).get("page")).toBe("2");
  await page.reload();
  await expect(redirectRows()).toHaveCount(REDIRECTS - 25);
  await expect(page.getByRole("tab", { name: "Redirects" })).toHaveAttribute("aria-selected", "true");

  // Back returns to page 1, forward to page 2.
  await page.goBack();
  await expect(redirectRows()).toHaveCount(25);
  await page.goForward();
  await expect(redirectRows()).toHaveCount(REDIRECTS - 25);

  await page.getByRole("searchbox", { name: "Search redirects" }).fill("old-1");
  await expect(redirectRows()).toHaveCount(10);
  await expect.poll(() => search(page).get("q")).toBe("old-1");
  expect(search(page).get("page")).toBeNull();

  // The language switch keeps all of it.
  await page.getByRole("banner").getByText("FR", { exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/admin\?/);
  await expect(page.getByRole("tab", { name: "Redirections" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("searchbox", { name: "Rechercher des redirections" })).toHaveValue("old-1");
  await expect(redirectRows()).toHaveCount(10);
  expect(Object.fromEntries(search(page))).toEqual({ section: "pages", tab: "redirects", q: "old-1" });

  // Another section starts afresh; Back comes back to the search.
  await page
    .getByRole("navigation", { name: "Sections d'administration" })
    .getByRole("button", { name: /^Articles/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Articles" })).toBeVisible();
  expect(Object.fromEntries(search(page))).toEqual({ section: "articles" });
  await page.goBack();
  await expect(page.getByRole("searchbox", { name: "Rechercher des redirections" })).toHaveValue("old-1");
  await expect(redirectRows()).toHaveCount(10);
});

test("a lead list's search and status come from the address and survive a reload", async () => {
  const contact = { firstName: "Élodie", lastName: "Durand", email: "elodie@example.com", subject: "project", message: "A chatbot." };
  expect((await page.request.post("/api/contact", { data: contact, headers: { origin: journey.server.url } })).ok()).toBe(true);
  await page.goto("/en/admin?section=contacts&q=Durand&status=new");
  await expect(page.getByRole("searchbox", { name: "Search", exact: true })).toHaveValue("Durand");
  await expect(page.getByRole("combobox", { name: "Status", exact: true })).toHaveValue("New");
  await expect(page.getByTestId("lead-row")).toHaveCount(1);
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill("nobody-like-this");
  await expect(page.getByText("No leads match these filters.")).toBeVisible();
  await expect.poll(() => search(page).get("q")).toBe("nobody-like-this");
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search", exact: true })).toHaveValue("nobody-like-this");
  await expect(page.getByText("No leads match these filters.")).toBeVisible();
  // A status this list does not have is no filter.
  await page.goto("/en/admin?section=contacts&status=bogus");
  await expect(page.getByTestId("lead-row")).toHaveCount(1);
});

test("an address the admin does not know opens the defaults, never an error page", async () => {
  await page.goto("/fr/admin?section=nowhere&page=-4&tab=%7B%7D&q=%5B1%5D");
  await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
  await page.goto("/en/admin?section=pages&tab=nowhere&page=999");
  await expect(page.getByRole("tab", { name: "Pages" })).toHaveAttribute("aria-selected", "true");
  // A page past the last opens the last.
  await expect(page.getByRole("button", { name: "Edit page home" })).toBeVisible();
});

test("in French: a knowledge entry's delete can be undone; restoring a version asks first", async () => {
  // Searched for from the address: the entry put back by Undo is the last of the order.
  await page.goto(`/fr/admin?section=ai-settings&tab=knowledge&q=${encodeURIComponent(TOPIC)}`);
  await expect(page.getByRole("searchbox", { name: "Rechercher dans les connaissances" })).toHaveValue(TOPIC);
  const row = page.getByRole("row").filter({ hasText: TOPIC });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: `Supprimer ${TOPIC}` }).click();
  const deleted = toast(page, `Entrée de connaissance « ${TOPIC} » supprimée`);
  await expect(deleted).toBeVisible();
  await expect(row).toHaveCount(0);
  await deleted.getByRole("button", { name: "Annuler" }).click();
  await expect(toast(page, "Entrée de connaissance rétablie")).toBeVisible();
  await page.reload();
  await expect(row).toHaveCount(1);
  // The French admin reads the French answer.
  await expect(row).toContainText("Des arceaux devant l’entrée.");

  await page.goto("/fr/admin?section=versions");
  await page.getByRole("combobox", { name: "Page ou article" }).click();
  await page.getByRole("option", { name: VERSIONED.title_fr }).click();
  await page
    .getByRole("button", { name: /^Restaurer la version/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: /^Restaurer la version \d+\s\?$/ });
  await expect(dialog).toContainText("est publiée aussitôt");
  expect(await axeDialog()).toEqual([]);
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await page.getByRole("combobox", { name: "Page ou article" }).click();
  await page.getByRole("option", { name: VERSIONED.title_fr }).click();
  await expect(page.getByTestId("version")).toHaveCount(2);
  await expect(page.getByTestId("version").first()).not.toContainText("Restaurée");
});

test("a screen that cannot load says so in the admin's language, with a reload", async ({ browser }) => {
  // A context of its own: the journey's watches every failed request as a problem.
  const context = await browser.newContext({ baseURL: journey.server.url, storageState: await page.context().storageState() });
  try {
    const other = await context.newPage();
    // The section's code is gone (a deploy replaced it while the admin was open).
    await other.route(/\/assets\/media-section-[^/]+\.js$/, (route) => route.abort());
    await other.goto("/fr/admin?section=media");
    await expect(other.getByRole("heading", { level: 1, name: "L'administration n'a pas pu s'afficher" })).toBeVisible();
    await other.unroute(/\/assets\/media-section-[^/]+\.js$/);
    await other.getByRole("button", { name: "Recharger" }).click();
    await expect(other.getByRole("heading", { level: 1, name: "Médiathèque" })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("no page errors and no unexpected console errors on the way", () => {
  expect(journey.problems).toEqual([]);
});
