import { useLingui } from "@lingui/react/macro";
import { Center, Loader, type MantineSpacing } from "@mantine/core";

/**
 * The admin's "still loading" sign. Mantine's Loader is a plain span, which may not carry a name
 * (axe: aria-prohibited-attr); as a status it may, and screen readers announce it.
 */
export function LoadingSpinner({ py = "xl" }: { py?: MantineSpacing }) {
  const { t } = useLingui();
  return (
    <Center py={py}>
      <Loader role="status" aria-label={t`Loading...`} />
    </Center>
  );
}
