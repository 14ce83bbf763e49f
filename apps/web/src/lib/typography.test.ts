import { describe, expect, it } from "vitest";
import { keepGuillemetsWithTheirWords } from "./typography";

describe("keepGuillemetsWithTheirWords", () => {
  it("makes the spaces inside guillemets no-break, around text and markup", () => {
    expect(keepGuillemetsWithTheirWords("<p>l'objet « Carrières ».</p>")).toBe("<p>l'objet «\u00a0Carrières\u00a0».</p>");
    expect(keepGuillemetsWithTheirWords("« <strong>Lumière Studio</strong>\n»")).toBe("«\u00a0<strong>Lumière Studio</strong>\u00a0»");
  });

  it("leaves other spaces and HTML without guillemets as they are", () => {
    const html = '<p class="a b">Une phrase : rien à changer ?</p>';
    expect(keepGuillemetsWithTheirWords(html)).toBe(html);
    expect(keepGuillemetsWithTheirWords("a «b» c")).toBe("a «b» c");
  });
});
