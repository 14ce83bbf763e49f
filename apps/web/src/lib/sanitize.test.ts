import { describe, expect, it } from "vitest";
import { sanitizeForDisplay } from "./sanitize";

// The policy itself is tested with a real DOMPurify in packages/validation (html.test.ts).
describe("sanitizeForDisplay", () => {
  it("returns the HTML unchanged before the sanitiser is loaded (hydration shows the server's sanitised HTML)", () => {
    expect(sanitizeForDisplay("<p>Hi</p>")).toBe("<p>Hi</p>");
  });

  it("shows the content escaped when sanitising fails", () => {
    const broken = {
      sanitize: () => {
        throw new Error("boom");
      },
    };
    expect(sanitizeForDisplay("<b>x</b>", broken)).toBe("&lt;b&gt;x&lt;/b&gt;");
  });
});
