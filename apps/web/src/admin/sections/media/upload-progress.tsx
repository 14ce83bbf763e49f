import { Trans } from "@lingui/react/macro";
import { Group, Paper, Progress, Text } from "@mantine/core";

interface UploadProgressProps {
  fileName: string;
  percent: number;
}

/** The running upload: file name and a progress bar. */
export function UploadProgress({ fileName, percent }: UploadProgressProps) {
  return (
    <Paper withBorder p="md" radius="md" mb="lg" data-testid="upload-progress">
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Text size="sm" truncate="end">
          <Trans>Uploading {fileName}</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} animated={percent < 100} aria-label={fileName} />
    </Paper>
  );
}
