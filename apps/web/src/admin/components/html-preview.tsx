import { Trans } from "@lingui/react/macro";
import { Paper, Text, Typography } from "@mantine/core";
import { sanitizeHtml } from "../lib/sanitize-html";

/** Server HTML as visitors see it: sanitised (spec §5), or shown as escaped text if that fails. */
export function HtmlPreview({ html }: { html: string }) {
  const clean = sanitizeHtml(html);
  return (
    <Paper withBorder p="sm" radius="sm" bg="var(--mantine-color-gray-0)" mah={360} style={{ overflow: "auto" }}>
      {html.trim() === "" ? (
        <Text size="sm" c="dimmed">
          <Trans>Nothing to preview.</Trans>
        </Text>
      ) : clean === null ? (
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {html}
        </Text>
      ) : (
        // Sanitised with DOMPurify just above.
        <Typography fz="sm" dangerouslySetInnerHTML={{ __html: clean }} />
      )}
    </Paper>
  );
}
