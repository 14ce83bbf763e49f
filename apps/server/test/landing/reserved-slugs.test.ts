// A landing page lives at /{lang}/{slug}, under every fixed page of the web app: each fixed first
// segment of its routes is a reserved slug, so no page is ever hidden behind a fixed route.
import { readFileSync } from "node:fs";
import path from "node:path";
import { RESERVED_SLUGS } from "@lumiere/validation";
import { expect, it } from "vitest";

it("reserves the first segment of every fixed route of the web app", () => {
  const tree = readFileSync(path.resolve(__dirname, "../../../web/src/routeTree.gen.ts"), "utf8");
  const segments = [...tree.matchAll(/fullPath: '\/\$lang\/([^/'$]+)/g)].map((m) => m[1] as string);
  expect(segments.length).toBeGreaterThan(8);
  for (const segment of new Set(segments)) expect(RESERVED_SLUGS.has(segment), segment).toBe(true);
});
