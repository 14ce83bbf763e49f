import { useLingui } from "@lingui/react/macro";
import { Card, Group, Progress, Stack, Text, Title } from "@mantine/core";
import type { AnalyticsReport } from "./types";

/** Visit → chat → consultation, contact, signup or booking: distinct visitors per step, each with its share of the visitors. */
export function Funnel({ report }: { report: AnalyticsReport }) {
  const { t, i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, { style: "percent", maximumFractionDigits: 1 });
  const number = new Intl.NumberFormat(i18n.locale);
  const visitors = report.eventVisitors;
  const steps = [
    { key: "visit", label: t`Visitors`, count: report.visitors },
    { key: "chat-opened", label: t`Opened the chat`, count: visitors.chat_opened },
    { key: "chat", label: t`Chatted with Aya`, count: visitors.chat_started },
    { key: "handoff", label: t`Asked for a person`, count: visitors.handoff },
    { key: "consultation-opened", label: t`Opened the consultation form`, count: visitors.consultation_opened },
    { key: "consultation", label: t`Sent a consultation request`, count: visitors.consultation_sent },
    { key: "booking", label: t`Followed the booking link`, count: visitors.booking_clicked },
    { key: "contact", label: t`Sent a contact message`, count: visitors.contact_sent },
    { key: "signup", label: t`Signed up for news`, count: visitors.signup_sent },
  ];
  const base = Math.max(report.visitors, 1);
  return (
    <Card withBorder radius="md" p="lg" shadow="xs" data-testid="funnel">
      <Title order={2} size="h4" mb="md">
        {t`Conversion funnel`}
      </Title>
      <Stack gap="sm">
        {steps.map((step) => (
          <div key={step.key} data-step={step.key}>
            <Group justify="space-between" mb={4} wrap="nowrap">
              <Text size="sm">{step.label}</Text>
              <Text size="sm" c="dimmed" data-testid="funnel-count">
                {number.format(step.count)} · {percent.format(step.count / base)}
              </Text>
            </Group>
            <Progress value={Math.min(100, (step.count / base) * 100)} size="sm" aria-hidden />
          </div>
        ))}
      </Stack>
    </Card>
  );
}
