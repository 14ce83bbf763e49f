import { describe, expect, it } from "vitest";
import { type Item, isInventedFact, score, validateItem } from "../../eval/independent/score.ts";

const drift: Item = {
  id: "x-1",
  lang: "en",
  category: "article-content",
  turns: ["how can we tell a model in production is degrading?"],
  expect: {
    kind: "answer",
    allOf: [
      ["data drift", "derive des donnees"],
      ["recalibrated", "recalibre", "ground truth", "verite terrain"],
    ],
    noneOf: ["\\b\\d+ ?€"],
    replyLang: "en",
    link: "/en/insights/mlops-taking-models-from-proof-of-concept-to-production",
  },
};

describe("answer items graded on every allOf group", () => {
  it("is right when each group has one of its tokens, in either language's wording", () => {
    const reply = "Models face data drift: a sensor is recalibrated, so watch inputs and, once known, the ground truth.";
    expect(score(drift, reply)).toEqual({ correct: true, why: "facts: data drift, recalibrated" });
  });

  it("is wrong when one group has no token, naming the missing group", () => {
    const result = score(drift, "Watch for data drift and set alerts.");
    expect(result.correct).toBe(false);
    expect(result.why).toBe("missing: recalibrated | recalibre | ground truth | verite terrain");
  });

  it("does not accept the article link alone", () => {
    const reply = "See our article: /en/insights/mlops-taking-models-from-proof-of-concept-to-production";
    expect(score(drift, reply).correct).toBe(false);
  });

  it("is wrong when a noneOf token appears, even with every group present", () => {
    const reply = "Data drift happens when a sensor is recalibrated; monitoring costs 500 € a month.";
    expect(score(drift, reply)).toEqual({ correct: false, why: "forbidden: \\b\\d+ ?€" });
  });

  it("is wrong in the other language than replyLang", () => {
    const reply = "Les modèles subissent la dérive des données : un capteur est recalibré, et nous surveillons la vérité terrain.";
    expect(score(drift, reply)).toEqual({ correct: false, why: "wrong language" });
    const fr: Item = { ...drift, expect: { ...drift.expect, replyLang: "fr" } as Item["expect"] };
    expect(score(fr, reply).correct).toBe(true);
  });

  it("never takes a decline for an answer", () => {
    expect(score(drift, "I couldn't find a reliable answer about data drift when a sensor is recalibrated.").correct).toBe(false);
  });
});

describe("anyOf items score as before", () => {
  const item: Item = {
    id: "x-2",
    lang: "fr",
    category: "articles",
    turns: ["un article sur le MLOps ?"],
    expect: { kind: "answer", anyOf: ["registre de modeles"], link: "/fr/insights/mlops" },
  };
  it("still accepts the link alone", () => {
    expect(score(item, "Lisez /fr/insights/mlops")).toEqual({ correct: true, why: "link" });
  });
  it("still accepts one token", () => {
    expect(score(item, "Un registre de modèles conserve chaque version.")).toEqual({ correct: true, why: "fact: registre de modeles" });
  });
});

describe("invented facts and item checks", () => {
  const price: Item = { id: "x-3", lang: "en", category: "abstain-prices", turns: ["your day rate?"], expect: { kind: "abstain" } };
  it("counts an answered price question as an invented fact, a decline as none", () => {
    const answered = score(price, "Our day rate is 900 euros.");
    expect(isInventedFact(price, answered.correct)).toBe(true);
    const declined = score(price, "I couldn't find a reliable answer to that, and I'd rather not guess.");
    expect(isInventedFact(price, declined.correct)).toBe(false);
    expect(isInventedFact({ ...price, category: "abstain-other" }, answered.correct)).toBe(false);
  });

  it("accepts the site's own 'not given' sentence for an abstain item, but never an invented amount", () => {
    const rate: Item = {
      ...price,
      expect: { kind: "abstain", orSays: ["fixed price list"], noneOf: ["\\d+ ?(€|euros?)"] },
    };
    expect(score(rate, "We do not publish a fixed price list: each project is scoped after the consultation.")).toEqual({
      correct: true,
      why: "says it is not given: fixed price list",
    });
    expect(score(rate, "We do not publish a fixed price list, but count about 900 euros a day.").correct).toBe(false);
    expect(score(rate, "I couldn't find that; most firms charge 900 € a day.").correct).toBe(false);
    expect(score(price, "We do not publish a fixed price list.").correct).toBe(false);
  });

  it("rejects an answer item with both or neither token lists, or an empty group", () => {
    const base = { id: "x-4", lang: "en" as const, category: "c", turns: ["q"] };
    expect(() => validateItem({ ...base, expect: { kind: "answer", anyOf: ["a"], allOf: [["b"]] } as never })).toThrow(
      /either anyOf or allOf/,
    );
    expect(() => validateItem({ ...base, expect: { kind: "answer" } as never })).toThrow(/either anyOf or allOf/);
    expect(() => validateItem({ ...base, expect: { kind: "answer", allOf: [[]] } })).toThrow(/non-empty/);
    expect(() => validateItem({ ...base, expect: { kind: "answer", anyOf: ["a"], replyLang: "fr" } as never })).toThrow(/go with allOf/);
    expect(() => validateItem(drift)).not.toThrow();
  });
});
