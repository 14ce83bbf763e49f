import { describe, expect, it } from "vitest";
import { escapeHtml, sanitizeForDisplay } from "./sanitize";

describe("sanitizeForDisplay", () => {
  it("returns the HTML unchanged before the sanitiser is loaded (hydration shows the server's sanitised HTML)", () => {
    expect(sanitizeForDisplay("<p>Hi</p>", null)).toBe("<p>Hi</p>");
  });

  it("passes the HTML through DOMPurify with the server's rules once it is loaded", () => {
    const calls: unknown[][] = [];
    const purify = {
      sanitize: (...args: unknown[]) => {
        calls.push(args);
        return "<p>clean</p>";
      },
    };
    expect(sanitizeForDisplay("<p onclick=x>dirty</p>", purify)).toBe("<p>clean</p>");
    expect(calls).toEqual([["<p onclick=x>dirty</p>", { FORBID_TAGS: ["style", "form"], FORBID_ATTR: ["style"] }]]);
  });

  it("shows the content escaped when sanitising fails", () => {
    const broken = {
      sanitize: () => {
        throw new Error("boom");
      },
    };
    expect(sanitizeForDisplay("<b>x</b>", broken)).toBe("&lt;b&gt;x&lt;/b&gt;");
  });

  it("escapes the five HTML characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
