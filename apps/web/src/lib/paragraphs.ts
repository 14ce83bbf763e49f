/** Spec §2: an article's text is paragraphs separated by blank lines (the public page and the admin preview). */
export function splitParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
