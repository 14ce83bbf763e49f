// What each finding of the content analysis says, and its one-line fix, in the admin's language.
// The server sends an id and numbers (apps/server/src/domain/content-analysis); the words are here.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

interface FindingText {
  text: MessageDescriptor;
  /** How to put it right; absent when there is nothing to do. */
  fix?: MessageDescriptor;
}

export const FINDING_TEXTS: Record<string, FindingText> = {
  titleMissing: { text: msg`The title is empty.`, fix: msg`Write a title of 30 to 60 characters.` },
  titleShort: {
    text: msg({ message: "The title has {length} characters: search results have room for {min} to {max}." }),
    fix: msg`Make the title longer and more specific.`,
  },
  titleLong: {
    text: msg({ message: "The title has {length} characters: search results cut it after about {max}." }),
    fix: msg`Shorten the title; put its key words first.`,
  },
  titleLength: { text: msg({ message: "The title's length ({length} characters) suits search results." }) },
  descriptionMissing: {
    text: msg`There is no description (excerpt or meta description).`,
    fix: msg`Write a description of 120 to 160 characters that makes people want to click.`,
  },
  descriptionShort: {
    text: msg({ message: "The description has {length} characters: aim for {min} to {max}." }),
    fix: msg`Add a sentence saying what the reader will get.`,
  },
  descriptionLong: {
    text: msg({ message: "The description has {length} characters: search results cut it after about {max}." }),
    fix: msg`Shorten the description to its essential promise.`,
  },
  descriptionLength: { text: msg({ message: "The description's length ({length} characters) suits search results." }) },
  keywordNone: { text: msg`No focus keyword is set.`, fix: msg`Enter the phrase people would search for to find this text.` },
  keywordInTitle: { text: msg({ message: "The title contains “{keyword}”." }) },
  keywordInTitleMissing: {
    text: msg({ message: "The title does not contain “{keyword}”." }),
    fix: msg({ message: "Use “{keyword}” in the title, near its start." }),
  },
  keywordInSlug: { text: msg({ message: "The address (slug) contains “{keyword}”." }) },
  keywordInSlugMissing: {
    text: msg({ message: "The address (slug) does not contain “{keyword}”." }),
    fix: msg({ message: "Put “{keyword}” in the slug." }),
  },
  keywordInIntro: { text: msg({ message: "The first paragraph mentions “{keyword}”." }) },
  keywordInIntroMissing: {
    text: msg({ message: "The first paragraph does not mention “{keyword}”." }),
    fix: msg({ message: "Mention “{keyword}” in the first paragraph." }),
  },
  headings: { text: msg({ message: "{count, plural, one {The text has # subheading.} other {The text has # subheadings.}}" }) },
  headingsMissing: {
    text: msg({ message: "{words, plural, one {# word without a subheading.} other {# words without a subheading.}}" }),
    fix: msg`Split the text with subheadings (## in Markdown) every few paragraphs.`,
  },
  internalLinks: {
    text: msg({ message: "{count, plural, one {The text links to # page of the site.} other {The text links to # pages of the site.}}" }),
  },
  internalLinksMissing: {
    text: msg`The text links to no other page of the site.`,
    fix: msg`Link to a related article or page of the site.`,
  },
  imageAlt: {
    text: msg({ message: "{count, plural, one {The picture has alternative text.} other {All # pictures have alternative text.}}" }),
  },
  imageAltMissing: {
    text: msg({ message: "{count, plural, one {# picture has no alternative text.} other {# pictures have no alternative text.}}" }),
    fix: msg`Describe each picture in its alternative text, for screen readers and search engines.`,
  },
  contentMissing: { text: msg`This language has no text yet.`, fix: msg`Write the text, or translate it from the other language.` },
  readingEase: {
    text: msg({ message: "Reading ease: {score} out of 100 (60 and more reads easily)." }),
    fix: msg`Use shorter sentences and simpler words.`,
  },
  contentShort: {
    text: msg({
      message:
        "{words, plural, one {The text has # word: fewer than {min} rarely ranks.} other {The text has # words: fewer than {min} rarely ranks.}}",
    }),
    fix: msg`Develop the text: examples, steps, answers to readers' questions.`,
  },
  sentences: { text: msg({ message: "Sentences are {average} words long on average." }) },
  sentencesLong: {
    text: msg({ message: "{percent}% of the sentences have more than {max} words." }),
    fix: msg`Split long sentences in two.`,
  },
  paragraphsLong: {
    text: msg({ message: "{count, plural, one {# paragraph has more than 150 words.} other {# paragraphs have more than 150 words.}}" }),
    fix: msg`Break long paragraphs into shorter ones.`,
  },
  passiveVoice: {
    text: msg({ message: "{percent}% of the sentences are in the passive voice." }),
    fix: msg`Say who does what: prefer the active voice.`,
  },
  translationThisMissing: {
    text: msg`This language is not written yet.`,
    fix: msg`Translate it from the other language, then review it.`,
  },
  translationMissing: { text: msg`The other language is not written yet.`, fix: msg`Translate this text into the other language.` },
  translationThisOutdated: {
    text: msg`The other language changed since this one was last brought in line.`,
    fix: msg`Update this language, or mark it as translated once checked.`,
  },
  translationOutdated: {
    text: msg`This language changed since the other one was last brought in line.`,
    fix: msg`Update the translation in the other language.`,
  },
  translationUpToDate: { text: msg`Both languages are up to date with each other.` },
};

export const GROUP_TITLES: Record<"seo" | "readability" | "translation", MessageDescriptor> = {
  seo: msg`Search engines`,
  readability: msg`Readability`,
  translation: msg`Translation`,
};
