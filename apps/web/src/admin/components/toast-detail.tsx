import { Text } from "@mantine/core";

/** A toast's exact spec text, with the server's detail on a second, smaller line. */
export function ToastDetail({ text, detail }: { text: string; detail?: string | null | undefined }) {
  return (
    <>
      <Text size="sm">{text}</Text>
      {detail ? (
        <Text size="xs" c="dimmed" mt={2} style={{ wordBreak: "break-word" }}>
          {detail}
        </Text>
      ) : null}
    </>
  );
}
