import { useLingui } from "@lingui/react/macro";
import { Button, Group } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type Lang, LANGS } from "@lumiere/i18n";
import { useTRPC } from "../../../lib/trpc";
import { useConfirm } from "../../lib/confirm";
import { useSaveHandlers } from "../../lib/save-handlers";
import { useCan } from "../../lib/use-can";

/**
 * Takes a published language of an article off the site, once confirmed: visitors no longer see
 * it, and its text stays in the editor as a draft, ready to be published again.
 */
export function UnpublishActions({ id, title }: { id: number; title: string }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const confirm = useConfirm();
  const handlers = useSaveHandlers();
  const allowed = useCan();
  const ref = { kind: "article", id } as const;
  const item = useQuery(trpc.admin.editorial.get.queryOptions({ ref }));
  const unpublish = useMutation(
    trpc.admin.editorial.transition.mutationOptions(
      handlers({ success: t`Article unpublished`, failure: t`The article could not be unpublished` }),
    ),
  );
  const live = LANGS.filter((lang) => item.data?.item.status[lang].live);
  if (!allowed("content.publish") || live.length === 0) return null;

  // Whole sentences per language, as translators need them.
  const texts: Record<Lang, { button: string; title: string; message: string }> = {
    en: {
      button: t`Unpublish the English version`,
      title: t`Unpublish “${title}” in English?`,
      message: t`Visitors will no longer see its English version. Its text stays here as a draft, ready to be published again.`,
    },
    fr: {
      button: t`Unpublish the French version`,
      title: t`Unpublish “${title}” in French?`,
      message: t`Visitors will no longer see its French version. Its text stays here as a draft, ready to be published again.`,
    },
  };
  const ask = (lang: Lang) =>
    confirm({
      title: texts[lang].title,
      message: texts[lang].message,
      confirmLabel: t`Unpublish`,
      onConfirm: () => unpublish.mutate({ ref, action: "unpublish", langs: [lang] }),
    });
  return (
    <Group gap="xs" justify="flex-start">
      {live.map((lang) => (
        <Button key={lang} variant="subtle" color="red.9" size="compact-sm" loading={unpublish.isPending} onClick={() => ask(lang)}>
          {texts[lang].button}
        </Button>
      ))}
    </Group>
  );
}
