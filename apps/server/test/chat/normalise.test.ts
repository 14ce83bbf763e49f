// The clean-up of a visitor's message before Aya reads it: the question stays, the noise goes.
import { describe, expect, it } from "vitest";
import { normaliseMessage } from "../../src/domain/chat/understanding/normalise";

const clean = (s: string) => normaliseMessage(s).text;

describe("normaliseMessage", () => {
  it("strips HTML tags, scripts and entities", () => {
    expect(clean("<b>Where is your office?</b><script>alert('x')</script>")).toBe("Where is your office?");
    expect(clean("<p>Vos horaires &amp; jours d&#39;ouverture ?</p>")).toBe("Vos horaires & jours d'ouverture ?");
  });

  it("strips Markdown, code fences and backticks", () => {
    expect(clean("**what** are your _hours_?")).toMatch(/^what are your hours ?\?$/);
    expect(clean("```js\nconsole.log(1)\n``` `where` are you based")).toMatch(/where are you based$/);
    expect(clean("see [our page](https://example.com/x) please")).toBe("see our page please");
  });

  it("strips SQL-like noise but keeps English that only looks like it", () => {
    expect(clean("SELECT * FROM users WHERE 1=1; -- what are your hours")).toBe("what are your hours");
    expect(clean("'; DROP TABLE leads;-- où sont vos bureaux ?")).toBe("où sont vos bureaux ?");
    expect(clean("1' OR '1'='1 UNION SELECT password FROM admins -- team size?")).toBe("1 team size?");
    expect(clean("Can I select a service from your list?")).toBe("Can I select a service from your list?");
  });

  it("strips links, JSON keys and emoji, keeps accents in the text and folds them in `folded`", () => {
    expect(clean('{"message": "where is your office"} 🙂🙏 https://evil.example/x')).toBe("where is your office");
    expect(normaliseMessage("Où êtes-vous situés ? 🏢").folded).toBe("ou etes vous situes");
  });

  it("leaves nothing of a message that is only noise", () => {
    expect(clean("<script>alert(1)</script>")).toBe("");
    expect(clean("DROP TABLE users;")).toBe("");
  });
});
