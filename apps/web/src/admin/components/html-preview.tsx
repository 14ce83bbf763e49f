import { Trans } from "@lingui/react/macro";
import { Paper, Text, Typography } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { Lang } from "@lumiere/i18n";
import { fillCompanyFactsIn } from "@lumiere/validation";
import { useTRPC } from "../../lib/trpc";
import { sanitizeHtml } from "../lib/sanitize-html";

/**
 * Server HTML as visitors see it: sanitised (spec §5), or shown as escaped text if that fails; with
 * `lang`, the company facts' placeholders show the facts of Settings in that language.
 */
export function HtmlPreview({ html, lang }: { html: string; lang?: Lang }) {
  const facts = useQuery({ ...useTRPC().pages.siteInfo.queryOptions(), enabled: lang !== undefined }).data?.facts;
  const shown = facts && lang ? fillCompanyFactsIn(sanitizeHtml(html), facts, lang) : sanitizeHtml(html);
  return (
    <Paper withBorder p="sm" radius="sm" bg="var(--mantine-color-gray-0)" mah={360} style={{ overflow: "auto" }}>
      {html.trim() === "" ? (
        <Text size="sm" c="dimmed">
          <Trans>Nothing to preview.</Trans>
        </Text>
      ) : (
        // Sanitised with DOMPurify (the one policy of @lumiere/validation/html).
        <Typography fz="sm" dangerouslySetInnerHTML={{ __html: shown }} />
      )}
    </Paper>
  );
}
