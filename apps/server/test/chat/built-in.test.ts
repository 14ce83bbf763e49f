// The built-in engine's text handling, without a database: word limits that never cut a link,
// answer composition within any max length, intent and language detection, HTML stripping.
import { describe, expect, it } from "vitest";
import { composeAnswer, limitWords, wordCount } from "../../src/domain/chat/built-in";
import { asksOpen, detectLanguage, isFollowUp, onlyConsultation, smallTalk, wantsConsultation } from "../../src/domain/chat/intent";
import { pathFor } from "../../src/domain/chat/retrieve";
import { htmlToSections, splitSentences } from "../../src/domain/chat/text";

const LINK = /\[[^\]]*\]\([^)\s]*\)/g;

describe("limitWords", () => {
  it("returns short text unchanged", () => {
    expect(limitWords("Three short words.", 3)).toBe("Three short words.");
  });

  it("never cuts inside a Markdown link: keeps it whole or leaves it out", () => {
    const text = "See our [computer vision for quality inspection](/en/insights/cv) page for the details.";
    for (let max = 1; max <= wordCount(text); max++) {
      const out = limitWords(text, max);
      expect(wordCount(out)).toBeLessThanOrEqual(max);
      const opened = (out.match(/\[/g) ?? []).length;
      expect(out.match(LINK)?.length ?? 0).toBe(opened);
    }
    expect(limitWords(text, 4)).toBe("See our…");
    expect(limitWords(text, 8)).toBe("See our [computer vision for quality inspection](/en/insights/cv) page…");
    expect(limitWords(text, 6)).toBe("See our…");
  });

  it("ends on a whole sentence when that keeps most of the text", () => {
    expect(limitWords("One two three four five. Six seven eight nine ten.", 7)).toBe("One two three four five.");
    expect(limitWords("One two. Three four five six seven eight nine ten.", 7)).toBe("One two. Three four five six seven…");
  });
});

const article = {
  kind: "article" as const,
  title: "Computer Vision for Quality Inspection on the Production Line",
  path: "/en/insights/computer-vision-for-quality-inspection-on-the-production-line",
  score: 10,
  coverage: 1,
  sentences: [
    "Deep learning has made automated visual inspection far more flexible than traditional machine vision.",
    "Models learn what a good part looks like from examples.",
  ],
  ranked: [],
};
const home = { ...article, kind: "page" as const, title: "Home", path: "/en", score: 7 };

describe("composeAnswer", () => {
  it("quotes the best passage, links it and the close runners-up", () => {
    const answer = composeAnswer({ lang: "en", passages: [article, home], consultation: false, maxLength: 150 });
    // Short link labels: the article's title up to five words, the page by its name; one "see also".
    expect(answer).toBe(
      `Here is what our article [Computer Vision for Quality Inspection](${article.path}) says: ${article.sentences.join(" ")}\n\nSee also: [home page](/en).`,
    );
  });

  it("writes French in French, with the home page named as such", () => {
    const answer = composeAnswer({
      lang: "fr",
      passages: [{ ...home, path: "/fr", title: "Accueil" }],
      consultation: true,
      maxLength: 150,
    });
    expect(answer).toMatch(/^Voici ce qu'en dit notre \[page d'accueil\]\(\/fr\) : /);
    expect(answer).toMatch(/consultation gratuite et sans engagement/);
    expect(answer).toContain("[page contact](/fr/contact)");
    expect(answer).toMatch(/sous 24 heures\.$/);
  });

  it("stays within every max length from 10 to 200 words and always keeps a whole link", () => {
    for (const consultation of [false, true]) {
      for (let max = 10; max <= 200; max++) {
        const answer = composeAnswer({ lang: "en", passages: [article, home], consultation, maxLength: max });
        expect(wordCount(answer), `${max}: ${answer}`).toBeLessThanOrEqual(max);
        expect(answer.match(LINK)?.length ?? 0, answer).toBeGreaterThan(0);
        expect((answer.match(/\[/g) ?? []).length).toBe(answer.match(LINK)?.length);
        expect(answer).not.toMatch(/:\s*$/);
      }
    }
  });

  it("says honestly that nothing matched and links the contact page", () => {
    expect(composeAnswer({ lang: "en", passages: [], consultation: false, maxLength: 150 })).toMatch(
      /^I couldn't find anything about that on our site.*\[contact us\]\(\/en\/contact\)\.$/,
    );
    expect(composeAnswer({ lang: "fr", passages: [], consultation: false, maxLength: 10 })).toBe(
      "Je n'ai rien trouvé sur notre site : [contactez-nous](/fr/contact).",
    );
  });

  it("answers a bare pricing question from the contact page only", () => {
    const contact = { ...home, title: "Contact Us", path: "/en/contact", score: 5 };
    const answer = composeAnswer({ lang: "en", passages: [article, contact], consultation: true, consultationOnly: true, maxLength: 150 });
    expect(answer).toMatch(/^Here is what our \[Contact page\]\(\/en\/contact\) says:/);
    expect(answer).not.toContain(article.path);
    expect(composeAnswer({ lang: "en", passages: [article], consultation: true, consultationOnly: true, maxLength: 150 })).toMatch(
      /^Would you like to discuss your project/,
    );
  });
});

describe("intent and language", () => {
  it.each([
    "How do I apply?",
    "Hello, which positions are open?",
    "And what happens after launch?",
    "Comment je postule ?",
    "Bonjour, quels postes sont ouverts ?",
    "Qu'est-ce que vous faites pour le secteur public ?",
    "Où êtes-vous ?",
    "Et une fois en production, vous surveillez quoi ?",
  ])("'%s' is not answered by yes or no", (message) => {
    expect(asksOpen(message)).toBe(true);
  });

  it.each([
    "Are you hiring?",
    "Do you work with banks?",
    "Can you build a chatbot?",
    "Vous recrutez ?",
    "Est-ce que vous travaillez avec l'industrie ?",
    "Pouvez-vous nous aider ?",
  ])("'%s' asks yes or no", (message) => {
    expect(asksOpen(message)).toBe(false);
  });

  it.each([
    "How much does it cost?",
    "What are your prices?",
    "Can I get a quote for my project?",
    "I'd like to book a meeting",
    "Can I talk to someone?",
    "Quels sont vos tarifs ?",
    "Combien ça coûte ?",
    "Je voudrais un devis",
    "Peut-on prendre rendez-vous ?",
    "J'aimerais parler à quelqu'un",
  ])("offers the consultation for %j", (message) => {
    expect(wantsConsultation(message)).toBe(true);
  });

  it.each(["Do you use PyTorch?", "What is computer vision?", "Utilisez-vous PostgreSQL ?", "Qu'est-ce que le RGPD ?"])(
    "does not offer it for %j",
    (message) => {
      expect(wantsConsultation(message)).toBe(false);
    },
  );

  it("tells a bare consultation request from a question with a topic", () => {
    expect(onlyConsultation("How much does it cost?")).toBe(true);
    expect(onlyConsultation("Pouvez-vous me faire un devis ?")).toBe(true);
    expect(onlyConsultation("How much does a computer vision project cost?")).toBe(false);
  });

  it("answers in the message's language when it is plain, else in the page's", () => {
    expect(detectLanguage("Quels sont vos horaires d'ouverture ?", "en")).toBe("fr");
    expect(detectLanguage("What are your opening hours?", "fr")).toBe("en");
    expect(detectLanguage("What is Lumière Studio?", "fr")).toBe("en");
    expect(detectLanguage("PyTorch?", "fr")).toBe("fr");
    expect(detectLanguage("RGPD", "en")).toBe("en");
    expect(detectLanguage("Parlez-moi de la vision par ordinateur", "en")).toBe("fr");
    expect(detectLanguage("Tell me about computer vision", "fr")).toBe("en");
    expect(detectLanguage("Explain it in plain words", "fr")).toBe("en");
    // One word of a language and none of the other, whatever the length.
    expect(detectLanguage("Quand sort votre prochain article ?", "en")).toBe("fr");
    expect(detectLanguage("Any news on your roadmap", "fr")).toBe("en");
  });

  it("recognises follow-ups, greetings and thanks", () => {
    expect(isFollowUp("Tell me more")).toBe(true);
    expect(isFollowUp("How long does it take?")).toBe(true);
    expect(isFollowUp("Which obligations apply to high-risk systems under the EU AI Act?")).toBe(false);
    expect(smallTalk("Hello!", "en", "Lumière AI")).toMatch(/^Hello! I'm Aya/);
    expect(smallTalk("Who are you?", "en", "Lumière AI")).toMatch(/I'm Aya/);
    expect(smallTalk("Qui êtes-vous ?", "fr", "Lumière AI")).toMatch(/Je suis Aya/);
    expect(smallTalk("merci beaucoup", "fr", "Lumière AI")).toMatch(/^Avec plaisir/);
    expect(smallTalk("Hello, do you use PyTorch?", "en", "Lumière AI")).toBeNull();
  });
});

describe("page text", () => {
  it("strips every tag and entity, keeping headings apart from their sentences", () => {
    const sections = htmlToSections(
      '<h2>Our&nbsp;Values</h2><p>We <strong>explain</strong> our models. No black boxes &amp; no hidden fees.</p><ul><li>First item</li><li>Second <a href="/x">item</a></li></ul><script>alert(1)</script>',
    );
    expect(sections).toEqual([
      { heading: "Our Values", sentences: ["We explain our models.", "No black boxes & no hidden fees.", "First item", "Second item"] },
    ]);
  });

  it("decodes every HTML entity, capitals and French letters included, so Aya quotes the words as written", () => {
    expect(htmlToSections("<h2>&Eacute;t&eacute; &agrave; Paris</h2><p>Une &oelig;uvre peut &ecirc;tre na&iuml;ve&#8239;!</p>")).toEqual([
      { heading: "Été à Paris", sentences: ["Une œuvre peut être naïve !"] },
    ]);
  });

  it("splits sentences in both languages", () => {
    expect(splitSentences("Vous hésitez ? Réservez une consultation. À bientôt !")).toEqual([
      "Vous hésitez ?",
      "Réservez une consultation.",
      "À bientôt !",
    ]);
  });

  it("builds site paths: /{lang} for home, /{lang}/{pageId}, /{lang}/insights/{slug}", () => {
    expect(pathFor("en", "page", "home")).toBe("/en");
    expect(pathFor("fr", "page", "technology")).toBe("/fr/technology");
    expect(pathFor("fr", "article", "rgpd-guide")).toBe("/fr/insights/rgpd-guide");
  });
});
