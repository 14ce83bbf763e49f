import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { IconSend } from "@tabler/icons-react";
import { useForm } from "@mantine/form";
import { type FormEvent, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { ZodType } from "zod";
import { type ContactSubject, isHoneypotFilled } from "@lumiere/validation";
import { toast } from "../../lib/notify";
import { serverFieldErrors } from "../../lib/trpc-errors";
import { translateFieldErrors, zodValidate } from "../../lib/zod-form";
import { useLoadTRPC } from "../../lib/load-trpc";
import { syncFromDom } from "../forms/sync-from-dom";
import { ConsentLine, fillMsSince, useConsentText } from "../ui/consent-line";
import { HoneypotField } from "../ui/honeypot-field";
import { useLang } from "../../lib/use-lang";
import { SelectField, TextAreaField, TextField } from "../ui/field";

// Same list as the schema's CONTACT_SUBJECTS; importing that value would pull zod into the page's first load.
const SUBJECTS = ["consultation", "project", "partnership", "other"] as const satisfies readonly ContactSubject[];

const subjectLabels = {
  consultation: msg`Free Consultation`,
  project: msg`New Project`,
  partnership: msg`Partnership`,
  other: msg`Other`,
} satisfies Record<ContactSubject, unknown>;

type ContactValues = Record<"firstName" | "lastName" | "email" | "company" | "subject" | "message" | "website", string>;

const initialValues: ContactValues = { firstName: "", lastName: "", email: "", company: "", subject: "", message: "", website: "" };
const FIELD_ORDER = Object.keys(initialValues);

const noSubscribe = () => () => {};
const isHydrating = () => true;
const isNotHydrating = () => false;

// The schema (and zod) is fetched when the visitor starts filling the form, not with the page.
let schemaPromise: Promise<ZodType> | undefined;
function loadSchema(): Promise<ZodType> {
  schemaPromise ??= import("./contact-schema").then((m) => m.contactInputSchema);
  return schemaPromise;
}

/** 'Send us a message' (spec §2): validated on submit, then on every change; the honeypot drops bots silently. */
export function ContactForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t, i18n } = useLingui();
  const loadTRPC = useLoadTRPC();
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const schema = useRef<ZodType | null>(null);
  const submitted = useRef(false);
  const [isSubmitting, setSubmitting] = useState(false);
  // Errors appear on the first submit, then follow every change.
  const validate = useMemo(() => zodValidate<ContactValues>(() => (submitted.current ? schema.current : null), i18n), [i18n]);
  const form = useForm<ContactValues>({ mode: "controlled", initialValues, validate, validateInputOnChange: true });
  const field = (name: keyof ContactValues) => ({ name, ...form.getInputProps(name) });
  const formRef = useRef<HTMLFormElement>(null);
  const lang = useLang();
  const consentText = useConsentText("reply");
  // Since when the visitor could fill the form: a bot that sends it at once is dropped by the
  // server. Hydrated from the server's HTML (with the page or later, as an island), it was there
  // from navigation start.
  const hydrating = useSyncExternalStore(noSubscribe, isNotHydrating, isHydrating);
  const startedAt = useRef<number | null>(null);
  useEffect(() => {
    startedAt.current = hydrating ? 0 : performance.now();
  }, []);
  // The form hydrates on demand (an island): keep what was typed before, and if the visitor is in
  // it already, fetch what sending needs as their focus would have.
  const prepare = () => void Promise.all([loadSchema(), loadTRPC()]);
  useEffect(() => {
    syncFromDom(form, formRef.current);
    if (formRef.current?.contains(document.activeElement)) prepare();
  }, []);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (isSubmitting) return;
    const formEl = e.currentTarget;
    schema.current ??= await loadSchema();
    submitted.current = true;
    const { errors } = form.validate();
    const firstInvalid = FIELD_ORDER.find((k) => errors[k]);
    if (firstInvalid) {
      formEl.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const values = form.getValues();
    if (isHoneypotFilled(values.website)) return;
    setSubmitting(true);
    try {
      const { client } = await loadTRPC();
      await client.leads.createContact.mutate({
        ...values,
        subject: values.subject as ContactSubject,
        lang,
        consentText,
        fillMs: fillMsSince(startedAt.current),
      });
      toast.success(t`Success!`, t`Thank you for your message! We'll get back to you soon.`);
      form.reset();
      submitted.current = false;
      startedAt.current = performance.now();
    } catch (error) {
      form.setErrors(translateFieldErrors(serverFieldErrors(error), i18n));
      toast.error(t`Error`, t`Failed to send message. Please try again.`);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form ref={formRef} className="form-card" aria-labelledby={headingId} noValidate onSubmit={onSubmit} onFocus={prepare}>
      <Heading id={headingId} className="form-title">
        {t`Send us a message`}
      </Heading>
      <div className="field-row">
        <TextField label={t`First name`} autoComplete="given-name" required {...field("firstName")} />
        <TextField label={t`Last name`} autoComplete="family-name" required {...field("lastName")} />
      </div>
      <TextField label={t`Email`} type="email" autoComplete="email" required {...field("email")} />
      <TextField label={t`Company`} optionalLabel={t`optional`} autoComplete="organization" {...field("company")} />
      <SelectField
        label={t`Subject`}
        required
        placeholder={t`Select a subject`}
        options={SUBJECTS.map((s) => ({ value: s, label: i18n._(subjectLabels[s]) }))}
        {...field("subject")}
      />
      <TextAreaField label={t`Message`} rows={4} required {...field("message")} />
      <HoneypotField {...field("website")} />
      <ConsentLine kind="reply" />
      <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
        {isSubmitting ? (
          <>
            <span className="spinner" aria-hidden="true" />
            {t`Sending...`}
          </>
        ) : (
          <>
            <IconSend size={18} aria-hidden="true" />
            {t`Send Message`}
          </>
        )}
      </button>
    </form>
  );
}
