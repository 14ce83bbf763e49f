import { Trans } from "@lingui/react/macro";
import { Paper, Text, Typography } from "@mantine/core";
import { sanitizeHtml } from "../lib/sanitize-html";

/** Server HTML as visitors see it: sanitised (spec §5), or shown as escaped text if that fails. */
export function HtmlPreview({ html }: { html: string }) {
  return (
    <Paper withBorder p="sm" radius="sm" bg="var(--mantine-color-gray-0)" mah={360} style={{ overflow: "auto" }}>
      {html.trim() === "" ? (
        <Text size="sm" c="dimmed">
          <Trans>Nothing to preview.</Trans>
        </Text>
      ) : (
        // Sanitised with DOMPurify (the one policy of @lumiere/validation/html).
        <Typography fz="sm" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
      )}
    </Paper>
  );
}
