import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { describeError } from "../lib/errors";
import { LoadingSpinner } from "./loading-spinner";

interface QueryStateProps {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

/** Loading spinner or a load error with a retry button; renders nothing once data is there. */
export function QueryState({ isPending, error, onRetry }: QueryStateProps) {
  const { i18n } = useLingui();
  if (error) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title={<Trans>Could not load this list</Trans>}>
        {describeError(error, i18n)}
        <Button variant="light" color="red" size="xs" mt="sm" display="block" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  if (isPending) {
    return <LoadingSpinner />;
  }
  return null;
}
