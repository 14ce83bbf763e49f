import { useLingui } from "@lingui/react/macro";

interface ContentsEntry {
  id: string;
  text: string;
  level: number;
}

/** On a long article: its reading time and a table of contents linking to its headings. */
export function ArticleContents({ minutes, toc }: { minutes: number; toc: ContentsEntry[] }) {
  const { t } = useLingui();
  return (
    <nav className="article-contents" aria-labelledby="article-contents-title">
      <p className="article-contents-title" id="article-contents-title">
        {t`In this article`}
      </p>
      <p className="article-contents-time">{t`Reading time: ${minutes} min`}</p>
      <ol>
        {toc.map((entry) => (
          <li key={entry.id} className={entry.level > 2 ? "sub" : undefined}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
