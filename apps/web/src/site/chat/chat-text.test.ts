import { describe, expect, it } from "vitest";
import { parseChatText, safeHref } from "./chat-text";

describe("parseChatText", () => {
  it("turns Markdown links to site pages into links", () => {
    expect(parseChatText("Read [Computer Vision](/en/insights/computer-vision) now.")).toEqual([
      { type: "text", text: "Read " },
      { type: "link", text: "Computer Vision", href: "/en/insights/computer-vision", external: false },
      { type: "text", text: " now." },
    ]);
  });

  it("keeps line breaks and bold text", () => {
    expect(parseChatText("**Hello**\nworld")).toEqual([
      { type: "text", text: "Hello", bold: true },
      { type: "break" },
      { type: "text", text: "world" },
    ]);
  });

  it("opens http(s) links as external links", () => {
    expect(parseChatText("[Docs](https://example.com/a)")).toEqual([
      { type: "link", text: "Docs", href: "https://example.com/a", external: true },
    ]);
  });

  it("never makes a link of javascript:, data: or protocol-relative targets", () => {
    for (const href of ["javascript:alert(1)", "data:text/html,x", "//evil.example", "vbscript:x"]) {
      expect(parseChatText(`[click](${href})`)).toEqual([{ type: "text", text: "click" }]);
    }
  });

  it("leaves HTML as plain text (React escapes it)", () => {
    expect(parseChatText('<img src=x onerror="alert(1)">')).toEqual([{ type: "text", text: '<img src=x onerror="alert(1)">' }]);
  });
});

describe("safeHref", () => {
  it("accepts site paths and web URLs only", () => {
    expect(safeHref("/fr/contact")).toEqual({ href: "/fr/contact", external: false });
    expect(safeHref("http://x.test/")).toEqual({ href: "http://x.test/", external: true });
    expect(safeHref("mailto:a@b.c")).toBeNull();
    expect(safeHref("/\\evil.example")).toBeNull();
  });
});
