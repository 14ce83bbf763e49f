import { Trans } from "@lingui/react/macro";
import { Paper, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Lang } from "@lumiere/i18n";
import { useTRPC } from "../../lib/trpc";
import { sanitizeHtml } from "../lib/sanitize-html";
import "../../site/pages/prose.css";
import "../../site/insights/article.css";

/**
 * An article's text as the public page shows it: its Markdown rendered by the server (the same
 * renderer and HTML policy as the page; no Markdown code in the browser), in the same prose style.
 */
export function ArticlePreview({ content, lang }: { content: string; lang: Lang }) {
  const trpc = useTRPC();
  const [debounced] = useDebouncedValue(content, 300);
  // A POST, not a query: a long article would not fit in a GET's address. The last answer stays shown while the next renders.
  const { mutate, data } = useMutation(trpc.admin.articles.preview.mutationOptions());
  useEffect(() => {
    if (debounced.trim() !== "") mutate({ content: debounced, lang });
  }, [debounced, lang, mutate]);
  const html = content.trim() === "" ? "" : (data?.html ?? "");
  return (
    <Paper withBorder p="md" radius="sm" mah={360} style={{ overflow: "auto" }} data-testid="article-preview">
      {html === "" ? (
        <Text size="sm" c="dimmed">
          <Trans>Nothing to preview.</Trans>
        </Text>
      ) : (
        // Sanitised on the server, and again here with the one policy (@lumiere/validation/html).
        <div className="article-content">
          <div className="prose" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
        </div>
      )}
    </Paper>
  );
}
