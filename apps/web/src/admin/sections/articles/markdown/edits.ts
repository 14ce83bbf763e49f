// The toolbar's edits of a Markdown text: each takes the text and its selection and gives the new
// text and selection, so they can be tested and undone like typing.

export interface TextSelection {
  text: string;
  start: number;
  end: number;
}

/** Wraps the selection in `before`/`after` (or inserts `placeholder` wrapped, selected). */
export function wrap(s: TextSelection, before: string, after: string, placeholder: string): TextSelection {
  const chosen = s.text.slice(s.start, s.end) || placeholder;
  const text = s.text.slice(0, s.start) + before + chosen + after + s.text.slice(s.end);
  const start = s.start + before.length;
  return { text, start, end: start + chosen.length };
}

/** Puts `prefix` before every line the selection touches (a heading, a list, a quote). */
export function prefixLines(s: TextSelection, prefix: string | ((i: number) => string)): TextSelection {
  const lineStart = s.text.lastIndexOf("\n", s.start - 1) + 1;
  const nextBreak = s.text.indexOf("\n", s.end);
  const lineEnd = nextBreak === -1 ? s.text.length : nextBreak;
  const lines = s.text.slice(lineStart, lineEnd).split("\n");
  const block = lines.map((line, i) => (typeof prefix === "string" ? prefix : prefix(i)) + line).join("\n");
  const text = s.text.slice(0, lineStart) + block + s.text.slice(lineEnd);
  return { text, start: lineStart, end: lineStart + block.length };
}

/** Inserts `snippet` at the selection as a block of its own (blank lines around it). */
export function insertBlock(s: TextSelection, snippet: string): TextSelection {
  const before = s.text.slice(0, s.start).replace(/\s*$/, "");
  const after = s.text.slice(s.end).replace(/^\s*/, "");
  const head = before ? `${before}\n\n` : "";
  const text = `${head}${snippet}${after ? `\n\n${after}` : "\n"}`;
  const start = head.length;
  return { text, start, end: start + snippet.length };
}

/** A link around the selection, its address selected to be typed. */
export function link(s: TextSelection, placeholder: string): TextSelection {
  const label = s.text.slice(s.start, s.end) || placeholder;
  const url = "https://";
  const text = `${s.text.slice(0, s.start)}[${label}](${url})${s.text.slice(s.end)}`;
  const start = s.start + label.length + 3;
  return { text, start, end: start + url.length };
}

/** Markdown for a picture: its alt text cannot break out of the brackets. */
export function pictureMarkdown(url: string, alt: string): string {
  return `![${alt
    .replace(/[[\]\\]/g, "\\$&")
    .replace(/\s+/g, " ")
    .trim()}](${url})`;
}
