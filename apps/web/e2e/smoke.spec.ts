import { expect, test } from "./support/fixtures";

test("home page renders and hydrates without console errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") errors.push(m.text());
  });
  await page.goto("/en");
  await expect(page.locator("h1").first()).toHaveText("Riding the Cutting-Edge AI Technology");
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});
