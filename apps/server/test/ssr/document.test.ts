// A rendered page is one HTML document: one doctype (standards mode), then the <html> element.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, type TestApp } from "../helpers/app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { ssr: true });
});
afterAll(async () => {
  await t?.close();
});

describe(`a rendered page's document (${dbLabel})`, () => {
  it("starts with a single doctype followed by the html element", async () => {
    for (const url of ["/en", "/fr/insights", "/en/no-such-page"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.body.match(/<!DOCTYPE html>/gi), url).toHaveLength(1);
      expect(res.body, url).toMatch(/^<!DOCTYPE html><html lang="(en|fr)"/);
    }
  });
});
