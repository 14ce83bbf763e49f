import { useLingui } from "@lingui/react/macro";
import { Button, Loader, Stack, Text, TextInput, ThemeIcon } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { isHoneypotFilled, messages, prospectInputSchema } from "@lumiere/validation";
import { toast } from "../../lib/notify";
import { translateValidationMessage } from "../../lib/zod-form";
import { useTRPCClient } from "../../lib/trpc";
import { useLang } from "../../lib/use-lang";
import { ConsentLine, fillMsSince, useConsentText } from "../ui/consent-line";
import { HoneypotField } from "../ui/honeypot-field";
import { SiteModal } from "./site-modal";

/** The server's own words for a refused signup (e.g. too many requests), when it gave any; else null. */
function serverMessage(error: unknown): string | null {
  const shape = (error as { shape?: { message?: unknown; data?: { httpStatus?: number } } } | null)?.shape;
  const status = shape?.data?.httpStatus ?? 500;
  return status < 500 && typeof shape?.message === "string" && shape.message ? shape.message : null;
}

/** Spec §4: form → submitting ('Subscribing...') → 'You're All Set!'; closing resets the email and the success view. */
export function NotifyModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t, i18n } = useLingui();
  const client = useTRPCClient();
  const [email, setEmail] = useState("");
  const [website, setWebsite] = useState("");
  const [isSubmitting, setSubmitting] = useState(false);
  const [isDone, setDone] = useState(false);
  const lang = useLang();
  const consentText = useConsentText("launch");
  const openedAt = useRef<number | null>(null);

  useEffect(() => {
    openedAt.current = opened ? performance.now() : null;
    if (opened) return;
    setEmail("");
    setWebsite("");
    setDone(false);
  }, [opened]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isSubmitting) return;
    const parsed = prospectInputSchema.safeParse({ email, source: "product_page", website });
    if (!parsed.success) {
      toast.error(t`Invalid email`, translateValidationMessage(i18n, messages.notifyEmailInvalid.message));
      return;
    }
    if (isHoneypotFilled(website)) return;
    setSubmitting(true);
    try {
      await client.leads.createProspect.mutate({
        email: parsed.data.email,
        source: "product_page",
        website: "",
        lang,
        consentText,
        fillMs: fillMsSince(openedAt.current),
      });
      setDone(true);
      toast.success(t`Success!`, t`You'll be notified when our product launches!`);
    } catch (error) {
      toast.error(t`Error`, serverMessage(error) ?? t`Failed to register for notifications`);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <SiteModal opened={opened} onClose={onClose} title={isDone ? t`You're All Set!` : t`Get Notified at Launch`}>
      {isDone ? (
        <Stack align="center" gap="md" py="md">
          <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden="true">
            <IconCircleCheck size={40} />
          </ThemeIcon>
          <Text ta="center">{t`Check your inbox: click the link we just sent you to confirm your signup. We'll then email you as soon as Lumière Studio launches.`}</Text>
          <Button onClick={onClose} data-autofocus>
            {t`Close`}
          </Button>
        </Stack>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <Text c="gray.7" size="sm">
              {t`Be the first to know when Lumière Studio launches. We will only write to you about the launch.`}
            </Text>
            <TextInput
              label={t`Email`}
              type="email"
              autoComplete="email"
              placeholder={t`you@company.com`}
              withAsterisk
              data-autofocus
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <HoneypotField value={website} onChange={(e) => setWebsite(e.currentTarget.value)} />
            <ConsentLine kind="launch" />
            <Button
              type="submit"
              disabled={isSubmitting}
              leftSection={isSubmitting ? <Loader size={16} color="white" aria-hidden="true" /> : undefined}
              fullWidth
            >
              {isSubmitting ? t`Subscribing...` : t`Notify Me`}
            </Button>
          </Stack>
        </form>
      )}
    </SiteModal>
  );
}
