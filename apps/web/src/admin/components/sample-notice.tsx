import { Trans } from "@lingui/react/macro";
import { Alert } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";

/** Marks a placeholder section: its content is sample data and nothing in it is wired yet. */
export function SampleNotice() {
  return (
    <Alert variant="light" color="gray" icon={<IconInfoCircle />} mb="lg" title={<Trans>Preview with sample content</Trans>}>
      <Trans>This section shows static sample data. Its features are not connected yet.</Trans>
    </Alert>
  );
}
