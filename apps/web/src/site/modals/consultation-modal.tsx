import { useLingui } from "@lingui/react/macro";
import { Button, Loader, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useRef, useState } from "react";
import { consultationInputSchema, isHoneypotFilled } from "@lumiere/validation";
import { beacon } from "../../lib/beacon";
import { toast } from "../../lib/notify";
import { serverFieldErrors } from "../../lib/trpc-errors";
import { translateFieldErrors, zodValidate } from "../../lib/zod-form";
import { useTRPCClient } from "../../lib/trpc";
import { useLang } from "../../lib/use-lang";
import { ConsentLine, fillMsSince, useConsentText } from "../ui/consent-line";
import type { ConsultationPrefill } from "../shell/site-actions";
import { HoneypotField } from "../ui/honeypot-field";
import { useBookingUrl } from "../layout/site-info";
import { SiteModal } from "./site-modal";

interface ConsultationValues {
  name: string;
  email: string;
  company: string;
  message: string;
  website: string;
}

const initialValues: ConsultationValues = { name: "", email: "", company: "", message: "", website: "" };

/** Spec §4: open → submitting ('Submitting...') → closed and reset on success; stays open on error. */
export function ConsultationModal({ opened, prefill, onClose }: { opened: boolean; prefill: ConsultationPrefill | null; onClose(): void }) {
  const { t, i18n } = useLingui();
  const client = useTRPCClient();
  const submitted = useRef(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const lang = useLang();
  const consentText = useConsentText("reply");
  const bookingUrl = useBookingUrl();
  const openedAt = useRef<number | null>(null);
  useEffect(() => {
    openedAt.current = opened ? performance.now() : null;
    if (opened) beacon("consultation_opened");
  }, [opened]);
  const form = useForm<ConsultationValues>({
    mode: "controlled",
    initialValues,
    // Errors appear on the first submit, then follow every change.
    validate: zodValidate<ConsultationValues>(() => (submitted.current ? consultationInputSchema : null), i18n),
    validateInputOnChange: true,
  });

  // Opened from Aya: what the visitor already said fills the form, and the request keeps the chat.
  const chatSessionId = useRef("");
  useEffect(() => {
    if (!opened) return;
    chatSessionId.current = prefill?.chatSessionId ?? "";
    if (prefill) {
      const { chatSessionId: _, ...values } = prefill;
      form.setValues(values);
    }
    // Only when the modal opens: later edits are the visitor's own.
  }, [opened, prefill]);

  const send = form.onSubmit(async (values) => {
    if (isHoneypotFilled(values.website)) return;
    setSubmitting(true);
    try {
      const fromChat = chatSessionId.current;
      await client.leads.createConsultation.mutate({
        ...values,
        lang,
        consentText,
        // Prefilled from a chat with Aya, a quick send is a person confirming what they typed there.
        fillMs: fromChat ? null : fillMsSince(openedAt.current),
        ...(fromChat ? { chatSessionId: fromChat } : {}),
      });
      // The spec's message, then the booking page when Site Configuration has one (a counted conversion).
      const pickATime = bookingUrl
        ? { label: t`Or pick a time now`, href: bookingUrl, onClick: () => beacon("booking_clicked") }
        : undefined;
      toast.success(t`Success!`, t`Thank you! We'll contact you within 24 hours to schedule your free consultation.`, pickATime);
      form.reset();
      submitted.current = false;
      onClose();
    } catch (error) {
      form.setErrors(translateFieldErrors(serverFieldErrors(error), i18n));
      toast.error(t`Error`, t`Failed to submit consultation request. Please try again.`);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <SiteModal opened={opened} onClose={onClose} title={t`Request a Free Consultation`} size="lg">
      <form
        noValidate
        onSubmit={(e) => {
          submitted.current = true;
          send(e);
        }}
      >
        <Stack gap="md">
          <Text c="gray.7" size="sm">
            {t`Tell us about your project: a senior consultant will get back to you within 24 hours to schedule a free, no-commitment call.`}
          </Text>
          <TextInput label={t`Name`} autoComplete="name" withAsterisk data-autofocus {...form.getInputProps("name")} />
          <TextInput label={t`Email`} type="email" autoComplete="email" withAsterisk {...form.getInputProps("email")} />
          <TextInput label={`${t`Company`} (${t`optional`})`} autoComplete="organization" {...form.getInputProps("company")} />
          <Textarea
            label={`${t`Tell us about your project`} (${t`optional`})`}
            minRows={4}
            autosize
            maxRows={8}
            {...form.getInputProps("message")}
          />
          <HoneypotField value={form.getValues().website} onChange={(e) => form.setFieldValue("website", e.currentTarget.value)} />
          <ConsentLine kind="reply" />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button
              type="submit"
              disabled={isSubmitting}
              leftSection={isSubmitting ? <Loader size={16} color="white" aria-hidden="true" /> : undefined}
            >
              {isSubmitting ? t`Submitting...` : t`Request Consultation`}
            </Button>
          </Group>
        </Stack>
      </form>
    </SiteModal>
  );
}
