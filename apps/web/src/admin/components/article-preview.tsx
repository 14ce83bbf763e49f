import { Trans } from "@lingui/react/macro";
import { Paper, Text } from "@mantine/core";
import { splitParagraphs } from "../../lib/paragraphs";
import "../../site/pages/prose.css";

/** An article's text as the public page shows it: the same paragraphs, the same prose style. */
export function ArticlePreview({ content }: { content: string }) {
  const paragraphs = splitParagraphs(content);
  return (
    <Paper withBorder p="md" radius="sm" mah={360} style={{ overflow: "auto" }} data-testid="article-preview">
      {paragraphs.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Nothing to preview.</Trans>
        </Text>
      ) : (
        <div className="prose">
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      )}
    </Paper>
  );
}
