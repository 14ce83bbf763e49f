import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { type Lang, otherLang } from "@lumiere/i18n";
import type { AssistantContentType, ContentRef } from "@lumiere/validation";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { useConfirm } from "../../lib/confirm";
import { describeError, errorCode } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import { useInvalidate } from "../../lib/use-invalidate";
import { draftField } from "./draft-target";

export interface WritingTarget {
  ref: ContentRef;
  title: string;
  copy: Record<string, unknown>;
}

/** Language names inside a sentence (lower case in French). */
export function useLangNames(): Record<Lang, string> {
  const { t } = useLingui();
  return {
    en: t({ message: "English", context: "in a sentence" }),
    fr: t({ message: "French", context: "in a sentence" }),
  };
}

/**
 * The writing panel's calls: write (Generate, Enhance), translate, and save the draft into the
 * chosen item's field, each save and translation confirmed first.
 */
export function useWriting(target: WritingTarget | null, lang: Lang, type: AssistantContentType) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const confirm = useConfirm();
  const invalidate = useInvalidate();
  const langNames = useLangNames();
  const [draft, setDraft] = useState<{ text: string; truncated: boolean } | null>(null);
  const other = otherLang(lang);
  const field = target ? draftField(target.ref, type) : null;
  const current = target && field ? String(target.copy[`${field}_${lang}`] ?? "") : "";

  const fail = (title: string) => (error: unknown) =>
    notifyError(
      title,
      errorCode(error) === "TOO_MANY_REQUESTS"
        ? t`Too many requests to the AI provider: nothing was changed. Please wait a minute and try again.`
        : (describeError(error, i18n) ?? t`Nothing was changed. Please try again.`),
    );
  const write = useMutation(
    trpc.admin.assistant.write.mutationOptions({
      onSuccess: (out) => setDraft({ text: out.text, truncated: out.truncated }),
      onError: fail(t`The assistant could not write`),
    }),
  );
  const translate = useMutation(
    trpc.admin.assistant.translate.mutationOptions({
      onSuccess: async () => {
        await invalidate.editorial();
        notifySuccess(
          t`Translation saved for review`,
          t`The ${langNames[other]} fields hold the translation, sent to review. Nothing was published.`,
        );
      },
      onError: fail(t`The translation was not saved`),
    }),
  );
  const saved = {
    onSuccess: async () => {
      await invalidate.editorial();
      setDraft(null);
      notifySuccess(t`Draft saved`, t`The text is saved as a draft for review. Nothing was published.`);
    },
    onError: fail(t`The draft was not saved`),
  };
  const saveArticle = useMutation(trpc.admin.articles.update.mutationOptions(saved));
  const savePage = useMutation(trpc.admin.pages.update.mutationOptions(saved));
  const busy = write.isPending || translate.isPending || saveArticle.isPending || savePage.isPending;

  const saveDraft = () => {
    if (!target || !field || !draft) return;
    const key = `${field}_${lang}`;
    const options = { action: "draft" as const, langs: [lang] };
    confirm({
      title: t`Save this text in “${target.title}”?`,
      message: t`It replaces the ${langNames[lang]} field and is kept as a draft for review; nothing is published.`,
      confirmLabel: t`Save as draft`,
      color: "blue",
      onConfirm: () => {
        if (target.ref.kind === "page") return savePage.mutate({ pageId: target.ref.pageId, [key]: draft.text, ...options });
        // The article's other fields are sent as they are saved: only this one changes.
        const c = target.copy as Record<string, string | undefined>;
        const text = (k: string) => (k === key ? draft.text : (c[k] ?? ""));
        saveArticle.mutate({
          id: target.ref.id,
          ...{ title_en: text("title_en"), title_fr: text("title_fr"), excerpt_en: text("excerpt_en"), excerpt_fr: text("excerpt_fr") },
          ...{ content_en: text("content_en"), content_fr: text("content_fr"), image_url: c.image_url ?? "" },
          ...options,
        });
      },
    });
  };
  const startTranslation = () => {
    if (!target) return;
    confirm({
      title: t`Translate “${target.title}” into ${langNames[other]}?`,
      message: t`The ${langNames[lang]} text is sent to the AI provider. Its translation replaces the ${langNames[other]} fields and is sent to review; nothing is published.`,
      confirmLabel: t`Translate`,
      color: "blue",
      onConfirm: () => translate.mutate({ ref: target.ref, from: lang }),
    });
  };
  return { draft, setDraft, other, field, current, write, translate, busy, saveDraft, startTranslation };
}

export type Writing = ReturnType<typeof useWriting>;
