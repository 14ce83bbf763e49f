import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { escapeHtml, type Purifier, sanitizeHtml } from "./html";

const purifier = createDOMPurify(new JSDOM("").window as unknown as Parameters<typeof createDOMPurify>[0]) as Purifier;

describe("sanitizeHtml (the one policy of page HTML)", () => {
  it("removes scripts, inline handlers, javascript: URLs, forms and styles and keeps the rest", () => {
    const html = sanitizeHtml(
      purifier,
      `<h2>Title</h2><p>Safe <a href="/en/about">link</a></p><script>alert(1)</script><img src="x.png" onerror="alert(2)" alt=""><a href="javascript:alert(3)">bad</a><form action="/x"></form><style>p{}</style><p style="color:red">styled</p>`,
    );
    expect(html).toContain('<h2>Title</h2><p>Safe <a href="/en/about">link</a></p>');
    expect(html).toContain('<img src="x.png" alt="">');
    expect(html).toContain("<p>styled</p>");
    expect(html).not.toMatch(/<script|onerror|javascript:|<form|<style|style=/i);
  });

  it("removes handlers hidden behind slashes and unquoted values", () => {
    expect(sanitizeHtml(purifier, `<img/src="x.png"/onload=alert(1)><div/onclick='x()'>a</div>`)).not.toMatch(/onload|onclick/i);
  });

  it("keeps the designed blocks editors use (cards, timeline, figures, quote)", () => {
    const blocks = `<ul class="cards"><li><h3>A</h3></li></ul><ol class="timeline"><li>B</li></ol><blockquote class="quote"><p>C</p></blockquote>`;
    expect(sanitizeHtml(purifier, blocks)).toBe(blocks);
  });

  it("shows the content escaped when the sanitiser fails, never raw", () => {
    const broken: Purifier = {
      sanitize: () => {
        throw new Error("no DOM");
      },
    };
    expect(sanitizeHtml(broken, `<b onclick="x">'&'</b>`)).toBe("&lt;b onclick=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;");
    expect(escapeHtml("plain")).toBe("plain");
  });
});
