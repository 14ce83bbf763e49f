import { readFileSync } from "node:fs";
import { expect, test } from "./support/fixtures";

// What the browser really downloads on a first visit to /en (the build-time check is
// scripts/check-bundle.mjs): at most 120 KB of JavaScript as received (the encoded bytes on the
// wire, brotli as served; DESIGN §7), and no admin chunk.
const chunkModules = JSON.parse(readFileSync(new URL("../dist/client/.vite/chunk-modules.json", import.meta.url), "utf8")) as Record<
  string,
  string[]
>;
const isAdminChunk = (file: string) =>
  (chunkModules[file] ?? []).some((id) => /(^|\/)src\/admin\/|catalogs\/admin\/|src\/routes\/(\$lang\/)?admin\/.*\?tsr-split/.test(id));

test("the first load of /en stays within the JavaScript budget and fetches no admin code", async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on("response", async (res) => {
    const url = new URL(res.url());
    if (!url.pathname.endsWith(".js")) return;
    scripts.set(url.pathname.slice(1), (await res.request().sizes()).responseBodySize);
  });
  await page.goto("/en");
  await page.locator("html[data-hydrated]").waitFor();
  await page.waitForLoadState("networkidle");
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  console.log(`/en loaded ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB as received`);
  expect(total).toBeLessThanOrEqual(120 * 1024);
  expect([...scripts.keys()].filter(isAdminChunk)).toEqual([]);
});
