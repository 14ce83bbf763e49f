import { expect, test } from "./support/fixtures";
import { failedResource, failProcedure, LANGS, open, STRINGS, watchConsole } from "./support/site";

for (const lang of LANGS) {
  const s = STRINGS[lang];

  test.describe(`Aya, the chat widget (${lang})`, () => {
    test("welcome, Enter sends, typing indicator, reply; Shift+Enter and empty messages do not send", async ({ page }) => {
      const problems = watchConsole(page);
      const sent: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("chat.send")) sent.push(r.postData() ?? "");
      });
      await open(page, `/${lang}/technology`);
      await page.getByRole("button", { name: s.chatOpen }).click();
      const chat = page.getByRole("dialog", { name: "Aya" });
      await expect(chat).toBeVisible();
      const box = await chat.boundingBox();
      expect(box?.width).toBe(320);
      expect(box?.height).toBe(384);
      await expect(chat.getByRole("log")).toContainText(s.welcome);

      const input = chat.getByPlaceholder(s.typeMessage);
      await expect(input).toBeFocused();
      await input.press("Enter");
      await input.fill("   ");
      await input.press("Enter");
      await input.fill(lang === "en" ? "What do you do in computer vision?" : "Que faites-vous en vision par ordinateur ?");
      await input.press("Shift+Enter");
      expect(sent).toEqual([]);

      await page.route("**/trpc/chat.send**", async (route) => {
        await new Promise((r) => setTimeout(r, 700));
        await route.continue();
      });
      await input.press("Enter");
      await expect(chat.getByText(s.typing)).toBeVisible();
      await expect(input).toBeDisabled();
      const reply = chat.locator('.chat-msg[data-role="assistant"]').nth(1);
      await expect(reply).not.toBeEmpty({ timeout: 15_000 });
      await expect(chat.getByText(s.typing)).toBeHidden();
      await expect(input).toBeEnabled();
      expect(sent).toHaveLength(1);
      const body = JSON.parse(sent[0] ?? "{}") as Record<string, { sessionId?: string; lang?: string }>;
      const payload = body["0"] ?? (body as unknown as { sessionId?: string; lang?: string });
      expect(payload.sessionId).toMatch(/^session_\d{13}[a-z0-9]{9}$/);
      expect(payload.lang).toBe(lang);
      // Markdown links in a reply are real links to the site.
      const links = reply.getByRole("link");
      if ((await links.count()) > 0) await expect(links.first()).toHaveAttribute("href", new RegExp(`^/${lang}`));

      // A reply longer than the window is shown from its first line, not scrolled to its end.
      await input.fill(lang === "en" ? "How much does a project cost?" : "Combien coûte un projet ?");
      await input.press("Enter");
      const long = chat.locator('.chat-msg[data-role="assistant"]').nth(2);
      await expect(long).not.toBeEmpty({ timeout: 15_000 });
      const { replyTop, logTop, overflows } = await long.evaluate((el: HTMLElement) => {
        const log = el.parentElement as HTMLElement;
        return {
          replyTop: el.getBoundingClientRect().top,
          logTop: log.getBoundingClientRect().top,
          overflows: el.offsetHeight > log.clientHeight / 2,
        };
      });
      expect(overflows).toBe(true);
      expect(replyTop).toBeGreaterThanOrEqual(logTop);
      expect(problems).toEqual([]);
    });

    test("shows the error message in the visitor's language when the server fails", async ({ page }) => {
      const problems = watchConsole(page, [failedResource(500), /Aya could not answer/]);
      await open(page, `/${lang}`);
      await failProcedure(page, "chat.send");
      await page.getByRole("button", { name: s.chatOpen }).click();
      const chat = page.getByRole("dialog", { name: "Aya" });
      const input = chat.getByPlaceholder(s.typeMessage);
      await input.fill("Hello");
      await input.press("Enter");
      await expect(chat.locator('.chat-msg[data-kind="error"]')).toHaveText(s.chatError);
      await expect(input).toBeEnabled();
      expect(problems).toEqual([]);
    });
  });
}

test("the window closes with Escape and gives focus back to the button", async ({ page }) => {
  await open(page, "/en/about");
  await page.getByRole("button", { name: STRINGS.en.chatOpen }).click();
  await expect(page.getByRole("dialog", { name: "Aya" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Aya" })).toBeHidden();
  await expect(page.getByRole("button", { name: STRINGS.en.chatOpen })).toBeFocused();
});
